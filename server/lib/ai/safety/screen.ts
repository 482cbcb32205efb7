import { memo } from '../text';
import { type CrisisCategory, FIGURES, RULES } from './lexicon';
import { safetyText } from './normalize';

export type SafetyLevel = 'none' | 'concern' | 'crisis';

export interface ScreenVerdict {
  level: SafetyLevel;
  category: CrisisCategory | null;
  /** Ids of the rules that fired, for logs and tests (never the text). */
  rules: string[];
}

const figures = FIGURES.map((source) => new RegExp(source, 'g'));
const rules = RULES.map((rule) => ({ ...rule, regexes: rule.all.map((source) => new RegExp(source)) }));

/** The message as the rules read it: figures of speech ("this commute is killing me") blanked out. */
export function screenText(message: string): string {
  let text = ` ${safetyText(message)} `;
  for (const figure of figures) text = text.replace(figure, ' ~ ');
  return text.replace(/\s+/g, ' ').trim();
}

/** Layer 1: the deterministic screen. Crisis rules win over concern rules; the first crisis rule names the category. */
export const screenMessage = memo(4000, (message: string): ScreenVerdict => {
  const text = screenText(message);
  const fired = rules.filter((rule) => rule.regexes.every((regex) => regex.test(text)));
  const crisis = fired.find((rule) => rule.level === 'crisis');
  if (crisis) return { level: 'crisis', category: crisis.category, rules: fired.map((rule) => rule.id) };
  if (fired.length > 0) return { level: 'concern', category: 'self_harm', rules: fired.map((rule) => rule.id) };
  return { level: 'none', category: null, rules: [] };
});
