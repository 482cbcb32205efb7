import modelFile from './safety-model.json';
import type { ConversationTurn, SafetyAssessment, SafetyContext, SafetySignal } from '../types';
import { detectLanguage } from '../builtin/language';
import { loadClassifier, type SafetyModelFile } from './classifier';
import { checkInReply, crisisReply, postCrisisCheckInReply, type ReplyLanguage } from './crisis-replies';
import { CONFIRMS, DENIES, EXPLAINED_DENIAL, SAFE_NOW, UNSAFE_NOW } from './answers';
import type { CrisisCategory } from './lexicon';
import { safetyText } from './normalize';
import { resourcesFor } from './resources';
import { jokingWithoutPlan, PLAN, plannedBeyondTime, screenMessage, thoughtsDisavowed, screenText, toldAsOver, type SafetyLevel } from './screen';
import { conceptsOf, RISK_CONCEPTS } from './concepts';

const classifier = loadClassifier(modelFile as SafetyModelFile);
const confirms = CONFIRMS.map((source) => new RegExp(source));
const unsafeNow = UNSAFE_NOW.map((source) => new RegExp(source));
const safeNow = SAFE_NOW.map((source) => new RegExp(source));
const denies = DENIES.map((source) => new RegExp(source));
const startsDenying = new RegExp(DENIES[0]!);
const explainedDenial = EXPLAINED_DENIAL.map((source) => new RegExp(source));
const PROTESTS = [
  '\\b(?:just )?(?:joking|kidding|a joke|jk|lol|haha)\\b',
  '\\bdid not (?:mean|say) (?:it|that)\\b',
  '\\bnot what i (?:meant|said|mean)\\b',
  '\\b(?:misunderstood|misread|misunderstanding|misinterpret|out of context|wrong idea|got it wrong|get it wrong)',
  '\\b(?:figure of speech|an expression|exaggerat|hyperbole|metaphor|sarcas|turn of phrase|manner of speaking)',
  '\\bnot (?:serious|seriously|literally|literal|for real|really|like that)\\b',
  '\\b(?:calm down|relax|chill|overreact|over react|paranoid|dramatic)',
  '\\b(?:forget (?:it|that|i said)|never ?mind|drop it|move on|let it go)\\b',
  '\\b(?:stop|quit) (?:it|that|this|with|saying|sending)\\b',
  '\\b(?:i was|it was|was just) (?:venting|exaggerating|blowing off steam|being dramatic)',
  '\\b(?:do not|no) need (?:for|to) (?:that|this|a hotline|the hotline|988)',
  '\\b(?:you are|youre) (?:overreacting|wrong|a bot)\\b',
].map((source) => new RegExp(source));

const LEVELS: SafetyLevel[] = ['none', 'concern', 'crisis'];
/** Means of harming someone: with any of them a threat is never a joke. */
const ARMED = ['gun', 'knife', 'blade', 'blunt', 'fire', 'poison', 'waiting', 'revenge'] as const;
const higher = (a: SafetyLevel, b: SafetyLevel): SafetyLevel => (LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b);

/** What the local layers (screen and classifier) make of one message on its own. */
export interface RiskVerdict {
  level: SafetyLevel;
  category: CrisisCategory | null;
  signals: SafetySignal[];
}

/**
 * The person says plainly that it is not about their life or their safety ("it's about the project, not
 * life", "I'm safe, not thinking about hurting myself", "j'adore ma vie à côté"): with no plan named, a
 * worry that only asks about safety is already answered.
 */
const CLARIFIED = /\b(?:(?:it is|it was|that is|that was|i meant it|i mean it) (?:about|for) (?:the|my|this|work|a|our) ?\w*,? not (?:about )?(?:life|me|living|myself|my life)|i am (?:fine|ok|okay|good) otherwise|before you ask i am (?:safe|fine|ok)|keine sorge,? ich hab(?:e)? nicht vor|no tengo intencion|je n ai pas l intention|nao tenho intencao|non ho intenzione|i am safe|to be clear i am not|(?:but )?i (?:really )?love my life|j adore ma vie|me encanta mi vida|amo (?:a )?minha vida|ich liebe mein leben|amo la mia vita|adoro la mia vita)\b/;

