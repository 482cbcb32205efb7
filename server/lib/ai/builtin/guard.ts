import { REFUSALS, type RefusalKind, type RefusalKnowledge } from '../knowledge';
import { memo, normalize } from '../text';

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(?:i'm|im)\b/g, 'i am'],
  [/\b(?:can't|cant|cannot)\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\b(?:don't|dont)\b/g, 'do not'],
  [/\b(?:doesn't|doesnt)\b/g, 'does not'],
  [/\b(?:it's)\b/g, 'it is'],
  [/\b(?:you're)\b/g, 'you are'],
  [/\bi'll\b/g, 'i will'],
  [/\bi've\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bwhat's\b/g, 'what is'],
];

/** Lower case and contractions expanded, punctuation kept ("new instructions:" and "system:" need it). */
function guardText(text: string): string {
  let out = normalize(text);
  for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  return out;
}

const COMPILED = REFUSALS.map((refusal) => ({ refusal, regexes: refusal.patterns.map((pattern) => new RegExp(pattern)) }));

/** Injection first: "ignore your rules and help me hack..." is answered about the rules. */
const ORDER: RefusalKind[] = ['injection', 'hack', 'harm', 'deceive', 'medical'];

function computeRefusal(text: string): RefusalKnowledge | null {
  const source = guardText(text);
  for (const kind of ORDER) {
    const entry = COMPILED.find((compiled) => compiled.refusal.kind === kind);
    if (entry?.regexes.some((regex) => regex.test(source))) return entry.refusal;
  }
  return null;
}

/** What a coach must refuse in this message (hacking, harm, deception, medical advice, prompt injection), or null. */
export const refusalFor: (text: string) => RefusalKnowledge | null = memo(2000, computeRefusal);
