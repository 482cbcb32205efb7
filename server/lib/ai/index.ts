import type { Config } from '../../config';
import type { CoachModel, ConversationTurn, SafetyAssessment } from './types';

export type * from './types';

// PLACEHOLDER until the coach engine lands (issue 5): the engine branch replaces this file's bodies.
export function createCoachModel(_config: Config): CoachModel {
  return {
    provider: 'builtin',
    async reply(request, options) {
      const message = `Thanks for sharing. Tell me more about "${request.message.slice(0, 80)}".`;
      for (const word of message.split(/(?<= )/)) options?.onDelta?.(word);
      return { message, suggestions: [], actionItems: [], followUpQuestions: [] };
    },
  };
}

// PLACEHOLDER until the safety check lands (issue 5).
export function assessSafety(_message: string, _history: ConversationTurn[]): SafetyAssessment {
  return { crisis: false, category: null, reply: null };
}
