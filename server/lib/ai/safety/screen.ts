import { memo } from '../text';
import { FIGURES, JOKING } from './figures';
import { type CrisisCategory, RULES } from './lexicon';
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
const LAUGHTER = /\b(?:lol|lmao|lmfao|rofl|ha(?:ha)+h?|ah(?:ah)+|he(?:he)+|ja(?:ja)+|je(?:je)+|kk+|rs(?:rs)+|mdr|ptdr|xd|hi(?:hi)+)\b/;
const LAUGHING_EMOJI = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}\u{1F643}\u{1F61C}\u{1F61D}]/u;
/** Said laughing, these are figures of speech: "I'll jump out the window if I hear 'synergy' again haha". */
const JOKING_FIGURES = JOKING.map((source) => new RegExp(source, 'g'));
/**
 * Self-harm in the past, over and stated so ("I used to self-harm as a teen but I've been fine for ten
 * years"), with nothing of now: the words report a history, not a risk.
 */
const PAST = /\b(?:used to|as a (?:teen|teenager|kid|child)|when i was (?:younger|a teen|a teenager|at school|in school|a kid|\d+)|(?:\w+ )?years? ago|(?:two|three|\d+) years ago|last year|last (?:summer|winter|spring|autumn|fall|month)|a decade ago|over a decade|a few years ago|in (?:the past|my (?:twenties|teens)|high school|college|uni)|back in|anos atras|ha (?:\w+ )?anos|hace (?:\w+ )?anos?|el ano pasado|il y a (?:\w+ )?ans?|l an dernier|l annee derniere|vor (?:\w+ )?jahr(?:en)?|letztes jahr|(?:\w+ )?ann[oi] fa|l anno scorso|ano passado)\b/;
const RECOVERED = /\b(?:(?:been|am|stayed|have been) (?:fine|clean|well|ok|okay|good|stable|free of it|sober)(?: ever)? (?:for|since)|(?:fully )?recovered|in recovery|doing (?:so |really |very )?(?:great|well|fine|better|okay|ok)(?: now)?|behind me|years clean|(?:fine|clean|good) for (?:\w+ )?years|(?:she|he|they) (?:is|are) (?:totally |completely |absolutely )?fine|really happy now|years of therapy|has not been (?:a )?part of my life|for (?:well )?over a decade|sin crisis|in a good place|on the right meds|got proper help|been out for|(?:limpo|clean|sober) (?:ha|for|since)|recovered really well|came round|(?:he|she|they) (?:is|are) (?:totally|completely) fine|esta (?:bien|perfectamente|recuperad[oa])|estoy (?:muy )?bien|estoy en otro lugar|in a (?:very |completely |totally )?different place now|geht es mir (?:\w+ )?gut|va (?:bien|tres bien|mieux)|vais (?:tres |vraiment )?bien|(?:have not|has not) (?:done it|cut|self harmed|hurt myself)(?: in| for) (?:nearly |almost |over |about )?(?:\w+ )?years|(?:all|totally|completely) fine now|je suis suivie?|voy bien|lo tengo (?:bastante )?asumido|ya lo (?:he )?superado|j en suis sorti\w*|sali de (?:eso|ahi)|sai disso|ne sono uscit[oa]|da bin ich (?:wieder )?rausgekommen|supere\w*|superei|surmonte|verarbeitet|superato|come to terms|gueri\w*|geht es (?:wieder )?gut|geht s mir (?:\w+ )?gut|ist wieder gesund|esta (?:bem|otim[oa]|recuperad[oa])|estou (?:muito )?bem|sta (?:bene|benissimo)|sto (?:molto )?(?:bene|benissimo)|guarit[oa])\b/;
const NOW = /\b(?:(?<!(?:walking|talking|working|running|driving|eating|smiling|normal|back) )again|urges?|(?<!(?:happy|fine|well|better|good|okay|ok|great|stable|safe|thriving|married|place|home|back|\d+) )now(?! i am| we| she| he| they)|tonight|today|lately|recently|coming back|relaps\w*|want to(?! (?:train|study|become|be an?|work|apply|help|learn|talk about|go back to (?:school|uni|college|work)|volunteer|retrain|set|plan|grow|develop|focus|build|improve|talk))|going to|thinking about|this (?:week|month|year)|started|still)\b/;
const HISTORY_RULES = new Set(['self.endlife', 'self.selfharm', 'self.cutting', 'self.attempt', 'self.suicide', 'self.direct', 'self.third', 'self.es', 'self.fr', 'self.de', 'self.pt', 'self.it', 'concept.selfinjury', 'concept.hang_cut', 'concept.death_plan', 'med.cardiac', 'med.overdose', 'med.collapse', 'concept.acute', 'concept.nonexist', 'concern.dark']);
/** Rules on words a job uses every day (suicide, overdose, stroke, abuse, a weapon carried): silenced by a job named with no plan. */
const TOPIC_RULES = new Set(['self.suicide', 'self.selfharm', 'self.attempt', 'self.es', 'self.fr', 'self.de', 'self.pt', 'self.it', 'self.jump', 'concept.jump', 'med.overdose', 'med.cardiac', 'med.collapse', 'med.breath', 'med.bleeding', 'abuse.named', 'abuse.act', 'others.workweapon', 'others.weapon', 'concept.acute', 'concept.allergy', 'concept.abuse', 'concept.abuse_marks', 'concept.others_means', 'concept.others_armed', 'concept.means_ready', 'concept.means_death', 'concept.final_death', 'concept.taken', 'concept.means_quantity']);
const rules = RULES.map((rule) => ({ ...rule, regexes: rule.all.map((source) => new RegExp(source)), unless: rule.unless ? new RegExp(rule.unless) : null }));

