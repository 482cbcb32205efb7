import { memo } from '../text';
import { type CrisisCategory, FIGURES, JOKING, RULES } from './lexicon';
import { conceptRulesFired } from './concept-rules';
import { type Concept, conceptsOf } from './concepts';
import { safetyText } from './normalize';

export type SafetyLevel = 'none' | 'concern' | 'crisis';

export interface ScreenVerdict {
  level: SafetyLevel;
  category: CrisisCategory | null;
  /** Ids of the rules that fired, for logs and tests (never the text). */
  rules: string[];
}

const figures = FIGURES.map((source) => new RegExp(source, 'g'));
/** Laughter: "haha", "lol", "jajaja", "kkkk", "mdr", or a laughing emoji in the raw message. */
const LAUGHTER = /\b(?:lol|lmao|lmfao|rofl|ha(?:ha)+h?|ah(?:ah)+|he(?:he)+|ja(?:ja)+|je(?:je)+|kkk+|rs(?:rs)+|mdr|ptdr|xd|hi(?:hi)+)\b/;
const LAUGHING_EMOJI = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}\u{1F643}\u{1F61C}\u{1F61D}]/u;
/** Said laughing, these are figures of speech: "I'll jump out the window if I hear 'synergy' again haha". */
const JOKING_FIGURES = JOKING.map((source) => new RegExp(source, 'g'));
/**
 * Self-harm in the past, over and stated so ("I used to self-harm as a teen but I've been fine for ten
 * years"), with nothing of now: the words report a history, not a risk.
 */
const PAST = /\b(?:used to|as a (?:teen|teenager|kid|child)|when i was (?:younger|a teen|a teenager|at school|in school|a kid|\d+)|(?:\w+ )?years ago|(?:two|three|\d+) years ago|last year|in (?:the past|my (?:twenties|teens)|high school|college|uni)|back in|anos atras|ha (?:\w+ )?anos|hace (?:\w+ )?anos|el ano pasado|il y a (?:\w+ )?ans|l an dernier|l annee derniere|vor (?:\w+ )?jahren|letztes jahr|(?:\w+ )?anni fa|l anno scorso|ano passado)\b/;
const RECOVERED = /\b(?:(?:been|am|stayed|have been) (?:fine|clean|well|ok|okay|good|stable|free of it|sober)(?: ever)? (?:for|since)|(?:fully )?recovered|in recovery|doing (?:great|well|fine|better|okay|ok)(?: now)?|behind me|years clean|(?:fine|clean|good) for (?:\w+ )?years|(?:she|he|they) (?:is|are) (?:totally |completely |absolutely )?fine|really happy now|years of therapy|esta (?:bien|perfectamente|recuperad[oa])|va (?:bien|tres bien|mieux)|gueri\w*|geht es (?:wieder )?gut|ist wieder gesund|esta (?:bem|otim[oa]|recuperad[oa])|sta (?:bene|benissimo)|guarit[oa])\b/;
const NOW = /\b(?:again|urges?|now(?! i am| we| she| he| they)|tonight|today|lately|recently|coming back|relaps\w*|want to|going to|thinking about|this (?:week|month|year)|started|still)\b/;
const HISTORY_RULES = new Set(['self.selfharm', 'self.cutting', 'self.attempt', 'self.suicide', 'self.direct', 'self.third', 'self.es', 'self.fr', 'self.de', 'self.pt', 'self.it', 'concept.selfinjury', 'concept.hang_cut', 'med.cardiac', 'med.collapse', 'concept.acute']);
const rules = RULES.map((rule) => ({ ...rule, regexes: rule.all.map((source) => new RegExp(source)), unless: rule.unless ? new RegExp(rule.unless) : null }));

/** The message as the rules read it: figures of speech ("this commute is killing me") blanked out. */
export function screenText(message: string): string {
  let text = ` ${safetyText(message)} `;
  for (const figure of figures) text = text.replace(figure, ' ~ ');
  if (LAUGHTER.test(text) || LAUGHING_EMOJI.test(message)) for (const figure of JOKING_FIGURES) text = text.replace(figure, ' ~ ');
  return text.replace(/\s+/g, ' ').trim();
}

/** Signs of a plan or an act under way: with any of them, laughter changes nothing. */
const PLAN: readonly Concept[] = ['time', 'athand', 'hoarded', 'acquired', 'final', 'unwatched', 'method', 'chosen', 'settling', 'act', 'present', 'taken', 'carrying'];

/**
 * "lol I'm gonna kms if this meeting runs over" is said laughing and names no plan: worth asking about
 * (a check-in), not the full crisis reply. Laughter never lowers a message that names a plan or a time.
 */
export function laughingWithoutPlan(message: string): boolean {
  const text = screenText(message);
  if (!(LAUGHTER.test(text) || LAUGHING_EMOJI.test(message))) return false;
  const concepts = conceptsOf(text);
  return !PLAN.some((concept) => concepts.has(concept));
}

/** Thoughts named and acting on them ruled out: "I think about suicide sometimes but I'd never act on it". */
const THOUGHTS = /\b(?:thoughts? (?:of|about)|think(?:ing)? (?:about|of)|thought (?:about|of)|intrusive|pensamientos|pienso en|pensees|je pense a|gedanken|denke an|pensamentos|penso (?:em|no|na)|pensieri|penso a)\b/;
const DISAVOWED = /\b(?:would never|will never|never (?:act|do it|do anything)|not (?:going to|gonna) (?:do|act)|no (?:plan|plans|intention)|not planning|would not (?:act|do it|do anything)|not (?:in a|like a) planning way|nunca lo haria|jamais je ne|je ne le ferai (?:jamais|pas)|wurde es nie tun|nunca faria|non lo farei mai)\b/;

/** Thoughts of self-harm named, acting on them ruled out, and no plan: a check-in, not the crisis reply. */
export function thoughtsDisavowed(message: string): boolean {
  const text = screenText(message);
  if (!THOUGHTS.test(text) || !DISAVOWED.test(text)) return false;
  const concepts = conceptsOf(text);
  return !PLAN.some((concept) => concepts.has(concept) && concept !== 'time');
}

/** Death, being unwatched or having given up named outright: no ordinary purpose explains those away. */
function strong(text: string): boolean {
  const concepts = conceptsOf(text);
  return concepts.has('death') || concepts.has('unwatched') || concepts.has('giveup');
}

/** Layer 1: the deterministic screen. Crisis rules win over concern rules; the first crisis rule names the category. */
export const screenMessage = memo(4000, (message: string): ScreenVerdict => {
  const text = screenText(message);
  let fired: { id: string; level: 'crisis' | 'concern'; category: CrisisCategory; first?: boolean }[] = rules.filter((rule) => rule.regexes.every((regex) => regex.test(text)) && !(rule.unless?.test(text) && !strong(text)));
  fired.push(...conceptRulesFired(text));
  if (PAST.test(text) && RECOVERED.test(text) && !NOW.test(text)) fired = fired.filter((rule) => !HISTORY_RULES.has(rule.id));
  const crisis = fired.find((rule) => rule.level === 'crisis' && rule.first) ?? fired.find((rule) => rule.level === 'crisis');
  if (crisis) return { level: 'crisis', category: crisis.category, rules: fired.map((rule) => rule.id) };
  if (fired.length > 0) return { level: 'concern', category: 'self_harm', rules: fired.map((rule) => rule.id) };
  return { level: 'none', category: null, rules: [] };
});
