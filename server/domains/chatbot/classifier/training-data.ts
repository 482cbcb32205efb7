import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '../../../seed/users';
import { KNOWLEDGE_BASE } from '../knowledge';
import { fillTemplate } from '../knowledge/facts';
import { FALLBACK_CLASS } from './model';
import { normalise } from './text';

/** One labelled question; page and role are null where the writer gave none. */
export interface TrainingQuestion {
  text: string;
  intent: string;
  page: string | null;
  role: string | null;
  source: 'examples' | 'answers' | 'labelled' | 'blind';
}

const here = path.dirname(fileURLToPath(import.meta.url));
const testData = (file: string) => JSON.parse(readFileSync(path.join(here, '../test-data', file), 'utf8')) as unknown;

/**
 * The blind-written tuning set splits by a hash of each question: a quarter is the validation part,
 * never trained on, that measures how the model does on new phrasings while it is tuned (a question
 * the training data already has word for word trains instead).
 */
export function isValidationQuestion(text: string): boolean {
  return createHash('sha256').update(`catalyst-help-split\n${text}`).digest()[0]! % 4 === 0;
}

const roleOf = (email: string | null) => (email ? (DEMO_USERS.find((user) => user.email === email)?.role ?? null) : 'visitor');

/**
 * The tuning data: the intents' own examples (with the page sentences their answers quote), the
 * labelled questions, and the blind-written tuning set, split into training and validation parts.
 * The held-out sets (test-data/heldout-questions*.json) are never read here.
 */
export function loadTrainingData(): { train: TrainingQuestion[]; validation: TrainingQuestion[] } {
  const examples: TrainingQuestion[] = KNOWLEDGE_BASE.intents.flatMap((intent) =>
    intent.examples.map((text) => ({ text, intent: intent.id, page: null, role: null, source: 'examples' as const })),
  );
  // What the assistant says about a topic is in the words people ask about it with: each sentence of its answers.
  const answers: TrainingQuestion[] = KNOWLEDGE_BASE.intents.flatMap((intent) =>
    [...new Set([intent.title, ...intent.answers.flatMap((answer) => sentences(fillTemplate(answer.text, { firstName: null })))])].map((text) => ({
      text,
      intent: intent.id,
      page: null,
      role: null,
      source: 'answers' as const,
    })),
  );
  const labelled = (testData('labelled-questions.json') as { question: string; page: string; as: string | null; intent: string }[]).map(
    (q): TrainingQuestion => ({ text: q.question, intent: q.intent, page: q.page, role: roleOf(q.as), source: 'labelled' }),
  );
  const blind = (testData('tuning-questions-blind.json') as { question: string; intent: string }[]).map(
    // Written without a page or account: asked as a visitor on the home page, as the accuracy test asks them.
    (q): TrainingQuestion => ({ text: q.question, intent: q.intent, page: '/', role: 'visitor', source: 'blind' }),
  );
  const known = new Set([...KNOWLEDGE_BASE.intents.map((intent) => intent.id), FALLBACK_CLASS]);
  for (const q of [...labelled, ...blind]) if (!known.has(q.intent)) throw new Error(`unknown intent ${q.intent} for "${q.text}"`);
  const train = [...examples, ...answers, ...labelled, ...blind.filter((q) => !isValidationQuestion(q.text))];
  // A question the training data already has word for word ('reset password') measures memory, not new phrasings: it trains instead.
  const seen = new Set(train.map((q) => normalise(q.text)));
  const held = blind.filter((q) => isValidationQuestion(q.text));
  return {
    train: [...train, ...held.filter((q) => seen.has(normalise(q.text)))],
    validation: held.filter((q) => !seen.has(normalise(q.text))),
  };
}

const sentences = (text: string) => text.split(/(?<=[.?!])\s+/).filter((sentence) => sentence.trim().length > 0);

export function dataHash(questions: readonly TrainingQuestion[]): string {
  const hash = createHash('sha256');
  for (const q of questions) hash.update(`${q.intent}\t${q.page ?? ''}\t${q.role ?? ''}\t${q.text}\n`);
  return hash.digest('hex');
}
