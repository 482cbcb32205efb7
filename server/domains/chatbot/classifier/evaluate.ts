import { KNOWLEDGE_BASE } from '../knowledge';
import { IntentClassifier } from './classifier';
import { FALLBACK_CLASS, type HelpModelFile } from './model';
import type { TrainingQuestion } from './training-data';

/** How many questions a model answers with their labelled intent ('fallback' when it says it does not know), without the server. */
export function measureInProcess(model: HelpModelFile, questions: readonly TrainingQuestion[]): { right: number; total: number } {
  const classifier = new IntentClassifier(model, KNOWLEDGE_BASE);
  let right = 0;
  for (const q of questions) {
    const result = classifier.classify(q.text, { page: q.page ?? '/', role: q.role ?? 'visitor' });
    if ((result.intent ?? FALLBACK_CLASS) === q.intent) right += 1;
  }
  return { right, total: questions.length };
}
