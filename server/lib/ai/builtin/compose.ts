import { GENERAL_TOPIC, REFLECTION_FRAMES, SHARED_LINES } from '../knowledge';
import { canonical, clip } from '../text';
import type { CoachReply, CoachRequest } from '../types';
import { answerAvoid, answerInLanguage, answerRefusal, answerSay, answerSummary } from './answers';
import {
  type Composer,
  extras,
  fillAll,
  fillWith,
  joinList,
  lowerFirstWord,
  question,
  sessionCommitments,
  type Slots,
  splitSentences,
  toolLine,
  buildComposer,
  namePronouns,
} from './composer';
import { matchGoal, nextSession, recallEarlier, relevantSignupGoals } from './context';
import { refusalFor } from './guard';
import { detectLanguage } from './language';
import { followUpFor, memoryGoalFor } from './memory';
import { factsOf } from './nlp';
import { readMessage, toSecondPerson } from './paraphrase';

const SETBACK = /\b(?:fell behind|falling behind|did not|no progress|behind on|struggl|stuck|missed|failed)\b/i;

/**
 * The reflection that opens a reply: a paraphrase of the client's words, the feeling they named, two
 * points together, or what they are asking, in one of many frames. Never a quote of the client.
 */
function reflection(c: Composer): string | null {
  const reading = readMessage(c.message);
  const [p1, p2] = reading.statements;
  const candidates: string[] = [];
  const add = (frames: readonly string[], slots: Slots, weight = 1) => {
    const fill = fillWith({ ...c.slots, ...slots });
    for (let i = 0; i < weight; i += 1) for (const frame of frames) candidates.push(fill(frame));
  };
  if (c.corrected && p1) {
    add(REFLECTION_FRAMES.correction, { p: p1, old: c.corrected.label });
    return c.picker.pick(candidates, 'reflect', (text) => text);
  }
  if (p1) {
    add(REFLECTION_FRAMES.paraphrase, { p: p1 });
    if (reading.feeling) add(REFLECTION_FRAMES.feeling, { p: p1, feeling: reading.feeling.adjective, feelingNoun: reading.feeling.noun }, 2);
    if (p2 && `${p1} ${p2}`.split(/\s+/).length <= 28) add(REFLECTION_FRAMES.twoPoints, { p1, p2 }, 2);
  }
  if (reading.ask?.kind === 'gerund') add(REFLECTION_FRAMES.ask, { g: reading.ask.text }, p1 ? 1 : 3);
  if (reading.ask?.kind === 'whether') add(REFLECTION_FRAMES.decision, { w: reading.ask.text }, p1 ? 1 : 3);
  if (candidates.length === 0) {
    if (c.topic.id === GENERAL_TOPIC.id) return null;
    add(REFLECTION_FRAMES.topic, {});
  }
  return c.picker.pick(candidates, 'reflect', (text) => text);
}


