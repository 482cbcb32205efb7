import type { TopicKnowledge } from './types';

/** Topics about working with and through other people. */
export const PEOPLE_TOPICS: readonly TopicKnowledge[] = [
  {
    id: 'leadership_conflict',
    label: 'a conflict at work',
    categories: ['leadership'],
    keywords: ['conflict*', 'clash*', 'disagree*', 'argu*', 'tension*', 'friction', 'undermin*', 'overrid*', 'resent*', 'fight*', 'feud', 'hostile', 'dispute*', 'blame*', 'interrupt*', 'rude'],
    phrases: ['butt* heads', 'at odds', 'keeps overrid*', 'does not respect', 'talk* over me', 'went behind my back', 'power struggle', 'not on the same page', 'fall* out with', 'tough conversation', 'difficult conversation', 'tak* credit', 'steal* credit', 'stole credit', 'under the bus'],
    examples: [
      'My co-founder keeps overriding my decisions in front of the team',
      'I have a lot of friction with the head of sales and we argue in every meeting',
      'Two of my senior people are at odds and it is splitting the team',
    ],
    defaultPerson: 'the other person',
    insights: [
      'Conflict between people who both care usually hides a disagreement about priorities, roles or who decides.',
      'When a disagreement keeps coming back, the topic is rarely the real issue; the unspoken expectation behind it is.',
      'Public friction tends to grow when the private conversation has not happened yet.',
    ],
    grow: {
      goal: [
        'If this relationship were working well three months from now, what would be different?',
        'What outcome do you want from the next conversation with {person}: agreement, clarity on roles, or simply being heard?',
        'What matters more to you here: winning this point or working well with {person} for the next year?',
      ],
      reality: [
        'What exactly happens when the tension shows up: who says what, and what do you do next?',
        'What do you think {person} would say the conflict is about?',
        'What have you already tried, and what happened when you did?',
      ],
      options: [
        'Which of these feels most honest to try with {person} first?',
        'What would a version of this conversation look like that you would be proud of afterwards?',
        'Who else could help you see this from another angle before you act?',
      ],
      will: [
        'When will you have the conversation with {person}, and how will you open it?',
        'What might stop you from raising it, and how will you handle that?',
        'How will you know the conversation worked?',
      ],
    },
    options: [
      'Ask {person} for a private 1:1 and name the pattern, not the person: "In the last three meetings, this happened."',
      'Agree explicitly on who decides what, so disagreements have a clear owner.',
      'Ask {person} what they are worried about before you argue your case.',
      'Move the disagreement out of the group setting and agree how you will disagree in public.',
      'Write down the two or three facts you both accept, then talk only about what differs.',
    ],
    reframes: [
      'The friction is information: it shows you where roles or priorities are still unclear.',
      'You do not need to like every decision; you need a way to disagree that keeps trust intact.',
      'A hard conversation now is cheaper than a quiet resentment that lasts a year.',
    ],
    actionItems: [
      'Book a private 1:1 with {person} this week',
      'Write down the pattern with three specific examples',
      'Agree a decision-rights split with {person}',
      'Open the next talk by asking what worries {person}',
    ],
    suggestions: [
      'Use the SBI model (Situation, Behaviour, Impact) to describe the pattern without blame',
      'Try a "disagree and commit" agreement for decisions you will not fully align on',
      'Map who decides, who is consulted and who is informed (a RACI) for the contested areas',
    ],
  },
  {
    id: 'delegation',
    label: 'delegation',
    categories: ['leadership', 'skills'],
    keywords: ['delegat*', 'micromanag*', 'bottleneck', 'handoff', 'hand-off', 'empower*', 'offload*'],
    phrases: ['let go', 'hand over', 'hand off', 'do it myself', 'do everything myself', 'nobody else can', 'in the weeds', 'trust them to', 'step back from', 'too much on my plate', 'control freak'],
    examples: [
      'I struggle to delegate, I end up doing everything myself',
      'My team says I micromanage them and I am the bottleneck for every decision',
      'How do I hand over the client reporting without it falling apart?',
    ],
    defaultPerson: 'your team',
    insights: [
      'Most people who struggle to delegate are not short of people; they are short of trust that the result will be good enough.',
      'Being the bottleneck often feels like responsibility, but it quietly limits how much your team can grow.',
      'Delegation fails less from choosing the wrong person than from handing over a task without the outcome and the limits.',
    ],
    grow: {
      goal: [
        'If you delegated well, what would you spend the freed-up hours on?',
        'Which piece of work would you most like to stop doing yourself by the end of the month?',
        'What standard does the work need to meet: perfect, or good enough to ship?',
      ],
      reality: [
        'What usually happens when you hand something over: where does it go wrong, or where do you step back in?',
        'Which tasks are on your plate only because you have always done them?',
        'How much of your week goes to work someone else could do at 80% of your quality?',
      ],
      options: [
        'Which task is the safest one to hand over first?',
        'Who on {person} is ready for a stretch, and what support would they need?',
        'What check-in rhythm would let you stay informed without taking the work back?',
      ],
      will: [
        'What will you hand over this week, to whom, and by when?',
        'What will you do when you feel the urge to step back in?',
        'How will you tell {person} what done looks like?',
      ],
    },
    options: [
      'List your recurring tasks and mark each one: only I can do it, someone could do it with coaching, someone could do it now.',
      'Delegate the outcome and the constraints, not the steps: say what done looks like and what must not happen.',
      'Agree a check-in point in advance instead of checking whenever you feel uneasy.',
      'Start with one task where a mistake is cheap and visible early.',
      'Ask the person how they would approach it before you tell them how you would.',
    ],
    reframes: [
      'Delegating is not giving work away; it is how you build the team you will need next year.',
      'Good enough from someone else, repeated every week, beats perfect from you once.',
      'Each task you keep is a development opportunity you are holding back from someone.',
    ],
    actionItems: [
      'List recurring tasks and mark what only I can do',
      'Hand one recurring task to a team member this week',
      'Write a one-paragraph brief: outcome, limits, check-in date',
      'Hold a 15-minute weekly check-in instead of ad-hoc reviews',
    ],
    suggestions: [
      'Use the five levels of delegation (from "do as I say" to "act and tell me later") to set expectations',
      'Keep a "taken back" log for two weeks to see when and why you step in',
      'Pair the delegated task with a short debrief rather than a review of every step',
    ],
  },
  {
    id: 'team_performance',
    label: 'your team\'s performance',
    categories: ['leadership'],
    keywords: ['underperform*', 'performance', 'ownership', 'deadlines', 'accountab*', 'morale', 'disengag*', 'motivat*', 'productiv*', 'slack*', 'output'],
    phrases: ['missing deadlines', 'missed deadline*', 'not pulling their weight', 'low morale', 'team is struggling', 'team performance', 'my team is', 'keeps missing', 'quality of work', 'not delivering', 'team meeting*', 'direct report*', 'one of my reports'],
    examples: [
      'A team member keeps missing deadlines and the rest of the team is covering for him',
      'Morale on my team is low since the reorganisation and output has dropped',
      'How do I get my team to take more ownership of results?',
    ],
    defaultPerson: 'the team member',
    insights: [
      'Performance problems are usually a mix of unclear expectations, missing skills and low motivation, and each needs a different fix.',
      'When others start covering for someone, the issue has become a team problem as much as an individual one.',
      'Teams rarely lack effort; they often lack a shared picture of what good looks like.',
    ],
    grow: {
      goal: [
        'What would good performance look like, in concrete terms, a month from now?',
        'What result does the team need to deliver, and by when?',
        'What would you like {person} to do differently, and what would you like to keep?',
      ],
      reality: [
        'How clear are the expectations right now: would {person} describe them the same way you do?',
        'When did the performance change, and what else changed around then?',
        'Is this about skill, will, or circumstances, and how do you know?',
      ],
      options: [
        'Which of these would you be comfortable trying in the next week?',
        'What support could make the biggest difference for {person}?',
        'What would happen if you did nothing for another month?',
      ],
      will: [
        'When will you talk to {person}, and what will you ask first?',
        'What will you measure to see whether things are improving?',
        'What is the one expectation you will make explicit this week?',
      ],
    },
    options: [
      'Hold a 1:1 with {person} that starts with a question: "What is getting in the way?"',
      'Restate the expectation in writing: the deliverable, the deadline and the quality bar.',
      'Make work visible: a simple board the team updates so slips show up early, not at the deadline.',
      'Agree a short improvement plan with two check-ins, so it is fair and time-bound.',
      'Recognise what is working in public before you correct what is not in private.',
    ],
    reframes: [
      'A slipping deadline is a signal to get curious, not only to get firm.',
      'Clear expectations are a kindness: ambiguity is harder on people than a high bar.',
      'Your job is not to carry the team\'s output; it is to build a team that carries it.',
    ],
    actionItems: [
      'Hold a 1:1 with {person} to ask what is in the way',
      'Write down expectations: deliverable, deadline, quality bar',
      'Set up a visible task board for the team',
      'Agree a two-week improvement plan with check-ins',
    ],
    suggestions: [
      'Diagnose with the skill/will matrix before choosing between coaching, training or a firmer conversation',
      'Use a short weekly team check-in: wins, blockers, commitments',
      'Try the GROW model in your own 1:1s with the team',
    ],
  },
  {
    id: 'difficult_feedback',
    label: 'giving difficult feedback',
    categories: ['leadership', 'skills'],
    keywords: ['feedback', 'criticis*', 'critique', 'appraisal', 'review'],
    phrases: ['give feedback', 'giving feedback', 'how do i tell', 'tell my colleague', 'tell my manager', 'tell my boss', 'tell him', 'tell her', 'tell them', 'performance review', 'hard conversation', 'bad news', 'let someone go', 'let go of someone', 'fire someone', 'firing', 'hurt their feelings', 'not sure how to tell'],
    examples: [
      'I need to give tough feedback to a senior engineer who is well liked',
      'How do I tell my colleague that her presentations are too long?',
      'I have to run a performance review with someone who thinks they are doing great',
    ],
    defaultPerson: 'the person',
    insights: [
      'Feedback lands when it is specific, timely and clearly meant to help; vague feedback feels like judgement.',
      'The fear of hurting someone often makes feedback so soft that it never lands at all.',
      'People can hear almost anything when they trust your intent.',
    ],
    grow: {
      goal: [
        'What do you want {person} to understand, and to do differently, after the conversation?',
        'How would you like the relationship with {person} to feel once this is said?',
        'What is the single most important message, in one sentence?',
      ],
      reality: [
        'What specific examples do you have, and what was their impact?',
        'What has {person} already heard about this, from you or others?',
        'What are you most worried will happen when you say it?',
      ],
      options: [
        'Which way of opening the conversation feels most like you?',
        'How could you make it a conversation rather than a verdict?',
        'What could you offer {person} to help them act on it?',
      ],
      will: [
        'When and where will you give the feedback?',
        'What is the first sentence you will say?',
        'How will you follow up a week after the conversation?',
      ],
    },
    options: [
      'Use Situation, Behaviour, Impact: one concrete example, what you saw, and its effect.',
      'Start by asking how {person} thinks it is going, then share what you see.',
      'Say your intent first: "I am telling you this because I want you to succeed here."',
      'End with an agreement on one change and a date to look at it together.',
      'Give the feedback soon after the next example, rather than saving it for a review.',
    ],
    reframes: [
      'Withholding feedback is not kindness; it denies someone the chance to improve.',
      'You are not delivering a verdict, you are starting a conversation about what you both want.',
      'Clear is kind: a direct message with care is easier to act on than hints.',
    ],
    actionItems: [
      'Write the feedback in one sentence using SBI',
      'Schedule the feedback conversation with {person}',
      'Collect two concrete, recent examples',
      'Follow up with {person} one week after the talk',
    ],
    suggestions: [
      'Rehearse the opening line out loud, or with someone you trust',
      'Use the SBI model (Situation, Behaviour, Impact)',
      'Ask for feedback on your own feedback style afterwards',
    ],
  },
];
