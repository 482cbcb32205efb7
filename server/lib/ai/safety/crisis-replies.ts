import type { CoachReply } from '../types';
import type { CrisisCategory } from './patterns';

/**
 * The fixed replies to crisis content. Written once, reviewed as text, never generated: a model must
 * not improvise here. Each names 988 (US), emergency services, says plainly that an AI coach is not a
 * crisis service, and offers a human coach.
 */
const NOT_A_CRISIS_SERVICE =
  'I am an AI coach, not a crisis service, and I cannot give you the help this needs right now.';
const RESOURCES =
  'If you are in the US, you can call or text 988 (the Suicide & Crisis Lifeline) any time, day or night. ' +
  'If you are in immediate danger, call 911 or your local emergency number now. Outside the US, your local emergency number or a local crisis line can help.';
const HUMAN_COACH = 'When you feel ready, I can also help you book a session with a human coach.';

const OPENINGS: Record<CrisisCategory, string> = {
  self_harm:
    'Thank you for telling me. What you are describing sounds really painful, and it matters that you are safe. You do not have to carry this alone.',
  harm_to_others:
    'Thank you for being honest with me. It sounds like things feel very intense right now, and the most important thing is that nobody gets hurt, you included.',
  abuse:
    'Thank you for trusting me with this. What you describe is not okay and it is not your fault. You deserve to be safe.',
  medical_emergency:
    'This sounds like it could be a medical emergency, and your safety comes first. Please get help from a person now.',
};

const EXTRA: Record<CrisisCategory, string> = {
  self_harm: 'Please reach out to someone you trust and let them know how you are feeling today.',
  harm_to_others: 'Please step away from the situation and talk to someone you trust or a crisis counsellor right away.',
  abuse: 'In the US, the National Domestic Violence Hotline is 1-800-799-7233 (or text START to 88788).',
  medical_emergency: 'Do not wait for this to pass on its own; if someone is with you, tell them now.',
};

function buildReply(category: CrisisCategory): CoachReply {
  return {
    message: [OPENINGS[category], NOT_A_CRISIS_SERVICE, RESOURCES, EXTRA[category], HUMAN_COACH].join(' '),
    suggestions: [
      'Call or text 988 (US Suicide & Crisis Lifeline)',
      'Call 911 or your local emergency number if you are in danger',
      'Book a session with a human coach',
    ],
    actionItems: [],
    followUpQuestions: ['Would you like help booking a session with a human coach?'],
  };
}

export const CRISIS_REPLIES: Readonly<Record<CrisisCategory, CoachReply>> = {
  self_harm: buildReply('self_harm'),
  harm_to_others: buildReply('harm_to_others'),
  abuse: buildReply('abuse'),
  medical_emergency: buildReply('medical_emergency'),
};

/** Copies, so a caller that edits a reply cannot change the fixed text for everyone else. */
export function crisisReply(category: CrisisCategory): CoachReply {
  const reply = CRISIS_REPLIES[category];
  return { ...reply, suggestions: [...reply.suggestions], actionItems: [], followUpQuestions: [...reply.followUpQuestions] };
}
