import type { TopicKnowledge } from './types';

/** Topics about direction, change and building the organisation. */
export const STRATEGY_TOPICS: readonly TopicKnowledge[] = [
  {
    id: 'strategy_decision',
    label: 'a strategic decision',
    categories: ['leadership'],
    keywords: ['strateg*', 'decision', 'decide', 'roadmap', 'market', 'expand*', 'invest*', 'pricing', 'okr*', 'vision', 'direction', 'trade-off', 'tradeoff', 'bet', 'acquisition', 'fundrais*', 'runway'],
    phrases: ['which option', 'go to market', 'go-to-market', 'new market', 'make a decision', 'long term', 'long-term plan', 'strategic plan', 'build or buy', 'raise money', 'series a', 'product direction'],
    examples: [
      'Should we expand into Germany this year or focus on the UK market first?',
      'I need to decide whether to build the feature ourselves or buy a tool',
      'We have to cut the roadmap in half and I do not know what to keep',
    ],
    defaultPerson: 'your leadership team',
    insights: [
      'Strategy is mostly choosing what not to do; a decision that rules nothing out is not yet a strategy.',
      'Hard decisions often feel hard because the criteria are unclear, not because the options are.',
      'Most decisions are reversible; treating them all as permanent slows everything down.',
    ],
    grow: {
      goal: [
        'What must this decision achieve for it to count as a good one in a year?',
        'Which criteria matter most: speed, cost, risk, learning, or long-term position?',
        'By when does this decision need to be made, and by whom?',
      ],
      reality: [
        'What do you know for sure, and what are you assuming?',
        'What would {person} say is the biggest risk in each option?',
        'What have you learned from similar decisions before?',
      ],
      options: [
        'Is there a third option that combines the best of both?',
        'What is the smallest experiment that would reduce the uncertainty?',
        'What would you advise another founder or leader in your position to do?',
      ],
      will: [
        'What will you decide, and how will you communicate it?',
        'What signal will tell you to revisit the decision, and when will you check?',
        'Who needs to be involved before the decision is final?',
      ],
    },
    options: [
      'Write the three criteria that matter most and score each option against them.',
      'Ask whether the decision is reversible; if it is, decide faster and set a review date.',
      'Run a pre-mortem: imagine it failed in a year and list why.',
      'Run a small, time-boxed test before committing the full budget.',
      'Ask {person} to argue the opposite case before you commit.',
    ],
    reframes: [
      'Not deciding is also a decision, usually the most expensive one.',
      'You do not need certainty, only enough confidence to take the next step and learn.',
      'A clear "no" to good options is what makes room for a great one.',
    ],
    actionItems: [
      'Write the three decision criteria and score the options',
      'Run a 30-minute pre-mortem with the team',
      'Set a decision date and a review date',
      'Design a small test to reduce the biggest unknown',
    ],
    suggestions: [
      'Use a decision matrix with weighted criteria',
      'Ask "what would have to be true?" for each option to succeed',
      'Separate one-way-door from two-way-door decisions',
    ],
  },
  {
    id: 'change_management',
    label: 'leading through change',
    categories: ['leadership'],
    keywords: ['change', 'reorg*', 'restructur*', 'transformation', 'merger', 'layoff*', 'redundanc*', 'resist*', 'uncertain*', 'transition', 'rollout'],
    phrases: ['leading change', 'change management', 'new system', 'people are resisting', 'resistance to change', 'announce the change', 'going through a reorganisation', 'going through a reorganization', 'cost cutting', 'new process', 'remaining team', 'communicate layoffs', 'new ceo', 'merging teams'],
    examples: [
      'We are going through a reorganisation and my team is anxious',
      'People are resisting the new process and adoption is slow',
      'How do I communicate layoffs to the remaining team?',
    ],
    defaultPerson: 'your team',
    insights: [
      'People rarely resist change itself; they resist losing control, status or certainty.',
      'In uncertain times people fill silence with the worst story, so frequent communication matters more than perfect communication.',
      'Change sticks when people help shape it, not when it is only announced to them.',
    ],
    grow: {
      goal: [
        'What does success look like once the change has settled?',
        'What do you want {person} to feel and do in the next month?',
        'What must not be lost during the change?',
      ],
      reality: [
        'What exactly are people worried about, in their own words?',
        'Who supports the change, who is sitting on the fence, and who is resisting?',
        'What have people been told so far, and what are they guessing?',
      ],
      options: [
        'Which concerns could you address directly this week?',
        'Who could become an ally or a champion for the change?',
        'What part of the change could {person} help shape?',
      ],
      will: [
        'What will you communicate next, to whom, and when?',
        'How will you keep listening as the change rolls out?',
        'What will you do if resistance grows?',
      ],
    },
    options: [
      'Say what you know, what you do not know yet, and when you will share more.',
      'Hold small listening sessions and write down the concerns in people\'s own words.',
      'Recruit early supporters as champions who can explain the change to peers.',
      'Give {person} a real choice in how, even when the what is fixed.',
      'Mark the ending: acknowledge what people are losing before selling what they gain.',
    ],
    reframes: [
      'Resistance is energy: people push back on what they care about.',
      'You do not need every answer to lead well through change; you need to be honest and present.',
      'Uncertainty shared openly builds more trust than certainty promised and later broken.',
    ],
    actionItems: [
      'Send a "what we know / do not know" update to the team',
      'Hold two listening sessions this week',
      'Name three change champions and brief them',
      'Schedule a weekly Q&A during the transition',
    ],
    suggestions: [
      'Use Bridges\' transition model: endings, neutral zone, new beginnings',
      'Map stakeholders on influence and attitude to the change',
      'Use the ADKAR model to see where adoption is stuck',
    ],
  },
  {
    id: 'hiring',
    label: 'hiring and building the team',
    categories: ['leadership'],
    keywords: ['hire', 'hiring', 'recruit*', 'candidate*', 'onboard*', 'headcount', 'vacanc*', 'talent'],
    phrases: ['first hire', 'build a team', 'building the team', 'job description', 'bad hire', 'wrong hire', 'interview process', 'scale the team', 'grow the team', 'first leaders', 'hire a vp'],
    examples: [
      'I need to hire my first engineering manager and I have never done it',
      'We made a bad hire and I am not sure how to handle it',
      'How do I scale the team from 10 to 40 people this year?',
    ],
    defaultPerson: 'the candidate',
    insights: [
      'Hiring goes wrong most often when the role is defined by tasks rather than by the outcomes it must deliver.',
      'Slow to hire, quick to act on a mismatch is usually kinder to everyone involved.',
      'Your first leaders shape the culture more than any values document.',
    ],
    grow: {
      goal: [
        'What must this person have achieved in their first six months for the hire to be a success?',
        'What does the team need that it does not have today?',
        'What kind of culture do you want this hire to strengthen?',
      ],
      reality: [
        'Where has hiring gone well or badly for you before, and why?',
        'How clear is the role to the people who will interview for it?',
        'What are you compromising on, and is that a conscious choice?',
      ],
      options: [
        'Which part of the process would most improve your signal on candidates?',
        'Who could help you assess skills you do not have yourself?',
        'What would a work-sample exercise for this role look like?',
      ],
      will: [
        'What is the first thing you will write down about the role this week?',
        'Who will be on the interview panel, and what will each assess?',
        'By when do you want an offer out?',
      ],
    },
    options: [
      'Write a scorecard: the mission of the role, three to five outcomes, and the competencies that matter.',
      'Use a structured interview with the same questions for every candidate.',
      'Add a short, paid work sample that mirrors the real job.',
      'Ask references about specific situations, not general impressions.',
      'Plan the first 90 days before the person starts.',
    ],
    reframes: [
      'A vacancy left open a little longer costs less than the wrong hire.',
      'Hiring is a leadership skill you can practise, not a gamble.',
      'The best candidates are assessing you as much as you assess them.',
    ],
    actionItems: [
      'Write a role scorecard with five outcomes',
      'Draft structured interview questions',
      'Design a short work-sample exercise',
      'Draft a 90-day onboarding plan',
    ],
    suggestions: [
      'Use the scorecard method from "Who" (Smart and Street)',
      'Debrief interviews independently before discussing as a panel',
      'Ask candidates to walk through a real past decision in detail',
    ],
  },
  {
    id: 'goal_progress',
    label: 'progress on your goals',
    categories: ['leadership', 'skills', 'personal', 'career'],
    keywords: ['goal*', 'progress', 'milestone*', 'habit*', 'accountab*', 'stuck', 'plateau*', 'momentum', 'target*', 'achiev*', 'track*'],
    phrases: ['on track', 'off track', 'my goals', 'my goal', 'made progress', 'no progress', 'fell behind', 'falling behind', 'check in', 'check-in', 'this week i', 'update on', 'i finished', 'i completed', 'i managed to', 'hold me accountable', 'stay accountable', 'keep me accountable'],
    examples: [
      'Quick update on my goals: I finished the first milestone',
      'I am falling behind on my goals and losing momentum',
      'Can you help me stay accountable this month?',
    ],
    defaultPerson: 'someone you trust',
    insights: [
      'Progress stalls more often from unclear next steps than from lack of motivation.',
      'Small, visible wins are what keep momentum going on long goals.',
      'A goal that has not moved in weeks usually needs to be smaller, not pushed harder.',
    ],
    grow: {
      goal: [
        'Which goal matters most to you right now, and why?',
        'What would "done" look like for this goal, in a way you could check?',
        'What would you like to have moved forward by your next session?',
      ],
      reality: [
        'What has moved since we last spoke, and what has not?',
        'What got in the way when progress slowed?',
        'On a scale of 1 to 10, how committed are you to this goal today?',
      ],
      options: [
        'What is the smallest next step that would still count as progress?',
        'What could you remove or change to make the goal easier to keep?',
        'Who could help keep you accountable?',
      ],
      will: [
        'What exactly will you do before your next session?',
        'When will you update your progress, and how?',
        'What will you do if the week gets away from you?',
      ],
    },
    options: [
      'Break the goal into a milestone you can finish in the next two weeks.',
      'Pick a fixed weekly slot to work on the goal and to update its progress.',
      'Share the goal with {person} and agree a weekly check-in.',
      'Review the target date: move it deliberately or cut scope, rather than let it slip.',
      'Celebrate the last win explicitly before starting the next step.',
    ],
    reframes: [
      'Slower progress is still progress, and it tells you something useful about the plan.',
      'A missed week is a data point, not a verdict on you.',
      'Consistency beats intensity on long goals.',
    ],
    actionItems: [
      'Define the next milestone for my top goal',
      'Block a weekly 30-minute slot for goal work',
      'Update goal progress every Friday',
      'Share my goal with an accountability partner',
    ],
    suggestions: [
      'Make each goal SMART: specific, measurable, achievable, relevant, time-bound',
      'Use implementation intentions: "When X happens, I will do Y"',
      'Review goals weekly and update their progress here',
    ],
  },
];
