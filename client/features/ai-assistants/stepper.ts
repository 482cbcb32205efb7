import type { AssistantStep } from '@shared/constants/ai-authoring';
import type { Assistant } from '@shared/schemas/ai-assistants';

/** Part 2 section 4: Training is disabled in setup; Testing only in testing or deployment; Deployment only in deployment. */
export function tabEnabled(step: AssistantStep, tab: AssistantStep): boolean {
  if (tab === 'setup') return true;
  if (tab === 'training') return step !== 'setup';
  if (tab === 'testing') return step === 'testing' || step === 'deployment';
  return step === 'deployment';
}

/** Where an existing assistant stands: deployed, trained (testing) or still to be trained. */
export function stepOf(assistant: Assistant): AssistantStep {
  if (assistant.status === 'deployed') return 'deployment';
  return assistant.activeVersion > 0 ? 'testing' : 'training';
}
