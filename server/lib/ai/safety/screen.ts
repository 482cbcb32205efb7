import { memo } from '../text';
import { type CrisisCategory, FIGURES, RULES } from './lexicon';
import { conceptRulesFired } from './concept-rules';
import { conceptsOf } from './concepts';
import { safetyText } from './normalize';

export type SafetyLevel = 'none' | 'concern' | 'crisis';

export interface ScreenVerdict {
  level: SafetyLevel;
  category: CrisisCategory | null;
  /** Ids of the rules that fired, for logs and tests (never the text). */
  rules: string[];
}

const figures = FIGURES.map((source) => new RegExp(source, 'g'));
const rules = RULES.map((rule) => ({ ...rule, regexes: rule.all.map((source) => new RegExp(source)), unless: rule.unless ? new RegExp(rule.unless) : null }));

/** The message as the rules read it: figures of speech ("this commute is killing me") blanked out. */
export function screenText(message: string): string {
  let text = ` ${safetyText(message)} `;
  for (const figure of figures) text = text.replace(figure, ' ~ ');
  return text.replace(/\s+/g, ' ').trim();
}

/** Death, being unwatched or having given up named outright: no ordinary purpose explains those away. */
function strong(text: string): boolean {
  const concepts = conceptsOf(text);
  return concepts.has('death') || concepts.has('unwatched') || concepts.has('giveup');
}

/** Layer 1: the deterministic screen. Crisis rules win over concern rules; the first crisis rule names the category. */
export const screenMessage = memo(4000, (message: string): ScreenVerdict => {
  const text = screenText(message);
  const fired: { id: string; level: 'crisis' | 'concern'; category: CrisisCategory }[] = rules.filter((rule) => rule.regexes.every((regex) => regex.test(text)) && !(rule.unless?.test(text) && !strong(text)));
  fired.push(...conceptRulesFired(text));
  const crisis = fired.find((rule) => rule.level === 'crisis');
  if (crisis) return { level: 'crisis', category: crisis.category, rules: fired.map((rule) => rule.id) };
  if (fired.length > 0) return { level: 'concern', category: 'self_harm', rules: fired.map((rule) => rule.id) };
  return { level: 'none', category: null, rules: [] };
});
