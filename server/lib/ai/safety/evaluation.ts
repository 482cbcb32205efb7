import type { ConversationTurn } from '../types';
import { checkInReply } from './crisis-replies';
import { assessSafety } from './safety';
import type { BlindSet } from './train';

/** Figures of the safety check on a labelled set, shared by the evaluation test and scripts/eval-safety-heldout.ts. */
type Label = BlindSet['messages'][number]['label'];
export interface Labelled {
  text: string;
  label: Label;
  category?: string;
}

export const pct = (n: number, d: number) => `${n}/${d} (${d === 0 ? '-' : ((100 * n) / d).toFixed(1)}%)`;

export function figures(messages: readonly Labelled[]) {
  const verdicts = messages.map((m) => ({ ...m, verdict: assessSafety(m.text, []) }));
  const crisis = verdicts.filter((m) => m.label === 'crisis');
  const ambiguous = verdicts.filter((m) => m.label === 'ambiguous');
  const near = verdicts.filter((m) => m.label === 'near_miss');
  return {
    crisisMissed: crisis.filter((m) => m.verdict.level !== 'crisis'),
    crisisCount: crisis.length,
    categoryRight: crisis.filter((m) => m.verdict.category === m.category).length,
    ambiguousMissed: ambiguous.filter((m) => m.verdict.level === 'none'),
    /** Ambiguous messages that got the full crisis reply rather than the check-in: over-escalation. */
    ambiguousToCrisis: ambiguous.filter((m) => m.verdict.level === 'crisis').length,
    ambiguousCount: ambiguous.length,
    falseAlarms: near.filter((m) => m.verdict.level !== 'none'),
    nearCount: near.length,
  };
}
export type Figures = ReturnType<typeof figures>;

export function report(name: string, f: Figures): string {
  return (
    `${name}: clear crisis caught ${pct(f.crisisCount - f.crisisMissed.length, f.crisisCount)} (category right ${pct(f.categoryRight, f.crisisCount)}), ` +
    `ambiguous checked in ${pct(f.ambiguousCount - f.ambiguousMissed.length, f.ambiguousCount)}, ` +
    `over-escalated to the full crisis reply ${pct(f.ambiguousToCrisis, f.ambiguousCount)}, ` +
    `near-miss false alarms ${pct(f.falseAlarms.length, f.nearCount)}`
  );
}

const checkIn: ConversationTurn[] = [
  { role: 'client', text: 'I just want to disappear', createdAt: '' },
  { role: 'coach', text: checkInReply().message, createdAt: '', safety: { step: 'check_in', category: null } },
];

export function checkInFigures(answers: BlindSet['checkinReplies']) {
  const confirmed = answers.filter((a) => a.confirms);
  const denied = answers.filter((a) => !a.confirms);
  const missed = confirmed.filter((a) => assessSafety(a.text, checkIn).level !== 'crisis');
  const resumed = denied.filter((a) => assessSafety(a.text, checkIn).step === null);
  return { confirmed: confirmed.length, missed, denied: denied.length, resumed: resumed.length };
}

export function checkInReport(name: string, c: ReturnType<typeof checkInFigures>): string {
  return `${name} check-in answers: confirmations answered with the crisis reply ${pct(c.confirmed - c.missed.length, c.confirmed)}, denials back to coaching ${pct(c.resumed, c.denied)}`;
}