/** Layers 1 and 2: the deterministic screen and the trained classifier; the higher verdict wins. */
export function detectRisk(message: string): RiskVerdict {
  const screen = screenMessage(message);
  const verdict = classifier.classify(message);
  // "Yes, I am safe now, my sister is with me" has no word of risk in any language: the classifier,
  // which has seen few such answers, may ask about it but not call it a crisis on its own.
  const screened = screenText(message);
  const concepts = conceptsOf(screened);
  const named = RISK_CONCEPTS.some((concept) => concepts.has(concept));
  // A history told as over ("five years ago I attempted; today I am well") is not a risk the classifier may call alone.
  const over = toldAsOver(screened) && !plannedBeyondTime(concepts);
  const model = over ? { ...verdict, level: 'none' as const, category: null } : verdict.level === 'crisis' && !named ? { ...verdict, level: 'concern' as const, category: 'self_harm' as const } : verdict;
  const signals: SafetySignal[] = [];
  if (screen.level !== 'none') signals.push({ layer: 'screen', level: screen.level, category: screen.category, detail: screen.rules.join(',') });
  if (model.level !== 'none') signals.push({ layer: 'classifier', level: model.level, category: model.category, detail: `p=${model.crisisScore.toFixed(3)}/${model.riskScore.toFixed(3)}` });
  let level = higher(screen.level, model.level);
  if (level === 'concern' && CLARIFIED.test(screened) && !PLAN.some((concept) => concepts.has(concept)) && !concepts.has('death')) return { level: 'none', category: null, signals };
  const selfHarm = (screen.level !== 'crisis' || screen.category === 'self_harm') && (model.level !== 'crisis' || model.category === 'self_harm');
  const joking = jokingWithoutPlan(message);
  // "I'm going to shoot myself 😂 kidding obviously": said to be a joke, with no plan, it is one; laughter alone still gets a check-in.
  if (level !== 'none' && selfHarm && joking === 'kidding') return { level: 'none', category: null, signals };
  if (level === 'crisis' && selfHarm && (joking === 'laughing' || thoughtsDisavowed(message))) level = 'concern';
  // "vou matar o estagiário kkkk", "I'll strangle him if he leaves his dishes one more time": a threat said as a joke,
  // with no weapon, time or lying in wait, is a figure of speech (abuse only when said to be a joke, never on laughter alone).
  const threat = screen.level === 'crisis' ? screen.category : model.category;
  const againstOthers = threat === 'harm_to_others' || (threat === 'abuse' && joking === 'kidding');
  if (level === 'crisis' && !selfHarm && againstOthers && joking !== null && !ARMED.some((concept) => concepts.has(concept))) return { level: 'none', category: null, signals };
  // The screen names categories more reliably than the classifier; its word counts when both fire.
  const category = level === 'none' ? null : screen.level === 'crisis' ? screen.category : model.level === 'crisis' ? model.category : (screen.category ?? model.category ?? 'self_harm');
  return { level, category, signals };
}

/** The crisis category of one message on its own, or null (a convenience for tests and callers). */
export function detectCrisis(message: string): CrisisCategory | null {
  const verdict = detectRisk(message);
  return verdict.level === 'crisis' ? verdict.category : null;
}

function languageOf(message: string): ReplyLanguage {
  const language = detectLanguage(message);
  return language === 'es' || language === 'fr' || language === 'de' || language === 'pt' || language === 'it' ? language : 'en';
}

const SUBSTANCE = /\b(?:took|taken|swallowed|drank|overdos\w*|pills?|tablets?|bottle|paracetamol|tylenol|bleach|tome|tomei|avale|geschluckt|preso)\b/;

/** The previous coach turn, when it was one of the safety check's own replies. */
function lastSafetyTurn(history: readonly ConversationTurn[]): ConversationTurn['safety'] | null {
  const last = history.at(-1);
  return last?.role === 'coach' ? (last.safety ?? null) : null;
}