/** The message as the rules read it: figures of speech ("this commute is killing me") blanked out. */
export function screenText(message: string): string {
  let text = ` ${safetyText(message)} `;
  for (const figure of figures) text = text.replace(figure, ' ~ ');
  if (LAUGHTER.test(text) || LAUGHING_EMOJI.test(message)) for (const figure of JOKING_FIGURES) text = text.replace(figure, ' ~ ');
  return text.replace(/\s+/g, ' ').trim();
}

/** Signs of a plan or an act under way: with any of them, laughter changes nothing. */
export const PLAN: readonly Concept[] = ['time', 'athand', 'hoarded', 'acquired', 'final', 'unwatched', 'method', 'chosen', 'settling', 'act', 'present', 'taken', 'carrying'];

/** A sign of a plan other than a time named: "five years ago ... today I am well" names a time and no plan. */
export const plannedBeyondTime = (concepts: ReadonlyMap<Concept, unknown>) => PLAN.some((concept) => concept !== 'time' && concepts.has(concept));


/** Said as a joke outright ("kidding obviously", "zoeira", "je rigole"). */
const KIDDING = /\b(?:(?:we|i|they) (?:always )?joke (?:that|about)|(?:it|that) was a joke|war (?:nur )?ein witz|era (?:uma piada|una broma|uno scherzo)|c etait une blague|kidding|just kidding|jk|j k|joking|only joking|zoeira|zoando|brincadeira|es broma|de broma|era broma|je rigole|c est une blague|pour rire|nur spass|spass beiseite|scherzo|sto scherzando|scherzavo)\b/;
const REPORTED = /\b(?:dice que|says|said|dit que|sagt|diz que|dice che|no se si|nao sei se|not sure if|je ne sais pas si|weiss nicht ob|non so se|worried|worry|me preocupa|preocupad\w*|inquiet\w*|besorgt|preoccupat\w*)\b/;
/** Hyperbole about a chore that keeps coming back: "if he leaves his dishes one more time", "à chaque point hebdo". */
const HYPERBOLE = [
  /\bif (?:i have to|i hear|i get|i see|he|she|they|you|my \w+|someone|anyone|one more)\b.{0,80}\b(?:one more time|again|once more|one more)\b/,
  /\b(?:se eu tiver que|si (?:tengo que|me toca|je dois|il faut encore)|wenn ich noch (?:einmal|mal|ein einziges mal)|se (?:devo|mi tocca))\b.{0,60}\b(?:de novo|otra vez|de nuevo|encore|nochmal|ancora|di nuovo)?/,
  /\b(?:a chaque|every|cada|jedes mal|bei jedem|ogni|toda|em toda) (?:point hebdo|reunion|meeting|stand ?up|standup|call|reuniao|riunione|besprechung|meeting|time (?:he|she|they|i|my))\b/,
];

/**
 * Joking without a plan: 'laughing' (laughter, a laughing emoji: "lol I'm gonna kms if this meeting runs
 * over" is worth a check-in, not the crisis reply) or 'kidding' (said to be a joke, or a hyperbole about
 * a chore); null when it is no joke, or when a plan or an act under way is named.
 */
export function jokingWithoutPlan(message: string): 'laughing' | 'kidding' | null {
  const text = screenText(message);
  // "He says he is tired of living, then says it is a joke": someone else's joke, reported with worry, is no joke.
  const kidding = (KIDDING.test(text) && !REPORTED.test(text)) || HYPERBOLE.some((pattern) => pattern.test(text));
  const laughing = LAUGHTER.test(text) || LAUGHING_EMOJI.test(message);
  if (!kidding && !laughing) return null;
  const concepts = conceptsOf(text);
  if (PLAN.some((concept) => concepts.has(concept))) return null;
  return kidding ? 'kidding' : 'laughing';
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
/** A history told as over ("five years ago ... today I am well") with nothing of now. */
export function toldAsOver(text: string): boolean {
  return PAST.test(text) && RECOVERED.test(text) && !NOW.test(text);
}

export const screenMessage = memo(4000, (message: string): ScreenVerdict => {
  const text = screenText(message);
  const concepts = conceptsOf(text);
  let fired: { id: string; level: 'crisis' | 'concern'; category: CrisisCategory; first?: boolean }[] = rules.filter((rule) => rule.regexes.every((regex) => regex.test(text)) && !(rule.unless?.test(text) && !strong(text)));
  fired.push(...conceptRulesFired(text));
  if (toldAsOver(text)) fired = fired.filter((rule) => !HISTORY_RULES.has(rule.id));
  // "ICU nurse, nine years", "Prison officer here": a job where these words are the work, with nothing of a plan of one's own.
  if (concepts.has('work') && !plannedBeyondTime(concepts)) fired = fired.filter((rule) => !TOPIC_RULES.has(rule.id));
  const crisis = fired.find((rule) => rule.level === 'crisis' && rule.first) ?? fired.find((rule) => rule.level === 'crisis');
  if (crisis) return { level: 'crisis', category: crisis.category, rules: fired.map((rule) => rule.id) };
  if (fired.length > 0) return { level: 'concern', category: 'self_harm', rules: fired.map((rule) => rule.id) };
  return { level: 'none', category: null, rules: [] };
});
