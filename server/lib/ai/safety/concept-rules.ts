import { type Concept, conceptsOf, MEANS } from './concepts';
import type { CrisisCategory } from './lexicon';

export interface ConceptRule {
  id: string;
  level: 'crisis' | 'concern';
  category: CrisisCategory;
  /** True when the message's concepts make this combination. */
  when: (has: (...concepts: Concept[]) => boolean, text: string, count: (concept: Concept) => number) => boolean;
}

/**
 * The person themselves: a first-person word, or a message that starts with a verb and no subject
 * ("bought a gun on saturday", "saved up enough now"), as chat messages often do.
 */
const SELF = /\b(?:i|me|my|myself|mine|yo|mi|mis|me|je|j|moi|mes|ma|mon|ich|mich|mir|mein\w*|eu|minha|meu|io|mio|mia|tengo|estoy|voy|llevo|hago|tenho|estou|vou|mim|comprei|sono|ho|faccio|habe|bin)\b|^(?:bought|got|saved|ordered|took|wrote|gave|have|picked|hid|kept|cancelled|canceled|sold|been|going|gonna|planning|thinking|want|need|decided|done|finished|sitting|standing|counted|stockpiled|hoarded)\b/;
/** Someone who did it: he, she, a partner or a parent. */
const DOER = /\b(?:he|she|they|him|her|husband|wife|partner|boyfriend|girlfriend|father|dad|stepfather|stepdad|mother|mum|mom|stepmother|stepmom|uncle|ex|el|ella|marido|esposo|novio|padre|padrastro|il|elle|mari|copain|pere|beau pere|er|sie|mann|freund|vater|stiefvater|ele|ela|namorado|pai|padrasto|lui|lei|marito|ragazzo|patrigno)\b/;
/** Third persons ("she took all her pills") describe someone else; the medical rule still applies to them. */
const SELF_MEANS: Concept[] = ['pills', 'rope', 'gun', 'blade', 'poison'];

/**
 * The screen's combinations of concepts (see concepts.ts): how risk looks whatever the wording.
 * A means of self-harm with a sign of a plan (kept back, bought, at hand, a time, nobody around, a
 * goodbye, death named); a height or the tracks with the person there or about to jump; substances
 * taken in quantity; not eating with the body failing. Ordinary purposes (a climbing rope, pills the
 * doctor prescribed, a rooftop party) explain the weaker combinations away, never the strong ones.
 */
