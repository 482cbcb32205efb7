import type { Role } from '@shared/constants/roles';
import { pageMatches } from './classifier/classifier';
import type { AnswerCondition, AnswerVariant, Audience } from './knowledge/types';

export interface AnswerSituation {
  audience: Audience;
  role: Role | 'visitor';
  page: string;
}

function matches(when: AnswerCondition | undefined, situation: AnswerSituation): boolean {
  if (!when) return true;
  if (when.audience && when.audience !== situation.audience) return false;
  if (when.roles && (situation.role === 'visitor' || !when.roles.includes(situation.role))) return false;
  if (when.pages && !pageMatches(situation.page, when.pages)) return false;
  return true;
}

function specificity(when: AnswerCondition | undefined): number {
  if (!when) return 0;
  return (when.pages ? 4 : 0) + (when.roles ? 2 : 0) + (when.audience ? 1 : 0);
}

/** The most specific variant whose conditions all hold (the unconditional one at worst). */
export function selectVariant(variants: readonly AnswerVariant[], situation: AnswerSituation): AnswerVariant {
  let chosen: AnswerVariant | undefined;
  for (const variant of variants) {
    if (!matches(variant.when, situation)) continue;
    if (!chosen || specificity(variant.when) > specificity(chosen.when)) chosen = variant;
  }
  if (!chosen) throw new Error('An intent has no answer for this situation: every intent needs an unconditional variant');
  return chosen;
}
