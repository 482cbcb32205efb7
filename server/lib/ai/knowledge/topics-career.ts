import type { TopicKnowledge } from './types';

/** Topics about the client's own career and how they show up. */
export const CAREER_TOPICS: readonly TopicKnowledge[] = [
  {
    id: 'career_move',
    label: 'a career move',
    categories: ['career'],
    keywords: ['career', 'job', 'quit*', 'resign*', 'offer', 'pivot*', 'switch*', 'transition*', 'recruiter', 'interview*', 'role', 'leaving'],
    phrases: ['new job', 'job offer', 'change careers', 'career change', 'next step in my career', 'leave my job', 'leave the company', 'leaving my job', 'stay or go', 'switch industries', 'move into', 'moving into', 'next role', 'what i really want', 'headhunt*'],
    examples: [
      'I got a job offer from a competitor and I do not know whether to take it',
      'I am thinking about leaving consulting and moving into product management',
      'I feel stuck in my role and I am not sure what the next step in my career should be',
    ],
    defaultPerson: 'your manager',
    insights: [
      'Career decisions get easier once you separate what you are moving away from and what you are moving towards.',
      'Feeling stuck is often a sign that your strengths have outgrown your role, not that you are in the wrong career.',
      'Most good career moves are tested in small ways before they are made in big ones.',
    ],
    grow: {
      goal: [
        'Picture yourself two years from now, happy with your work: what are you doing, and with whom?',
        'What do you want more of in your next role, and what do you want less of?',
        'What would make this move clearly worth it for you?',
      ],
      reality: [
        'What is pulling you towards a change, and what is pushing you away from where you are?',
        'Which of your strengths does your current role use, and which does it waste?',
        'What do the people who know your work best say you should do next?',
      ],
      options: [
        'Which of these paths could you test cheaply before committing?',
        'What would you do if you knew you could not fail at it?',
        'What would staying look like if you changed the role rather than the company?',
      ],
      will: [
        'What is one conversation you will have this week to learn more?',
        'What deadline will you give yourself to decide?',
        'What would you need to see to say yes, and what would make it a no?',
      ],
    },
    options: [
      'Write your criteria first (growth, pay, people, flexibility) and score each option against them.',
      'Talk to two people already doing the role you are considering and ask what surprised them.',
      'Test the move with a side project, secondment or stretch assignment before you jump.',
      'Have an honest career conversation with {person} about what could change where you are.',
      'Set a decision date so the question does not drain you for months.',
    ],
    reframes: [
      'You are not choosing a career for life, only the next good chapter.',
      'Staying can be an active choice too, if you shape the role around what you want.',
      'Uncertainty about the next step is normal; it means you are taking the decision seriously.',
    ],
    actionItems: [
      'Write my top five criteria for the next role',
      'Book two informational conversations this month',
      'Score each option against my criteria',
      'Set a decision date and put it in my calendar',
    ],
    suggestions: [
      'Try the "odyssey plan": sketch three different five-year paths and compare them',
      'List your energising and draining tasks for a week to see the pattern',
      'Update your CV or profile as if you were applying, even if you stay',
    ],
  },
  {
    id: 'promotion',
    label: 'your next promotion',
    categories: ['career'],
    keywords: ['promot*', 'raise', 'salary', 'compensation', 'pay', 'title', 'visibility', 'sponsor*', 'advance*'],
    phrases: ['get promoted', 'pay rise', 'pay raise', 'ask for a raise', 'next level', 'passed over', 'senior role', 'move up', 'performance cycle', 'negotiate my salary', 'salary negotiation', 'make partner', 'become a director', 'become a manager'],
    examples: [
      'I was passed over for promotion again and I do not understand why',
      'How do I ask for a raise without sounding entitled?',
      'I want to become a director within the next year',
    ],
    defaultPerson: 'your manager',
    insights: [
      'Promotions are usually decided by what decision-makers see you already doing at the next level, not by effort at the current one.',
      'Being passed over is painful, and it is also data about how your work is perceived.',
      'Many people wait to be noticed; the ones who move up make their case and their ambitions explicit.',
    ],
    grow: {
      goal: [
        'What role or level do you want, and by when?',
        'Beyond the title, what would the promotion give you that matters most?',
        'What would a fair outcome look like for you?',
      ],
      reality: [
        'What does {person} think you need to show to be ready?',
        'Which next-level responsibilities are you already carrying, and who has seen it?',
        'What feedback have you had from the last review cycle?',
      ],
      options: [
        'Which of these would raise your visibility fastest?',
        'Who could sponsor you, and what would they need to hear from you?',
        'What evidence would make the case hard to ignore?',
      ],
      will: [
        'When will you have the promotion conversation with {person}?',
        'What are the three pieces of evidence you will bring?',
        'What will you do if the answer is "not yet"?',
      ],
    },
    options: [
      'Ask {person} directly: "What would I need to show in the next six months to be promoted?"',
      'Keep a brag document of results with numbers, and share highlights monthly.',
      'Take on one visible next-level responsibility and make sure the decision-makers see it.',
      'Find a sponsor senior to you who will speak for you in calibration meetings.',
      'Research market data before any pay conversation so you anchor on facts.',
    ],
    reframes: [
      'Asking for what you want is not entitlement; it gives your manager the information they need.',
      'A "not yet" with clear criteria is progress, not rejection.',
      'Visibility is not self-promotion when it helps others see the value of the work.',
    ],
    actionItems: [
      'Ask my manager what next-level readiness looks like',
      'Start a brag document and add three results',
      'Identify a potential sponsor and book a coffee',
      'Gather salary benchmarks for my role',
    ],
    suggestions: [
      'Frame the conversation around impact and the next role\'s scope, not tenure',
      'Ask for specific, time-bound criteria and a date to revisit them',
      'Practise the ask out loud until it feels natural',
    ],
  },
  {
    id: 'confidence',
    label: 'your confidence',
    categories: ['personal', 'skills'],
    keywords: ['confiden*', 'imposter', 'impostor', 'insecur*', 'doubt*', 'fraud', 'intimidat*', 'nervous', 'afraid', 'fear*'],
    phrases: ['not good enough', 'self doubt', 'self-doubt', 'out of my depth', 'feel like a fraud', 'imposter syndrome', 'do not belong', 'speak up', 'afraid of failing', 'fear of failure', 'believe in myself'],
    examples: [
      'I have imposter syndrome in my new leadership role',
      'I never speak up in meetings with senior people because I doubt myself',
      'I feel out of my depth since the promotion',
    ],
    defaultPerson: 'the people around you',
    insights: [
      'Self-doubt often shows up exactly when you are growing into something new.',
      'Confidence tends to follow action, not the other way round.',
      'The voice that says "not good enough" usually judges you by standards you would never apply to others.',
    ],
    grow: {
      goal: [
        'How would you like to feel, and act, in those moments instead?',
        'If you trusted yourself fully, what would you do differently this week?',
        'What would a confident version of you say in the next meeting?',
      ],
      reality: [
        'What evidence do you have that you belong in this role?',
        'When does the doubt show up most, and when is it quiet?',
        'What do you say to yourself just before you hold back?',
      ],
      options: [
        'Which small act of courage could you practise first?',
        'Who could give you an honest view of your strengths?',
        'How could you prepare so the moment feels less exposed?',
      ],
      will: [
        'In which meeting this week will you speak first, and what will you say?',
        'How will you notice and answer the doubting voice next time?',
        'What will you do to recognise yourself when you follow through?',
      ],
    },
    options: [
      'Prepare one point before each meeting and commit to making it in the first ten minutes.',
      'Keep an evidence file: feedback, wins and thank-you notes to reread before hard moments.',
      'Ask three colleagues what they see as your strengths.',
      'Name the doubt when it appears ("there is the fraud story again") rather than obeying it.',
      'Take one stretch task where you are allowed to be a beginner.',
    ],
    reframes: [
      'Feeling out of your depth is what learning feels like from the inside.',
      'You were chosen for this for reasons; your doubt was not in the room when they decided.',
      'Courage is acting with the doubt, not waiting for it to disappear.',
    ],
    actionItems: [
      'Speak in the first ten minutes of my next meeting',
      'Start an evidence file of wins and feedback',
      'Ask three colleagues for my top strengths',
      'Take one stretch task this month',
    ],
    suggestions: [
      'Write down three wins every Friday for a month',
      'Try a "power question": ask one clarifying question early in each meeting',
      'Notice the difference between a fact and the story you tell about it',
    ],
  },
  {
    id: 'communication',
    label: 'how you communicate and show up',
    categories: ['skills', 'leadership'],
    keywords: ['present*', 'presentation', 'pitch*', 'board', 'investors', 'stakeholder*', 'executive*', 'influence', 'persuad*', 'communicat*', 'speech', 'storytelling', 'keynote', 'slides'],
    phrases: ['executive presence', 'public speaking', 'board meeting', 'board update', 'all hands', 'all-hands', 'town hall', 'investor update', 'get buy-in', 'win support', 'senior leadership', 'c-suite', 'get my point across', 'be more concise'],
    examples: [
      'I have to present our strategy to the board next week and I tend to ramble',
      'How can I have more executive presence with senior stakeholders?',
      'I need to get buy-in from finance for a new budget',
    ],
    defaultPerson: 'your audience',
    insights: [
      'Senior audiences listen for the point first and the detail only if they ask.',
      'Presence is mostly clarity plus calm: knowing your message and pausing long enough to let it land.',
      'Buy-in is rarely won in the meeting itself; it is prepared in the conversations before it.',
    ],
    grow: {
      goal: [
        'What do you want {person} to think, feel and do after you speak?',
        'What is your message in one sentence?',
        'How would you like to come across: decisive, thoughtful, bold?',
      ],
      reality: [
        'What happened the last time you presented to this audience?',
        'What questions or objections are you most likely to face?',
        'Where do you tend to lose people, or yourself?',
      ],
      options: [
        'How could you structure it so the answer comes first?',
        'Who could you brief beforehand so there are no surprises?',
        'How might you rehearse under realistic pressure?',
      ],
      will: [
        'When will you rehearse, and with whom?',
        'What is the first sentence you will say?',
        'Which objection will you prepare a crisp answer for?',
      ],
    },
    options: [
      'Lead with the answer: recommendation, then three reasons, then the ask (the pyramid principle).',
      'Pre-wire the key people: a short conversation with each decision-maker before the meeting.',
      'Cut your material in half and keep the rest as backup for questions.',
      'Rehearse out loud twice, once with someone who will interrupt you with hard questions.',
      'Plan your pauses: after the key message, stop and let the room respond.',
    ],
    reframes: [
      'You are not performing; you are helping busy people make a good decision.',
      'Questions are not attacks; they are a sign people are engaging with your idea.',
      'Short is not shallow: saying less is what makes the important thing stand out.',
    ],
    actionItems: [
      'Write my key message in one sentence',
      'Pre-brief the two main decision-makers',
      'Rehearse the talk out loud twice',
      'Prepare answers to the three toughest questions',
    ],
    suggestions: [
      'Use the pyramid principle: conclusion first, supporting points after',
      'Record yourself for two minutes and watch for filler words and pace',
      'Use "What, So what, Now what" to structure updates',
    ],
  },
];
