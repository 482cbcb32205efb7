import { CONVERSATION_GUIDES, GROW_STAGES, LANGUAGE_PACKS, type OtherLanguage, type RefusalKnowledge, SHARED_LINES } from '../knowledge';
import type { CoachReply } from '../types';
import { actionItem, capitalise, type Composer, extras, fillAll, forPerson, sessionCommitments } from './composer';
import { detectLanguage } from './language';
import { toSecondPerson } from './paraphrase';

/**
 * Direct answers: what to say, what to avoid, a summary of commitments, refusals and replies in other
 * languages. A coach answers a direct question, then hands the thinking back with one question.
 */

function guideFor(c: Composer) {
  return CONVERSATION_GUIDES[c.topic.id] ?? CONVERSATION_GUIDES.general!;
}

/** "I want him to let others finish" said earlier, as "you want him to let others finish". */
function statedWant(c: Composer): string | null {
  for (const text of [c.message, ...[...c.clientTurns].reverse()]) {
    const found = text.match(/\bI(?:'d| would)? (?:want|like|need|would like) (?:him|her|them|[A-Z][a-z]+) to ([^.?!;]{4,90})/);
    if (found) return toSecondPerson(found[0].replace(/\s+$/, '')).replace(/^you'd like/, 'you would like');
  }
  return null;
}

function personName(c: Composer): string | null {
  return c.personNamed && /^[A-Z]/.test(c.person) ? c.person : null;
}

export function answerSay(c: Composer): CoachReply {
  const guide = guideFor(c);
  const name = personName(c);
  const address = name ? `${name}, ` : '';
  const line = c.say(guide.lines, 'say-line').replace('{address}', address);
  const script = capitalise(line.replace(/^\{address\}/, ''));
  const parts: (string | null)[] = [c.say(guide.open, 'say-open'), `${c.say(SHARED_LINES.sayIntro, 'say-intro')} "${script}"`];
  const want = statedWant(c);
  if (want) parts.push(c.say(SHARED_LINES.wantLine, 'want').replace('{w}', want));
  parts.push(
    c.say(
      forPerson(c, ['How do you think {person} will respond?', 'What would you say next if {person} pushes back?', 'How would you put that in your own words?', 'What feels hardest about saying it?']),
      'say-question',
    ),
  );
  const reply = extras(c, []);
  const who = name ?? c.person.replace(/^your /, 'my ');
  const items = [`Write my first two sentences for ${who} and say them out loud`, `Agree a time to talk with ${who}${c.slots.date ? ` ${c.slots.date}` : ' this week'}`];
  return { ...reply, message: parts.filter(Boolean).join(' '), actionItems: [...new Set([...items.map(actionItem), ...reply.actionItems])].slice(0, 5) };
}

export function answerAvoid(c: Composer): CoachReply {
  const guide = guideFor(c);
  const avoid = c.picker.pickMany(guide.avoid, 3, 'avoid', c.fill);
  const lines = [c.say(SHARED_LINES.avoidIntro, 'avoid-intro'), ...avoid.map((item) => `\n- ${capitalise(item)}`)];
  const instead = `Instead: ${c.say(guide.open, 'say-open')}`;
  const message = `${lines.join('')}\n\n${instead} ${c.say(forPerson(c, ['Which of these are you most at risk of?', 'Which of these would be most tempting for you with {person}?', 'Which one do you want to watch for most?']), 'avoid-question')}`;
  return { ...extras(c, []), message };
}

export function answerSummary(c: Composer): CoachReply {
  const now = sessionCommitments(c.clientTurns, c.message, c.personName);
  const earlier = (c.request.client.memory ?? []).filter((item) => item.kind === 'commitment' && !now.some((text) => text.toLowerCase() === item.text.toLowerCase()));
  const lines: string[] = [];
  if (now.length > 0) {
    lines.push(c.say(SHARED_LINES.summaryIntro, 'summary-intro'));
    for (const item of now) lines.push(`\n- ${item}`);
  }
  if (earlier.length > 0) {
    lines.push(`${now.length > 0 ? '\n\n' : ''}${c.say(SHARED_LINES.summaryEarlier, 'summary-earlier')}`);
    for (const item of earlier.slice(0, 5)) lines.push(`\n- ${item.text}`);
  }
  if (lines.length === 0) lines.push(c.say(SHARED_LINES.summaryNone, 'summary-none'));
  const ask = now.length + earlier.length > 0 ? c.say(SHARED_LINES.summaryQuestions, 'summary-question') : c.say(SHARED_LINES.summaryNoneQuestions, 'summary-question');
  const reply = extras(c, now);
  return { ...reply, message: `${lines.join('')}\n\n${ask}`, actionItems: [...new Set([...now, ...earlier.map((item) => item.text), ...reply.actionItems].map(actionItem))].slice(0, 5) };
}

export function answerRefusal(c: Composer, refusal: RefusalKnowledge): CoachReply {
  const message = `${c.say(refusal.replies, `refusal-${refusal.kind}`)} ${c.say(refusal.questions, `refusal-question-${refusal.kind}`)}`;
  return { message, suggestions: [...refusal.suggestions], actionItems: [...refusal.actionItems], followUpQuestions: [c.say(c.voice.voice.method.questions.goal.filter((q) => !q.includes('{person}')), 'refusal-follow')] };
}

/** A simple coaching reply in the client's language, and honestly so: the full coaching is in English. */
export function answerInLanguage(c: Composer, language: OtherLanguage): CoachReply {
  const pack = LANGUAGE_PACKS[language];
  // The conversation in this language so far decides the GROW stage: one step per message.
  const turnsInLanguage = c.clientTurns.filter((text) => detectLanguage(text) === language).length;
  const stage = GROW_STAGES[Math.min(turnsInLanguage, GROW_STAGES.length - 1)] ?? 'will';
  const name = c.request.client.firstName ? `, ${c.request.client.firstName}` : '';
  const parts = [c.say(fillAll(pack.openers, { name }), `lang-open-${language}`)];
  if (turnsInLanguage === 0 || turnsInLanguage % 3 === 0) parts.push(c.say(pack.honesty, `lang-honest-${language}`));
  parts.push(c.say(pack.questions[stage], `lang-question-${stage}`));
  return {
    message: parts.join(' '),
    suggestions: [...pack.suggestions],
    actionItems: [...pack.actionItems],
    followUpQuestions: [...pack.followUps],
  };
}
