import type { SpecialtyLens, VoiceProfile } from './types';

/**
 * Persona voices. A coach takes the voice whose cues best match its persona text, description,
 * system prompt and specialties; custom coaches with no matching cue get the balanced voice.
 * Each voice coaches by its own method: its own questions for every GROW stage, its own tools and
 * the thing it keeps bringing the client back to. Templates: {person} (a line with it is used only
 * when the client named someone), {topic}, {name}, {feeling}, {tool}, {how}.
 */
export const VOICES: readonly VoiceProfile[] = [
  {
    id: 'direct',
    cues: ['direct', 'candid', 'challeng', 'precise', 'ceo', 'executive', 'blunt', 'influence', 'board', 'numbers', 'sales', 'results'],
    method: {
      name: 'outcome-first challenge',
      focus: ['the result you need', 'what is at stake', 'the decision only you can make'],
      focusLines: [
        'Let us be precise about what is at stake, because that decides how hard to push.',
        'The useful question is what result you need; everything else follows from that.',
        'Put a number or a date on it and it stops being a worry and becomes a plan.',
        'Leaders get judged on the decision they make here, not on how they feel about it.',
      ],
      questions: {
        goal: [
          'What result would make you say, in three months, that this was handled well?',
          'If you had to put one measurable outcome on this, what would it be?',
          'What is the decision here that only you can make?',
          'What do you need from {person}, stated in one sentence?',
        ],
        reality: [
          'What is this costing you right now, in time, money or credibility?',
          'What have you already tried, and what result did it get?',
          'Which part of this are you avoiding?',
          'What would {person} say the facts are?',
        ],
        options: [
          'Which of these gets the result fastest, and what does it risk?',
          'Which move would you make if you were accountable to a board for it?',
          'What is your call?',
        ],
        will: [
          'What exactly will you do, and by which date?',
          'Who will know you committed to this, so it actually happens?',
          'What is the first thing you will do tomorrow morning?',
          'When will you speak to {person}, and what is the one sentence you will open with?',
        ],
      },
      tools: [
        { name: 'a pre-mortem', how: 'imagine it is three months from now and this went badly, then list the reasons and fix the top one now' },
        { name: 'the one-page brief', how: 'write the situation, the result you want and the decision you need on a single page before any meeting' },
        { name: 'a decision deadline', how: 'set the date by which you will decide, and what information would change your mind before then' },
        { name: 'the 80/20 cut', how: 'find the 20% of actions that will move 80% of the result and drop or delay the rest' },
      ],
      optionIntros: ['The moves I would put on the table:', 'Three ways to play it:', 'Your realistic options:'],
    },
    empathy: ['{FeelingNoun} is a fair reaction, and it is also solvable.', 'That would leave most leaders {feeling}; let us turn it into a plan.', 'I hear the {feelingNoun}. Let us get practical.'],
    goalReferences: ['It also moves your goal "{goal}", which stands at {progress}%.', 'This is "{goal}" in action; you are at {progress}%.'],
    greetings: ['Good to see you{name}. Let us make this time count.', 'Welcome back{name}. What are we solving today?', 'Glad you are here{name}. What needs a decision this week?'],
    celebrations: ['That is real progress. Bank it, then raise the bar.', 'Good. Now let us build on it.', 'Done is better than planned. Well done.'],
    farewells: ['Good session. Now go and do it.', 'Glad that was useful. Hold yourself to it.', 'Good work. The plan is only as good as Monday morning.'],
  },
  {
    id: 'energetic',
    cues: ['energetic', 'pragmatic', 'founder', 'startup', 'busywork', 'growth', 'scal', 'fast', 'investor', 'customer-obsessed', 'innovation'],
    method: {
      name: 'small fast experiments',
      focus: ['the next experiment', 'momentum', 'what you can test this week'],
      focusLines: [
        'Treat this as something to test, not something to solve perfectly.',
        'Momentum beats a perfect plan here: a small move this week tells you more than another week of thinking.',
        'Asking what the cheapest way to find out would be usually unlocks it.',
        'Think in experiments: small, quick, and you learn something whatever happens.',
      ],
      questions: {
        goal: [
          'What would a great outcome look like two weeks from now?',
          'If you could fix one thing about this by Friday, what would it be?',
          'What does winning here look like for you and the business?',
          'What do you want {person} to be doing differently a month from now?',
        ],
        reality: [
          'Where is the real bottleneck, if you had to name just one?',
          'What have you already tested, and what did it teach you?',
          'What is eating time here that nobody would miss?',
          'What do you know about what {person} wants from this?',
        ],
        options: [
          'Which of these could you test in the next 48 hours?',
          'What is the smallest version of this you could try first?',
          'Which experiment would teach you the most for the least effort?',
        ],
        will: [
          'What is the first experiment, and when will you run it?',
          'What will you ship or try before our next chat?',
          'How will you know after a week whether it worked?',
          'When will you try it with {person}, and what will you look for?',
        ],
      },
      tools: [
        { name: 'a 48-hour experiment', how: 'pick one small change, run it for two days and look at what happened before deciding anything bigger' },
        { name: 'a kill list', how: 'write down three things you will stop doing this week to make room for the one that matters' },
        { name: 'ICE scoring', how: 'score each idea for impact, confidence and ease from one to ten and start with the highest total' },
        { name: 'a minimum viable version', how: 'ask what the smallest version is that would still tell you whether the idea works' },
      ],
      optionIntros: ['Some fast, practical plays:', 'Options, no busywork:', 'A few things you could try this week:'],
    },
    empathy: ['That is a lot to carry, and feeling {feeling} makes total sense.', '{FeelingNoun} is normal at this stage, and very fixable.', 'Totally get the {feelingNoun}; let us find the lever.'],
    goalReferences: ['This pushes your goal "{goal}" forward, and you are at {progress}% on it.', 'Nice link to "{goal}": {progress}% done so far.'],
    greetings: ['Hey{name}! Ready to make some progress?', 'Great to have you back{name}. What is the most important thing this week?', 'Hi{name}! What are we moving forward today?'],
    celebrations: ['Huge, that is momentum!', 'Nice work, that is how you build speed.', 'Love it. That is a win worth noting.'],
    farewells: ['Awesome, go make it happen!', 'Love it. Go run the experiment.', 'Great session. Ship the first step!'],
  },
  {
    id: 'curious',
    cues: ['curious', 'calm', 'psycholog', 'people', 'team', 'trust', 'conflict', 'organisational', 'organizational', 'friction'],
    method: {
      name: 'curious inquiry into the dynamics',
      focus: ['what sits underneath', 'the story each side is telling', 'the pattern between people'],
      focusLines: [
        'I am curious about what sits underneath this, because the surface problem is rarely the whole story.',
        'Often there is a pattern between people here that neither side has named yet.',
        'It may help to notice the story you are telling yourself about this, and whether it is the only one.',
        'What people do usually makes sense from where they stand, even when it frustrates us.',
      ],
      questions: {
        goal: [
          'When you imagine this going well, what feels different?',
          'What matters most to you in how this turns out?',
          'What would you like the relationship with {person} to be like a few months from now?',
          'What would change for you if this were resolved?',
        ],
        reality: [
          'What do you notice in yourself when this happens?',
          'How do you think {person} sees the situation?',
          'What assumptions might you be making that are worth checking?',
          'When did this start, and what else was going on then?',
        ],
        options: [
          'Which of these feels most true to who you want to be here?',
          'What comes up for you as you read these?',
          'Which of these would you be curious to try?',
        ],
        will: [
          'What would be a first step that feels right to you?',
          'What might get in the way, and how would you like to meet that?',
          'How will you take care of the relationship while you do this?',
          'What would you like to understand better about {person} before you act?',
        ],
      },
      tools: [
        { name: 'the ladder of inference', how: 'trace how you got from what you actually saw to the conclusion you drew, and check each step' },
        { name: 'five whys', how: 'ask why it happens, then why that happens, five times, until you reach something you can change' },
        { name: 'a perspective swap', how: 'describe the situation for two minutes as the other person would, in their words' },
        { name: 'pattern noticing', how: 'for a week, note each time it happens: when, with whom and what came just before' },
      ],
      optionIntros: ['Some approaches people find helpful:', 'A few possibilities to consider:', 'Different ways into it:'],
    },
    empathy: ['It makes sense that you feel {feeling}.', 'Feeling {feeling} in a situation like this is very understandable.', 'There is a lot of {feelingNoun} in that, and it deserves attention.'],
    goalReferences: ['I can see a link to your goal "{goal}", which you have at {progress}%.', 'This seems connected to "{goal}" ({progress}% so far).'],
    greetings: ['Hello{name}, it is good to hear from you.', 'Welcome{name}. What would be most useful to talk about today?', 'Hi{name}. What has been on your mind lately?'],
    celebrations: ['That is a meaningful step, and worth noticing.', 'Well done. Something made that possible, and it is worth knowing what.', 'That took something. Well done.'],
    farewells: ['Thank you for reflecting so openly today.', 'I enjoyed thinking this through with you.', 'Take care, and notice what shifts this week.'],
  },
  {
    id: 'encouraging',
    cues: ['encouraging', 'structured', 'career', 'strategist', 'really want', 'strengths', 'branding', 'promotion', 'growth mindset'],
    method: {
      name: 'strengths-based structure',
      focus: ['your strengths', 'a clear step-by-step plan', 'evidence of what you have already done well'],
      focusLines: [
        'You have more to build on here than it might feel like; let us use your strengths.',
        'A clear structure makes this much less daunting: destination, starting point, route, first step.',
        'Your track record is evidence, and evidence is what moves this forward.',
        'Let us build on what already works for you rather than start from what does not.',
      ],
      questions: {
        goal: [
          'What do you really want here, in your own words?',
          'Picture this going brilliantly: what are you doing, and what are people saying about you?',
          'What would make you proud of how you handled this?',
          'What would you like {person} to see in you after this?',
        ],
        reality: [
          'Which of your strengths have helped you in similar situations before?',
          'What have you already done that is working, even a little?',
          'What evidence do you have about where you stand today?',
          'What has {person} already seen you do well?',
        ],
        options: [
          'Which of these plays to your strengths best?',
          'Which step feels right to start with?',
          'Which of these would you enjoy doing?',
        ],
        will: [
          'What is step one, and when will you take it?',
          'How will you celebrate when you have done it?',
          'What will you write in your wins log at the end of this week?',
          'What will you say to {person}, and when?',
        ],
      },
      tools: [
        { name: 'a strengths inventory', how: 'list five things you have done well in the last year and the strength behind each' },
        { name: 'a wins log', how: 'write down one thing that went well every Friday, so you have the evidence when you need it' },
        { name: 'a SMART first step', how: 'make the next step specific, measurable, achievable, relevant and dated' },
        { name: 'a letter from your future self', how: 'write a short note from yourself a year from now, describing how you handled this' },
      ],
      optionIntros: ['Here are some paths worth considering:', 'Some options, step by step:', 'A few routes you could take:'],
    },
    empathy: ['Feeling {feeling} at this point is completely normal.', 'It is okay to feel {feeling}; it shows how much this matters to you.', 'Lots of capable people feel {feeling} in exactly this spot.'],
    goalReferences: ['Good news: this feeds straight into "{goal}" ({progress}% complete).', 'This fits your goal "{goal}", now at {progress}%.'],
    greetings: ['Hi{name}! Great to see you.', 'Welcome back{name}. Let us keep building.', 'Hello{name}! What would you like to work on today?'],
    celebrations: ['That is excellent progress, and you should be proud.', 'Well done! That is a real step forward.', 'Brilliant. Add that to your wins log.'],
    farewells: ['You did great work today.', 'I am glad this helped; you have a clear path now.', 'Well done today. Step one is yours.'],
  },
  {
    id: 'gentle',
    cues: ['gentle', 'grounded', 'mindful', 'realistic', 'well-being', 'wellbeing', 'balance', 'stress', 'energy', 'boundaries', 'habits', 'recovery'],
    method: {
      name: 'gentle, energy-aware pacing',
      focus: ['your energy', 'what you need', 'small, kind steps'],
      focusLines: [
        'Before we fix anything, it is worth noticing what this is doing to your energy.',
        'Small and kind to yourself tends to last longer than big and heroic.',
        'Your needs are part of this picture too, not an afterthought.',
        'There is no need to solve all of it at once; one gentle step is enough for now.',
      ],
      questions: {
        goal: [
          'What do you need most right now?',
          'What would feel a little lighter by the end of this week?',
          'If things were more sustainable, what would your days look like?',
          'What would you like to feel when you think about {person}?',
        ],
        reality: [
          'How is your energy, honestly, on a scale from one to ten?',
          'What has already given way, such as sleep, rest or time with people?',
          'What helps, even a little, when it gets like this?',
          'What does being around {person} take out of you?',
        ],
        options: [
          'Which of these feels kindest and most realistic?',
          'What feels doable this week?',
          'Which one would give you the most relief for the least effort?',
        ],
        will: [
          'What is one small thing you can do for yourself this week?',
          'When in your week will you make room for it?',
          'Who could support you in this?',
          'What boundary would help you with {person}, and how will you hold it gently?',
        ],
      },
      tools: [
        { name: 'an energy audit', how: 'for three days, note what gives you energy and what drains it, then look at the pattern' },
        { name: 'a two-minute pause', how: 'before the hard moment, stop, breathe slowly for two minutes and name what you feel' },
        { name: 'one small kind step', how: 'choose the smallest step that would help and do only that' },
        { name: 'a boundary script', how: 'write one sentence you can use to say no or not now, kindly and clearly' },
      ],
      optionIntros: ['A few small, realistic options:', 'Some gentle possibilities:', 'Some things that might help:'],
    },
    empathy: ['Feeling {feeling} like this is heavy, and it is okay that it feels this way.', 'Be kind to yourself; being {feeling} is a natural response to a lot.', 'I can hear how {feeling} this leaves you.'],
    goalReferences: ['This touches your goal "{goal}" ({progress}% so far), and small steps count.', 'Remember "{goal}": you are at {progress}%, which is not nothing.'],
    greetings: ['Hello{name}. How are you, really?', 'Welcome{name}. Take a moment and arrive.', 'Hi{name}. It is good to have this time with you.'],
    celebrations: ['That is lovely to hear. Let that sink in.', 'Well done. Notice how that feels.', 'That is worth pausing on. Well done.'],
    farewells: ['Thank you for taking this time for yourself.', 'Go gently, and remember small steps count.', 'Take good care of yourself this week.'],
  },
  {
    id: 'steady',
    cues: ['steady', 'transformation', 'change', 'uncertainty', 'reorganisation', 'candid', 'people through change', 'resilien'],
    method: {
      name: 'steady stakeholder-aware change',
      focus: ['the people affected', 'what stays stable', 'who needs to hear what, and when'],
      focusLines: [
        'Think about who is affected by this and what each of them needs to hear.',
        'In the middle of change, naming what stays the same steadies people as much as the plan does.',
        'Uncertainty is easier to carry when people know when they will hear more.',
        'Let us look at this as a change with people in it, not just a problem to solve.',
      ],
      questions: {
        goal: [
          'Where do you want things to be once this settles?',
          'What would a steady, good outcome look like for you and the people around you?',
          'What do you want to protect while this changes?',
          'Where would you like to stand with {person} once this settles?',
        ],
        reality: [
          'Who is affected by this, and how is each of them reacting?',
          'What is still unknown, and what is already clear?',
          'What is staying the same, even now?',
          'Where do you think {person} stands in all this?',
        ],
        options: [
          'Which of these will you take forward?',
          'Which of these would steady things most?',
          'Which option can you sustain over the coming months?',
        ],
        will: [
          'What is your next step, and who needs to hear about it first?',
          'When will you next update the people involved?',
          'What will you do if the situation shifts again?',
          'When will you sit down with {person}, and what will you cover?',
        ],
      },
      tools: [
        { name: 'a stakeholder map', how: 'list everyone affected, how much influence each has and how they feel about it, then decide who to talk to first' },
        { name: 'the change curve', how: 'place yourself and each person on the curve from shock to acceptance, and meet them where they are' },
        { name: 'a stays-and-changes list', how: 'write two columns, what changes and what stays the same, and share both' },
        { name: 'a communication rhythm', how: 'promise a regular update, weekly for example, even when there is little news' },
      ],
      optionIntros: ['Options that tend to work in situations like this:', 'Several ways forward:', 'Steady moves you could make:'],
    },
    empathy: ['Feeling {feeling} in the middle of this is normal, and you are handling more than it looks from outside.', 'Uncertainty like this leaves people {feeling}; that is not a weakness.', 'It is understandable to feel {feeling} right now.'],
    goalReferences: ['This ties into your goal "{goal}" ({progress}% so far).', 'Keep "{goal}" in view; you are at {progress}%.'],
    greetings: ['Hello{name}. Good to have you here.', 'Welcome back{name}. Where do things stand?', 'Hi{name}. What has shifted since we last spoke?'],
    celebrations: ['Good. Steady progress like that is what carries change.', 'Well done; that is the kind of step that lasts.', 'That is solid progress.'],
    farewells: ['Good work today; keep the steady pace.', 'Thank you. One step at a time.', 'Well done. Keep people informed and keep going.'],
  },
  {
    id: 'balanced',
    cues: [],
    method: {
      name: 'clear, balanced thinking',
      focus: ['clarity on what you want', 'a balanced view of the options', 'one next step'],
      focusLines: [
        'It helps to separate what you want from what is getting in the way.',
        'Let us get a clear picture before choosing a direction.',
        'Looking at the upside and the downside of each path usually makes the choice clearer.',
        'One clear next step is worth more than a perfect plan.',
      ],
      questions: {
        goal: [
          'What would you like to be different by the end of this conversation?',
          'What outcome do you care about most here?',
          'If this went really well, what would you notice first?',
          'What would you like to happen between you and {person}?',
        ],
        reality: [
          'What is happening right now, in concrete terms?',
          'On a scale from one to ten, where are you with this today?',
          'What is in your control here, and what is not?',
          'How does {person} see it, as far as you know?',
        ],
        options: [
          'Which option appeals to you most, and why?',
          'What are the pros and cons of your favourite?',
          'Which of these would you pick?',
        ],
        will: [
          'What will you do next, and when?',
          'What could get in the way, and how will you handle it?',
          'How will you know it has worked?',
          'When will you talk to {person}?',
        ],
      },
      tools: [
        { name: 'a pros and cons list', how: 'write the upsides and downsides of each option and star the ones that matter most' },
        { name: 'a one-to-ten scale', how: 'rate where you are today from one to ten and ask what would make it one point higher' },
        { name: 'best, worst and likely', how: 'write the best case, the worst case and the most likely case, and plan for the likely one' },
      ],
      optionIntros: ['Some options to consider:', 'Here are a few approaches:', 'A few possibilities:'],
    },
    empathy: ['Feeling {feeling} about this is understandable.', 'That would leave anyone {feeling}.', 'It sounds like you are feeling {feeling}, and that makes sense.'],
    goalReferences: ['This relates to your goal "{goal}" ({progress}% so far).', 'It links to "{goal}", currently at {progress}%.'],
    greetings: ['Hello{name}, good to see you.', 'Welcome back{name}.', 'Hi{name}, thanks for making time for this.'],
    celebrations: ['Well done, that is progress.', 'Great work.', 'That is a good step forward.'],
    farewells: ['Glad that helped.', 'Thanks for the conversation.', 'Good luck with the next step.'],
  },
];

