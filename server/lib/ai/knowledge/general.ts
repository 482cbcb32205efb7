import type { IntentKnowledge, TopicKnowledge } from './types';

/** Used when no topic is recognised: a plain GROW conversation about whatever the client brings. */
export const GENERAL_TOPIC: TopicKnowledge = {
  id: 'general',
  label: 'what is on your mind',
  categories: ['personal', 'skills', 'leadership', 'career'],
  keywords: [],
  phrases: [],
  examples: [],
  defaultPerson: 'the people involved',
  insights: [
    'Naming a situation clearly is often half of the work.',
    'The most useful question is usually about what you want, before how to get it.',
    'Most situations have more room to move than they seem to at first.',
  ],
  grow: {
    goal: [
      'What would you like to be different by the end of this conversation?',
      'If this went really well, what would you notice?',
      'What is the outcome you care about most here?',
    ],
    reality: [
      'What is happening right now, in concrete terms?',
      'What have you tried so far, and what did you learn from it?',
      'What is in your control here, and what is not?',
    ],
    options: [
      'What are three different ways you could approach this?',
      'What would you suggest to a friend in the same situation?',
      'What would you try if you had twice the courage?',
    ],
    will: [
      'What is the one step you will take this week?',
      'When exactly will you do it?',
      'What support do you need to follow through?',
    ],
  },
  options: [
    'Write down the outcome you want in one sentence, then list what stands between you and it.',
    'Talk it through with someone who sees the situation differently.',
    'Pick the smallest useful step and do it within 48 hours.',
  ],
  reframes: [
    'You do not need the whole plan, only the next step.',
    'Being unsure is a good starting point for a coaching conversation.',
  ],
  actionItems: ['Write the outcome I want in one sentence', 'Take one small step within 48 hours', 'Talk it through with someone I trust'],
  suggestions: ['Journal for ten minutes on what you want and what is in the way', 'Set a goal for this on your Goals page so you can track it'],
};

/** What the client is doing with the message, independent of the topic. */
export const INTENTS: readonly IntentKnowledge[] = [
  {
    id: 'greeting',
    minStage: 'goal',
    patterns: ['^(?:hi|hello|hey|good (?:morning|afternoon|evening)|hiya|greetings)\\b[\\s!.,]*(?:there|coach)?[\\s!.,]*$', '^(?:hi|hello|hey)\\b.{0,25}$'],
  },
  {
    id: 'gratitude',
    minStage: 'will',
    patterns: ['^(?:thanks|thank you|thx|cheers|great,? thanks|that helps|that was helpful|very helpful)\\b.{0,40}$', '\\b(?:that is all for (?:now|today)|talk (?:soon|later)|bye|goodbye)\\b'],
  },
  {
    id: 'progress',
    minStage: 'will',
    patterns: [
      '\\b(?:i|we) (?:finished|completed|did it|managed to|achieved|hit|shipped|launched|nailed|had the conversation|talked to|spoke to|tried)\\b',
      '\\b(?:update|progress report|quick update|status)\\b',
      '\\b(?:fell behind|falling behind|did not manage|did not get to|no progress|behind on)\\b',
    ],
  },
  {
    id: 'decision',
    minStage: 'options',
    patterns: ['\\bshould (?:i|we)\\b', '\\b(?:or|versus|vs)\\b.*\\?', '\\b(?:torn between|deciding between|choose between|which (?:option|one|path))\\b', '\\bwhether (?:to|i|we)\\b'],
  },
  {
    id: 'commitment',
    minStage: 'will',
    patterns: ['\\b(?:i will|i am going to|i plan to|my plan is|i commit|i have decided|i decided|next step is|tomorrow i)\\b'],
  },
  {
    id: 'advice',
    minStage: 'goal',
    patterns: ['\\bhow (?:do|can|should|could) (?:i|we)\\b', '\\b(?:any (?:tips|advice|ideas)|what (?:do|would|should) you (?:suggest|recommend)|help me|what can i do)\\b', '\\b(?:best way to|ways to)\\b'],
  },
  {
    id: 'venting',
    minStage: 'reality',
    patterns: [
      '\\b(?:frustrat|fed up|sick of|tired of|annoy|angry|upset|hate|exhausted|overwhelm|stuck|struggl|killing me|drives me crazy|can not stand)',
      '\\b(?:i feel|i am feeling|i have been feeling)\\b',
    ],
  },
];

/** Lines every voice shares. Templates: {signup}, {session}, {goals}, {topic}, {goal}, {progress}. */
export const SHARED_LINES = {
  signup: ['When you signed up, you wrote: "{signup}". This is part of that.', 'This connects to what you told us when you joined: "{signup}".'],
  session: ['You have {session} coming up; let us make sure you arrive with something to report.', 'With {session} ahead, this is a good moment to decide what you will try before then.'],
  goalsOverview: ['You are working on {goals}.', 'Your active goals: {goals}.'],
  noGoals: ['You have no active goals yet; setting one on the Goals page would give us something to track.'],
  recap: ['We have been working on {topic}.', 'Today we looked at {topic}.'],
  openQuestion: ['What would you like to focus on today?', 'What is the most important thing on your mind this week?'],
  progressSetback: ['Falling behind happens; what matters is what you learn from it.', 'A slower week is information, not failure.'],
  updateGoal: ['Update progress on "{goal}"'],
} as const;