function coachingReply(c: Composer): { message: string; commitmentsNow: string[] } {
  const { request, voice, topic, stage, intent } = c;
  const { client } = request;
  const opening: (string | null)[] = [];
  const block: string[] = [];
  const method = voice.voice.method;
  const reading = readMessage(c.message);

  const commitmentsNow = factsOf(c.message).commitments.map((item) => namePronouns(item, c.personName));
  // A commitment is echoed back precisely instead of reflected.
  const first = intent === 'commitment' && commitmentsNow[0] ? null : reflection(c);
  opening.push(first);
  if (reading.feeling && !first?.includes(reading.feeling.adjective) && !first?.includes(reading.feeling.noun) && (stage === 'goal' || stage === 'reality')) {
    opening.push(c.pick(fillAll(voice.voice.empathy, { feeling: reading.feeling.adjective, feelingNoun: reading.feeling.noun }), 'empathy'));
  }

  if (intent === 'commitment' && commitmentsNow[0]) {
    const g = lowerFirstWord(toSecondPerson(commitmentsNow[0]));
    opening.push(c.say(['That is specific: you will {g}.', 'Clear and concrete: {g}.', 'Good, a real step: you will {g}.', 'So the plan is to {g}.'].map((line) => line.replace('{g}', g)), 'commit'));
  } else if (intent === 'progress') {
    // After a crisis in this session the coach does not cheer: steady, not celebratory.
    if (!request.safety?.postCrisis) opening.push(SETBACK.test(c.message) ? c.pick(SHARED_LINES.progressSetback, 'setback') : c.pick(voice.voice.celebrations, 'celebrate'));
  }

  const generalProgress = topic.id === 'goal_progress' || (intent === 'progress' && topic.id === GENERAL_TOPIC.id);
  const goal = matchGoal(client.goals, c.message, topic, generalProgress);
  if (goal) {
    opening.push(c.pick(fillAll(voice.voice.goalReferences, { goal: clip(goal.title, 70), progress: String(Math.round(goal.progress)) }), 'goal'));
  } else {
    const signup = relevantSignupGoals(client.signupGoals, c.message, topic);
    const remembered = memoryGoalFor(client.memory ?? [], c.message, topic);
    if (remembered) opening.push(c.pick(fillAll(SHARED_LINES.memoryGoal, { m: lowerFirstWord(toSecondPerson(remembered)) }), 'memory-goal'));
    else if (signup) opening.push(c.pick(fillAll(SHARED_LINES.signup, { signup }), 'signup'));
  }
  if (c.clientTurns.length > 1 && !c.corrected) {
    const earlier = recallEarlier(request.history, c.message, topic);
    if (earlier && !readMessage(c.message).statements.includes(earlier)) opening.push(c.pick(fillAll(REFLECTION_FRAMES.earlier, { e: earlier }), 'earlier'));
  }

  // A direct "how do I ...?" gets a direct answer before the question.
  if (intent === 'advice' && stage !== 'options') {
    const [a, b] = c.picker.pickMany(topic.options, 2, 'advice', c.fill);
    if (a && b) opening.push(c.say(['Two ideas to start with. First: {a} Second: {b}', 'A couple of things that usually help. {a} And: {b}'].map((line) => line.replace('{a}', a).replace('{b}', b)), 'advice-frame'));
  }

  if (stage === 'options') {
    block.push(c.say(method.optionIntros, 'options-intro'));
    const tool = toolLine(c, 'option-tool');
    const options = c.picker.pickMany(topic.options, tool ? 2 : 3, 'options', c.fill);
    for (const option of [...(tool ? [tool] : []), ...options]) block.push(`\n- ${option}`);
    block.push(`\n${question(c, 'options')}`);
  } else {
    if (stage === 'goal') opening.push(c.pick(method.focusLines, 'focus') ?? c.pick(topic.insights, 'insight'));
    if (stage === 'reality') {
      opening.push(c.pick(topic.insights, 'insight') ?? c.pick(topic.reframes, 'reframe'));
      if (intent === 'decision' || intent === 'venting') opening.push(toolLine(c, 'tool'));
      else opening.push(c.pick(method.focusLines, 'focus'));
    }
    if (stage === 'will') {
      const session = nextSession(client, c.now);
      if (session) opening.push(c.pick(SHARED_LINES.session.map((line) => line.replace('{session}', session)), 'session'));
      else if (intent !== 'commitment') opening.push(c.pick(topic.reframes, 'reframe'));
    }
    if (c.voice.lenses.length > 0 && stage === 'reality' && opening.length < 3) opening.push(c.pick(c.voice.lenses, 'lens'));
    // A step just named with its when needs no "by which date?": ask what will make it happen.
    const stepJustNamed = intent === 'commitment' && commitmentsNow[0] !== undefined && stage === 'will';
    block.push(stepJustNamed ? (c.say(SHARED_LINES.followThrough, 'follow-through') || question(c, stage)) : question(c, stage));
  }

  const text = [opening.filter(Boolean).join(' '), block.filter(Boolean).join(' ').replace(/ \n/g, '\n')].filter(Boolean).join('\n\n');
  return { message: text, commitmentsNow };
}


function greetingReply(c: Composer): string {
  const { client } = c.request;
  const followUp = followUpFor(client.memory ?? [], c.now);
  const greetings = c.voice.voice.greetings;
  // One question per reply: a greeting that asks one stands in for the open question.
  const greeting = c.say(followUp ? greetings.filter((line) => !line.includes('?')) : greetings, 'greeting');
  const opening: (string | null)[] = [greeting];
  if (followUp) {
    opening.push(c.say(fillAll(SHARED_LINES.followUp, followUp), 'follow-up'));
    return opening.filter(Boolean).join(' ');
  }
  opening.push(client.goals.length > 0 ? c.pick(fillAll(SHARED_LINES.goalsOverview, { goals: goalsList(c) }), 'goals') : c.pick(SHARED_LINES.noGoals, 'no-goals'));
  const session = nextSession(client, c.now);
  if (session) opening.push(c.pick(SHARED_LINES.session.map((line) => line.replace('{session}', session)), 'session'));
  if (client.signupGoals?.trim() && client.goals.length === 0) opening.push(c.pick(fillAll(SHARED_LINES.signup, { signup: clip(client.signupGoals.trim(), 80) }), 'signup'));
  if (!greeting.includes('?')) opening.push(c.say(SHARED_LINES.openQuestion, 'open'));
  return opening.filter(Boolean).join(' ');
}

