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
  actionItems: ['Write the outcome I want in one sentence', 'Take one small step within 48 hours', 'Talk it through with someone I trust', 'Tell {person} what I have noticed and ask how they see it'],
  suggestions: ['Journal for ten minutes on what you want and what is in the way', 'Set a goal for this on your Goals page so you can track it'],
};

/** What the client is doing with the message, independent of the topic. */
export const INTENTS: readonly IntentKnowledge[] = [
  // Direct questions come first: "what should I say to Marco?" is a request for words, not a decision.
  {
    id: 'summary',
    minStage: 'will',
    patterns: [
      '\\b(?:summari[sz]e|recap|sum up|list)\\b.{0,40}\\b(?:commit|agreed|said|plan|decided|promised|will do|going to|to do|next steps?|actions?)',
      '\\bwhat (?:have|did|had) i (?:commit|agree|promise|say i would|said i would|decide|plan)',
      '\\bwhat (?:am|was) i (?:going|supposed|meant) to do\\b',
      '\\bremind me (?:of )?what\\b',
      '\\b(?:summary|recap) of (?:my |our |the )?(?:commitments|plan|actions|next steps|this (?:session|conversation))',
      '\\bwhat (?:are|were) my (?:commitments|next steps|action items|actions)\\b',
    ],
  },
  {
    id: 'what_to_avoid',
    minStage: 'options',
    patterns: [
      '\\bwhat (?:should|shall|do|must) i (?:avoid|not (?:do|say)|steer clear of|watch out for)\\b',
      '\\bwhat (?:mistakes|pitfalls|traps|errors) (?:should|do|must|shall) i\\b',
      '\\bwhat (?:not to|should i not|i should not) (?:say|do)\\b',
      '\\b(?:things|anything) (?:i should|to) (?:avoid|not say|not do)\\b',
      '\\bhow (?:do|can) i avoid (?:making it worse|saying the wrong thing|mistakes)',
    ],
  },
  {
    id: 'what_to_say',
    minStage: 'options',
    patterns: [
      '\\bwhat (?:should|do|shall|could|would|can) i (?:say|tell|write|open with|start with|lead with)\\b',
      '\\bwhat (?:exactly )?(?:do|should) i say\\b',
      '\\bhow (?:should|do|can|could|shall|would) i (?:open|start|begin|phrase|word|frame|raise|bring (?:it|this|that) up|put it|kick off)\\b',
      '\\b(?:give|suggest|write|help me with|help me find) (?:me )?(?:the |some |a )?(?:words|wording|script|phrasing|opening line|first line|sentence)\\b',
      '\\bwhat words\\b',
    ],
  },
  {
    id: 'correction',
    minStage: 'goal',
    patterns: [
      '^(?:no|nope|not really|not quite|actually|well no|hmm no)\\b.{0,12}\\b(?:that is not|it is not|it is not really|not really|not about|wrong|the real|you misunderstood|you got)',
      '\\byou (?:misunderstood|misread|misunderstand|got (?:me|that|it) wrong|are not getting it)\\b',
      '\\bthat is not (?:it|what i (?:meant|said|mean)|the (?:point|issue|problem|real issue))\\b',
      '\\bthe real (?:problem|issue|thing) is\\b',
      '\\bit is not (?:really )?about\\b.{0,60}\\bit is (?:about|that|more)\\b',
      '\\bnot (?:what i meant|what i am saying)\\b',
    ],
  },
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
  /** A commitment from an earlier session ({c}: "hand the weekly report to Sam", {when}: "Last week"). */
  followUp: ['{When} you planned to {c}: how did it go?', 'How did it go? {When} you were going to {c}.', '{When} you said you would {c}. How did that go?', 'Before anything else: {when_lower} you planned to {c}. How did it go?'],
  /** What the coach remembers from earlier sessions ({m}). */
  memoryGoal: ['You mentioned before that you want to {m}.', 'Last time you said you want to {m}; this may be part of it.'],
  summaryIntro: ['Here is what you have committed to:', 'Your commitments so far:', 'This is what you said you would do:'],
  summaryEarlier: ['From earlier sessions:', 'Still open from before:'],
  summaryNone: ['You have not committed to a specific step yet, so there is nothing to hold you to so far.', 'Nothing concrete yet: so far we have talked it through, but you have not named a step.'],
  summaryQuestions: ['Which of these feels hardest to follow through on?', 'What will you do first?', 'Is anything missing from that list?'],
  summaryNoneQuestions: ['What is one step you are willing to commit to now?', 'What would you like to commit to before we finish?'],
  sayIntro: ['Here is a way to open:', 'You could start like this:', 'Try something like:'],
  avoidIntro: ['A few things to avoid:', 'What tends to backfire:', 'Steer clear of:'],
  wantLine: ['Then say what you would like: {w}.', 'After that, be clear about what you want: {w}.'],
  /** After a step the client has just named (what and when are said): what makes it happen, not "by when?". */
  followThrough: [
    'What might get in the way, and what will you do if it does?',
    'How will you know it went well?',
    'What will you say in your first sentence?',
    'What would make it easy to follow through, even on a busy day?',
  ],
} as const;
