import type { TopicKnowledge } from './types';

/** Topics about energy, pressure and time. */
export const WELLBEING_TOPICS: readonly TopicKnowledge[] = [
  {
    id: 'stress',
    label: 'stress and your energy',
    categories: ['personal'],
    keywords: ['stress*', 'burnout', 'burnt', 'burned', 'exhaust*', 'overwhelm*', 'anxious', 'anxiety', 'tired', 'drained', 'pressure', 'sleep*', 'boundar*', 'balance', 'weekend*', 'evenings', 'rest', 'recharg*', 'energy', 'worr*'],
    phrases: ['burnt out', 'burned out', 'work life balance', 'work-life balance', 'too much pressure', 'can not switch off', 'working late', 'working every weekend', 'killing me', 'no time for myself', 'at my limit', 'running on empty', 'always on', 'answer emails at night', 'say no'],
    examples: [
      'I am completely burnt out and working every weekend',
      'This deadline is killing me, I cannot switch off at night',
      'I feel overwhelmed and anxious about everything on my plate',
    ],
    defaultPerson: 'the people who depend on you',
    insights: [
      'Stress is often a signal that demands have outgrown your resources, not a personal weakness.',
      'Sustained pressure without recovery is what burns people out; the recovery part is what usually gets cut first.',
      'Boundaries feel selfish until you notice how much better you work when you keep them.',
    ],
    grow: {
      goal: [
        'What would a sustainable week look like for you?',
        'What would you like to protect: sleep, evenings, time with people, your health?',
        'If your energy were back to where you want it, what would you notice first?',
      ],
      reality: [
        'Where does most of the pressure come from right now: volume, expectations, or the inability to switch off?',
        'What has already given way: sleep, exercise, time with people?',
        'What are you doing now that helps, even a little?',
      ],
      options: [
        'Which of these would give you the most relief for the least effort?',
        'What could you say no to, postpone, or do to a lower standard?',
        'Who could you ask for help or renegotiate a deadline with?',
      ],
      will: [
        'What one boundary will you hold this week, and how will you hold it?',
        'What will you do in the first ten minutes after work to switch off?',
        'Who will you tell about your plan so it sticks?',
      ],
    },
    options: [
      'Pick one hard stop for the working day and protect it three days this week.',
      'List what is on your plate and mark one thing to drop, one to delegate and one to delay.',
      'Renegotiate one deadline early, with a clear new date, instead of absorbing the pressure silently.',
      'Build a shutdown ritual: write tomorrow\'s top three, close the laptop, do something physical.',
      'Schedule recovery like a meeting: a walk, exercise or time with people, in the calendar.',
    ],
    reframes: [
      'Rest is not a reward for finishing; it is what lets you finish well.',
      'Saying no to one thing is saying yes to doing the important things properly.',
      'Your energy is a resource your whole team depends on, so protecting it is part of the job.',
    ],
    actionItems: [
      'Set a daily hard stop and keep it three days this week',
      'Drop, delegate or delay one item from my list',
      'Renegotiate one deadline with a new date',
      'Block two recovery slots in my calendar this week',
    ],
    suggestions: [
      'Try a 10-minute shutdown ritual at the end of each workday',
      'Track your energy (1-10) at three points a day for a week to spot patterns',
      'Box breathing (4 seconds in, hold, out, hold) before high-pressure meetings',
      'If stress persists or affects your health, talk to your doctor or a mental-health professional',
    ],
  },
  {
    id: 'time_management',
    label: 'your priorities and time',
    categories: ['skills', 'personal'],
    keywords: ['priorit*', 'procrastinat*', 'focus*', 'distract*', 'calendar', 'meetings', 'productiv*', 'inbox', 'email*', 'schedul*', 'time', 'deadline', 'backlog'],
    phrases: ['too many meetings', 'no time', 'time management', 'manage my time', 'to-do list', 'todo list', 'back to back', 'deep work', 'put off', 'keep postponing', 'everything is urgent', 'not enough hours'],
    examples: [
      'I have too many meetings and no time for deep work',
      'Everything feels urgent and I do not know what to prioritise',
      'I keep procrastinating on the strategy document',
    ],
    defaultPerson: 'your team',
    insights: [
      'When everything is urgent, nothing is prioritised: the real work is deciding what matters most.',
      'A calendar shows your real priorities more honestly than any to-do list.',
      'Procrastination is usually about a task feeling unclear or risky, not about laziness.',
    ],
    grow: {
      goal: [
        'What are the two or three outcomes that would make this quarter a success?',
        'How many hours a week of focused time would you like to protect?',
        'What would you like to have finished by Friday?',
      ],
      reality: [
        'Looking at last week\'s calendar, how much time went to your top priorities?',
        'Which meetings could happen without you?',
        'What is the first step of the task you keep putting off, and what makes it hard to start?',
      ],
      options: [
        'Which of these could you try tomorrow morning?',
        'What would you stop doing if you had to free up five hours?',
        'How could you make the first step so small it is easy to start?',
      ],
      will: [
        'Which focus blocks will you put in your calendar, and when?',
        'Which meeting will you decline or shorten this week?',
        'When exactly will you start the task you have been postponing?',
      ],
    },
    options: [
      'Sort your list on an urgent/important grid and do the important-not-urgent items first.',
      'Block two 90-minute focus sessions a week and treat them like meetings with your CEO.',
      'Audit recurring meetings: decline, shorten to 25 minutes, or send a delegate.',
      'Break the postponed task into a first step that takes under 15 minutes.',
      'Batch email and messages into two or three fixed slots a day.',
    ],
    reframes: [
      'You cannot do everything, so choosing is not failing; it is leading.',
      'A meeting you decline is time you give to the work only you can do.',
      'Starting badly beats not starting: you can only improve a draft that exists.',
    ],
    actionItems: [
      'Block two 90-minute focus sessions this week',
      'Decline or shorten three recurring meetings',
      'Pick my top three outcomes for this week',
      'Do the first 15-minute step of the postponed task',
    ],
    suggestions: [
      'Use the Eisenhower matrix to sort tasks by urgency and importance',
      'Try time-blocking your week every Friday afternoon',
      'Use a 25-minute timer (Pomodoro) to start tasks you are avoiding',
    ],
  },
];