function goalsList(c: Composer): string {
  return c.request.client.goals
    .slice(0, 3)
    .map((g) => `"${clip(g.title, 50)}" (${Math.round(g.progress)}%)`)
    .join(', ');
}

function farewellReply(c: Composer): string {
  const opening: (string | null)[] = [c.say(c.voice.voice.farewells, 'thanks')];
  const commitments = sessionCommitments(c.clientTurns, c.message, c.personName);
  if (commitments.length > 0) {
    const list = commitments.slice(-3).map((item) => lowerFirstWord(toSecondPerson(item)));
    opening.push(c.say(['To recap, you are going to {list}.', 'Your next steps: {list}.'].map((line) => line.replace('{list}', joinList(list))), 'recap'));
  } else if (c.topic.id !== GENERAL_TOPIC.id) {
    opening.push(c.pick(fillAll(SHARED_LINES.recap, { topic: c.topic.label }), 'recap'));
    opening.push(question(c, 'will'));
  }
  return opening.filter(Boolean).join(' ');
}


/** Sentences said earlier in the conversation are dropped, so no sentence repeats within it. */
function withoutRepeats(text: string, coachTurns: readonly string[]): string {
  if (coachTurns.length === 0) return text;
  const spoken = new Set(coachTurns.flatMap((turn) => splitSentences(turn)).map((sentence) => canonical(sentence)));
  return text
    .split('\n')
    .map((line) => {
      const kept = splitSentences(line).filter((sentence) => sentence.trim().endsWith('?') || !spoken.has(canonical(sentence)));
      return line.startsWith('- ') && kept.length > 0 && !kept[0]!.startsWith('- ') ? `- ${kept.join(' ')}` : kept.join(' ');
    })
    .filter((line, index, lines) => line.trim() !== '' || (index > 0 && lines[index - 1]?.trim() !== ''))
    .join('\n')
    .trim();
}


/** The builtin engine's reply: pure, synchronous and a few milliseconds at most. */
const POST_CRISIS_ACKNOWLEDGEMENT =
  'I am glad you are safe right now. What you told me earlier still matters: if it comes back, please use the crisis line, or talk to your human coach, whom you can reach from this chat at any time. We can go at whatever pace feels right.';

export function composeReply(request: CoachRequest, now: Date = new Date()): CoachReply {
  const c = buildComposer(request, now);
  const language = detectLanguage(c.message);
  if (language !== 'en') return answerInLanguage(c, language);
  const refusal = refusalFor(c.message);
  if (refusal) return answerRefusal(c, refusal);
  if (c.intent === 'summary') return answerSummary(c);
  if (c.intent === 'what_to_say') return answerSay(c);
  if (c.intent === 'what_to_avoid') return answerAvoid(c);

  let message: string;
  let commitmentsNow: string[] = [];
  const smallTalk = !c.named && c.topic.id === GENERAL_TOPIC.id;
  if (c.intent === 'greeting' && smallTalk && readMessage(c.message).statements.length === 0) message = greetingReply(c);
  else if (c.intent === 'gratitude' && !c.named) message = farewellReply(c);
  else ({ message, commitmentsNow } = coachingReply(c));
  message = withoutRepeats(message, c.coachTurns) || question(c, c.stage);

  const postCrisis = request.safety?.postCrisis ?? null;
  // The first reply after "are you safe right now?": the earlier crisis is acknowledged, never coached over.
  if (postCrisis && request.history.at(-1)?.safety?.step === 'post_crisis_check_in') message = `${POST_CRISIS_ACKNOWLEDGEMENT} ${message}`;
  const reply = { message, ...extras(c, commitmentsNow) };
  // The first reply of a session that opens on something else still asks about last time's commitment, as a follow-up.
  const followUp = c.coachTurns.length === 0 && !postCrisis ? followUpFor(request.client.memory ?? [], now) : null;
  if (followUp && !message.includes(followUp.c)) reply.followUpQuestions = [fillAll(SHARED_LINES.followUp, followUp)[0]!, ...reply.followUpQuestions].slice(0, 4);
  return reply;
}