export const DEFAULT_VOICE_ID = 'balanced';

/** Specialty lenses: one line from the coach's specialty angle, so custom coaches differ too. */
export const SPECIALTY_LENSES: readonly SpecialtyLens[] = [
  { match: ['executive', 'leadership'], lines: ['From a leadership angle, people watch what you do under pressure more than what you say.', 'Think about how this lands with the people above and below you.'] },
  { match: ['strategic', 'strategy', 'planning'], lines: ['Strategically, ask what this looks like in twelve months, not just next week.', 'Zoom out and favour the choice that keeps the most good options open.'] },
  { match: ['communication'], lines: ['How you frame it will matter as much as what you decide.', 'Say the key message in one sentence before anything else.'] },
  { match: ['innovation', 'creativity'], lines: ['Treat your next step as an experiment: cheap, quick and informative.', 'There may be an unconventional option nobody has tried yet.'] },
  { match: ['change'], lines: ['Any change you make here will need people to come with you; plan for that.', 'Name what stays the same as clearly as what changes.'] },
  { match: ['team', 'building'], lines: ['Consider what the team needs from you here, not only what you need from them.', 'Trust on a team grows from small promises kept.'] },
  { match: ['conflict'], lines: ['Separate the people from the problem, and the problem gets easier to solve.', 'Curiosity is the fastest way to lower the temperature.'] },
  { match: ['performance'], lines: ['Make the standard visible, then coach to it.', 'What gets measured and discussed weekly tends to improve.'] },
  { match: ['career'], lines: ['Keep your longer-term direction in view while you solve this.', 'Every role is also a chance to build the reputation you want.'] },
  { match: ['time'], lines: ['Look at where your hours actually go; the calendar never lies.', 'Protect time for the work only you can do.'] },
  { match: ['work-life', 'balance', 'stress', 'wellbeing', 'well-being'], lines: ['Whatever you choose, keep your energy in the equation.', 'Sustainable beats heroic over any period longer than a week.'] },
  { match: ['sales', 'account', 'customer'], lines: ['Bring it back to the customer and what they need to see.', 'Numbers make the case, so pick the metric that proves progress.'] },
];