export const CONCEPT_RULES: readonly ConceptRule[] = [
  // Means and a plan.
  { id: 'concept.means_death', level: 'crisis', category: 'self_harm', when: (has, text) => MEANS.some((m) => has(m)) && has('death') && SELF.test(text) && !has('work') && !has('fiction') },
  { id: 'concept.means_hoarded', level: 'crisis', category: 'self_harm', when: (has, text) => SELF_MEANS.some((m) => has(m)) && has('hoarded') && SELF.test(text) && !explained(has) },
  {
    id: 'concept.means_unwatched',
    level: 'crisis',
    category: 'self_harm',
    when: (has) => MEANS.some((m) => has(m)) && (has('unwatched') || has('final')) && !explained(has),
  },
  {
    id: 'concept.means_ready',
    level: 'crisis',
    category: 'self_harm',
    when: (has, text) => SELF_MEANS.some((m) => has(m)) && (has('athand') || has('acquired')) && (has('time') || has('forself') || has('intent')) && SELF.test(text) && !explained(has),
  },
  { id: 'concept.means_quantity', level: 'crisis', category: 'self_harm', when: (has, text) => has('pills') && has('quantity') && has('athand') && SELF.test(text) && !explained(has) },
  { id: 'concept.act_final', level: 'crisis', category: 'self_harm', when: (has, text) => has('act') && has('final') && (has('time') || has('death')) && SELF.test(text) && !has('fiction') },
  { id: 'concept.blade_hand', level: 'crisis', category: 'self_harm', when: (has) => (has('blade') || has('gun')) && has('athand') && !explained(has) },
  { id: 'concept.unwatched', level: 'crisis', category: 'self_harm', when: (has) => has('unwatched') && (has('time') || has('death') || has('final')) },
  { id: 'concept.rope_ready', level: 'crisis', category: 'self_harm', when: (has) => has('rope') && (has('athand') || has('hang')) && !explained(has) },
  // Heights, tracks, water.
  { id: 'concept.jump', level: 'crisis', category: 'self_harm', when: (has) => has('jump') && (has('height') || has('tracks')) && !explained(has) },
  { id: 'concept.place_present', level: 'crisis', category: 'self_harm', when: (has) => (has('height') || has('tracks')) && has('present') && (has('death') || has('final') || has('jump') || has('unwatched') || !explained(has)) },
  { id: 'concept.place_plan', level: 'crisis', category: 'self_harm', when: (has) => (has('height') || has('tracks') || has('water')) && (has('death') || has('final') || has('unwatched')) },
  { id: 'concept.water', level: 'crisis', category: 'self_harm', when: (has) => has('water') && (has('intent') || has('time')) },
  { id: 'concept.hang_cut', level: 'crisis', category: 'self_harm', when: (has) => (has('hang') || has('cut')) && (has('intent') || has('time') || has('athand') || has('death') || has('body')) },
  { id: 'concept.exhaust', level: 'crisis', category: 'self_harm', when: (has, text) => has('exhaust') && (has('acquired') || /\b(?:car|garage|coche|voiture|auto|carro|macchina|woods|garaje|garagem)\b/.test(text) || has('intent') || has('time') || has('final') || has('death') || has('unwatched') || has('athand') || has('present')) },
  { id: 'concept.selfinjury', level: 'crisis', category: 'self_harm', when: (has) => has('cut') && (has('deliberate') || has('intent') || has('time') || has('body') || has('athand') || has('death')) && !has('fiction') },
  { id: 'concept.chosen', level: 'crisis', category: 'self_harm', when: (has) => has('chosen') && (has('death') || has('final') || has('act') || has('method') || has('settling') || has('unwatched') || MEANS.some((m) => has(m))) && !explained(has) },
  { id: 'concept.method', level: 'crisis', category: 'self_harm', when: (has) => has('method') && (has('death') || has('act') || has('chosen') || MEANS.some((m) => has(m))) && !explained(has) },
  { id: 'concept.settling', level: 'crisis', category: 'self_harm', when: (has) => has('settling') && (has('chosen') || has('act') || has('final') || has('death') || has('unwatched')) && !explained(has) },
  { id: 'concept.traffic', level: 'crisis', category: 'self_harm', when: (has) => has('traffic') && (has('intent') || has('time') || has('jump') || has('death') || has('chosen') || has('present')) },
  { id: 'concept.place_method', level: 'crisis', category: 'self_harm', when: (has) => (has('height') || has('tracks') || has('water')) && has('method') && !has('fiction') },
  { id: 'concept.means_carried', level: 'crisis', category: 'self_harm', when: (has) => SELF_MEANS.some((m) => has(m)) && has('carrying') && (has('final') || has('water') || has('height') || has('tracks')) && !has('fiction') },
  // Affairs put in order: things no longer needed, a goodbye left, two arrangements at once.
  { id: 'concept.noneed', level: 'crisis', category: 'self_harm', when: (has) => has('noneed') && (has('final') || has('settling') || has('death') || has('givingaway') || has('chosen')) && !has('fiction') },
  { id: 'concept.settling_many', level: 'crisis', category: 'self_harm', when: (has, _text, count) => count('settling') >= 2 && !explained(has) && !has('fiction') },
  { id: 'concept.place_settling', level: 'crisis', category: 'self_harm', when: (has) => (has('height') || has('tracks') || has('water')) && (has('settling') || has('final')) && has('time') && !has('fiction') },
  { id: 'concept.gun_loaded', level: 'crisis', category: 'self_harm', when: (has) => has('gun') && has('loaded') && has('athand') && (has('time') || has('final')) && !has('fiction') },
  // Goodbyes with death or the moment chosen.
  { id: 'concept.vanish', level: 'crisis', category: 'self_harm', when: (has) => has('vanish') && (has('time') || has('final')) && !has('fiction') },
  { id: 'concept.godhome', level: 'crisis', category: 'self_harm', when: (has) => has('godhome') && (has('time') || has('final') || has('settling') || has('chosen')) && !has('fiction') },
  { id: 'concept.final_giveup', level: 'crisis', category: 'self_harm', when: (has) => has('final') && has('giveup') && !has('fiction') },
  { id: 'concept.death_acquired', level: 'crisis', category: 'self_harm', when: (has, text) => has('death') && (has('acquired') || has('athand')) && has('time') && SELF.test(text) },
  { id: 'concept.final_death', level: 'crisis', category: 'self_harm', when: (has, text) => has('final') && has('death') && SELF.test(text) },
  { id: 'concept.final_unwatched', level: 'crisis', category: 'self_harm', when: (has) => has('final') && has('unwatched') },
  { id: 'concept.death_plan', level: 'crisis', category: 'self_harm', when: (has, text) => has('death') && has('intent') && (has('time') || has('unwatched')) && SELF.test(text) && !explained(has) },
  { id: 'concept.giveup_plan', level: 'crisis', category: 'self_harm', when: (has) => has('giveup') && (has('time') || has('unwatched') || has('final') || MEANS.some((m) => has(m))) && !explained(has) },
  // Harm to someone: violence, a person, and intent with a time or a weapon.
  {
    id: 'concept.others',
    level: 'crisis',
    category: 'harm_to_others',
    when: (has) => has('violence') && has('person') && has('intent') && (has('time') || has('gun') || has('knife') || has('athand')) && !explained(has),
  },
  { id: 'concept.others_armed', level: 'crisis', category: 'harm_to_others', when: (has) => (has('gun') || has('knife')) && has('person') && (has('athand') || has('acquired') || has('carrying')) && (has('time') || has('intent') || has('violence')) && !explained(has) && !has('forself') },
  { id: 'concept.others_means', level: 'crisis', category: 'harm_to_others', when: (has) => (has('fire') || has('blunt') || has('knife') || has('gun') || has('poison')) && (has('person') || has('waiting')) && (has('intent') || has('revenge') || has('waiting') || has('violence')) && !explained(has) && !has('forself') && !has('fiction') },
  { id: 'concept.revenge', level: 'crisis', category: 'harm_to_others', when: (has) => has('revenge') && (has('waiting') || has('time') || has('fire') || has('blunt') || has('knife') || has('gun') || has('violence') || has('chosen')) && !explained(has) },
  { id: 'concept.arson', level: 'crisis', category: 'harm_to_others', when: (has) => has('fire') && (has('intent') || has('acquired') || has('act')) && (has('time') || has('waiting') || has('person')) && !explained(has) && !has('forself') && !has('work') },
  { id: 'concept.armed_waiting', level: 'crisis', category: 'harm_to_others', when: (has) => has('athand') && has('waiting') && has('time') && !explained(has) && !has('forself') },
  { id: 'concept.electric_bath', level: 'crisis', category: 'self_harm', when: (has, text) => /\b(?:seche cheveux|hair ?dryer|secador|fohn|phon|toaster|grille pain|tostadora)\b/.test(text) && /\b(?:bath|bathtub|baignoire|bain|banera|badewanne|banheira|vasca)\b/.test(text) },
  { id: 'concept.violence_on_way', level: 'crisis', category: 'harm_to_others', when: (has) => has('violence') && has('waiting') && !has('fiction') && !has('work') && !explained(has) },
  { id: 'concept.tamper', level: 'crisis', category: 'harm_to_others', when: (has) => has('tamper') && (has('time') || has('intent')) && !has('fiction') },
  { id: 'concept.fire_tonight', level: 'crisis', category: 'harm_to_others', when: (has, text) => has('fire') && has('time') && has('person') && SELF.test(text) && !has('fiction') && !has('work') && !has('forself') && !explained(has) },
  { id: 'concept.harm_child', level: 'crisis', category: 'harm_to_others', when: (has) => has('harmchild') && !has('fiction') },
  { id: 'concept.lying_in_wait', level: 'crisis', category: 'harm_to_others', when: (has) => has('waiting') && (has('violence') || has('revenge') || has('blunt') || has('knife') || has('gun') || has('fire')) },
  // Abuse: injuries done by someone, to the person or a child.
  { id: 'concept.abuse', level: 'crisis', category: 'abuse', when: (has) => has('injured') && !has('fiction') },
  { id: 'concept.abuse_marks', level: 'crisis', category: 'abuse', when: (has, text) => has('marks') && (has('person') || DOER.test(text)) && !has('mishap') && !has('fiction') },
  { id: 'concept.forced_marriage', level: 'crisis', category: 'abuse', when: (has) => has('forcedmarriage') && !has('fiction') },
  { id: 'concept.threat', level: 'crisis', category: 'abuse', when: (has) => has('threat') && !has('fiction') },
  // Medical emergencies.
  { id: 'concept.chest', level: 'crisis', category: 'medical_emergency', when: (has, text) => has('chestpain') && (has('confused') || has('body') || /\b(?:arm|braco|brazo|bras|braccio|jaw|mandibula|machoire|kiefer)\b/.test(text)) && !has('fiction') && !has('work') },
  { id: 'concept.diabetic_low', level: 'crisis', category: 'medical_emergency', when: (has) => has('diabetic') && (has('confused') || has('body')) && !has('fiction') && !has('work') },
  { id: 'concept.acute', level: 'crisis', category: 'medical_emergency', when: (has) => has('acute') && !has('fiction') && !has('work') },
  { id: 'concept.allergy', level: 'crisis', category: 'medical_emergency', when: (has) => has('allergen') && has('airway') && !has('fiction') && !has('work') },
  // Taken already; bodies failing.
  { id: 'concept.mixed', level: 'crisis', category: 'medical_emergency', when: (has) => has('alcohol') && has('pills') && (has('taken') || has('body')) },
  { id: 'concept.child_swallowed', level: 'crisis', category: 'medical_emergency', when: (has) => has('taken') && has('child') && (has('pills') || has('poison') || has('alcohol') || has('ingestible')) && !has('work') },
  { id: 'concept.taken', level: 'crisis', category: 'medical_emergency', when: (has) => has('taken') && (has('pills') || has('poison')) && (has('quantity') || has('body') || has('death')) && !(explained(has) && !has('quantity')) },
  { id: 'concept.starving', level: 'crisis', category: 'medical_emergency', when: (has) => has('starving') && has('body') },
  { id: 'concept.starving_chosen', level: 'crisis', category: 'self_harm', when: (has) => has('starving') && (has('death') || (has('deliberate') && has('intent'))) && !has('fiction') },
  { id: 'concept.taken_lot', level: 'crisis', category: 'medical_emergency', when: (has) => has('taken') && has('quantity') && has('body') && !has('fiction') },
  // Distress: a check-in when it is about not existing, or two kinds of distress together.
  { id: 'concept.nonexist', level: 'concern', category: 'self_harm', when: (has) => has('nonexist') && !has('fiction') },
  { id: 'concept.givingaway', level: 'concern', category: 'self_harm', when: (has, text) => has('givingaway') && SELF.test(text) && !has('innocent') && !has('fiction') },
  {
    id: 'concept.distress',
    level: 'concern',
    category: 'self_harm',
    when: (has) => DISTRESS.filter((concept) => has(concept)).length >= 2 || ((has('hopeless') || has('trapped') || has('empty')) && has('giveup')),
  },
];

const DISTRESS: Concept[] = ['hopeless', 'worthless', 'trapped', 'drained', 'empty', 'alone', 'crying', 'giveup'];

/** An ordinary purpose named, and nothing (death, nobody around, having given up) that no purpose explains. */
function explained(has: (...concepts: Concept[]) => boolean): boolean {
  return has('innocent') && !has('death') && !has('unwatched') && !has('giveup');
}

/** The concept rules one screened text fires. */
export function conceptRulesFired(text: string): ConceptRule[] {
  const concepts = conceptsOf(text);
  const has = (...wanted: Concept[]) => wanted.every((concept) => concepts.has(concept));
  const count = (concept: Concept) => concepts.get(concept)?.length ?? 0;
  return CONCEPT_RULES.filter((rule) => rule.when(has, text, count));
}