/**
 * The safety check. Runs before any model sees the message, on every message:
 * - clear risk gets the fixed crisis reply (and the caller flags the session);
 * - an ambiguous signal gets a caring check-in that asks directly about safety; an answer that
 *   confirms it gets the crisis reply;
 * - right after a crisis reply, a protest ("I was joking") keeps the crisis reply, and anything else
 *   first gets a short "are you safe right now?" before coaching resumes.
 * `context.remote` is layer 3 (a provider's moderation and classifier), which can only raise the level.
 */
export function assessSafety(message: string, history: readonly ConversationTurn[], context: SafetyContext = {}): SafetyAssessment {
  const local = detectRisk(message);
  const remote = context.remote ?? [];
  let level = local.level;
  let category = local.category;
  for (const signal of remote) {
    if (LEVELS.indexOf(signal.level) > LEVELS.indexOf(level)) {
      level = signal.level;
      category = signal.category ?? category ?? 'self_harm';
    }
  }
  const signals = [...local.signals, ...remote.filter((signal) => signal.level !== 'none')];
  const language = languageOf(message);
  const resources = resourcesFor(context.country);
  const crisis = (why: CrisisCategory | null): SafetyAssessment => {
    const chosen = why ?? 'self_harm';
    return {
      level: 'crisis',
      crisis: true,
      category: chosen,
      step: 'crisis',
      reply: crisisReply(chosen, { resources, language, substance: chosen === 'medical_emergency' && SUBSTANCE.test(safetyText(message)), human: context.human }),
      signals,
    };
  };

  if (level === 'crisis') return crisis(category);

  const previous = lastSafetyTurn(history);
  const text = safetyText(message);
  if (previous?.step === 'crisis') {
    if (level === 'concern' || PROTESTS.some((regex) => regex.test(text))) return crisis(previous.category);
    return { level: 'concern', crisis: false, category: previous.category, step: 'post_crisis_check_in', reply: postCrisisCheckInReply(language), signals };
  }
  if (previous?.step === 'post_crisis_check_in') {
    if (unsafeNow.some((regex) => regex.test(text))) return crisis(previous.category);
    // "Yes, I'm safe" answers the question; the classifier, trained on first messages, is not asked to judge it.
    const ruleLevel = signals.some((signal) => signal.layer !== 'classifier' && signal.level !== 'none');
    if (ruleLevel || (level === 'concern' && !safeNow.some((regex) => regex.test(text)))) return crisis(previous.category);
    return { level: 'none', crisis: false, category: null, step: null, reply: null, signals };
  }
  if (previous?.step === 'check_in') {
    // A "no" that also says "sometimes" or "I don't know" counts as a yes: the question was about suicide.
    const confirmed = confirms.some((regex) => regex.test(text));
    const denied = denies.some((regex) => regex.test(text));
    // "Nah, the 'killing myself' was about the gym": a no that says what the words were about is an answer, even if it quotes them.
    const explained = startsDenying.test(text) && explainedDenial.some((regex) => regex.test(text)) && !/\b(?:but|although|though|pero|mais|aber|mas|ma)\b/.test(text);
    const ruleLevel = signals.some((signal) => signal.layer !== 'classifier' && signal.level !== 'none');
    if (!explained && (confirmed || ruleLevel || !denied)) return crisis('self_harm');
    return { level: 'none', crisis: false, category: null, step: null, reply: null, signals };
  }
  if (level === 'concern') {
    return { level: 'concern', crisis: false, category: category ?? 'self_harm', step: 'check_in', reply: checkInReply(language), signals };
  }
  return { level: 'none', crisis: false, category: null, step: null, reply: null, signals };
}

/** True when the session's history holds a crisis reply: the engine then keeps it in mind. */
export function hadCrisis(history: readonly ConversationTurn[]): CrisisCategory | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i]!;
    if (turn.role === 'coach' && turn.safety?.step === 'crisis') return turn.safety.category ?? 'self_harm';
  }
  return null;
}
