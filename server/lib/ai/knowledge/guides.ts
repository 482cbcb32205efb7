/**
 * Direct answers to "what should I say?" and "what should I avoid?", per topic. Templates: {address}
 * ("Marco, " when the client named the person, else empty), {person} (the name or the topic's
 * default person), {Person} (the same, capitalised).
 */
export interface ConversationGuide {
  /** How to open, as one principle. */
  open: readonly string[];
  /** Opening lines the client could say, in their own voice. */
  lines: readonly string[];
  /** Things to avoid, one short clause each. */
  avoid: readonly string[];
}

const GENERAL: ConversationGuide = {
  open: ['Open with what you have noticed and why it matters to you, then ask for their view before you propose anything.', 'Keep the first sentence short and neutral: the situation, not a judgement.'],
  lines: [
    '{address}I would like to talk about something that matters to me. Can I share what I have noticed and hear how you see it?',
    '{address}do you have twenty minutes this week? There is something I would like us to sort out together.',
  ],
  avoid: ['opening with a verdict ("you always...") instead of a specific example', 'raising it in front of other people', 'arriving without knowing what you are asking for', 'filling every silence: let {person} answer'],
};

export const CONVERSATION_GUIDES: Readonly<Record<string, ConversationGuide>> = {
  general: GENERAL,
  leadership_conflict: {
    open: ['Start with the pattern you have seen and its effect, in private, and make it about how you work together rather than who is right.', 'Name one specific moment, say how it affected the team or you, and ask for their side before you suggest anything.'],
    lines: [
      '{address}can we talk about how we disagree in front of the team? When it happens in the room, people lose confidence in both of us, and I want us to fix that together.',
      '{address}I have noticed we end up at odds in meetings, and I do not think either of us wants that. How do you see it?',
    ],
    avoid: ['having it out in the meeting itself', 'listing every past grievance at once', 'guessing {person}\'s motives out loud', 'going to others before you have spoken to {person} directly'],
  },
  delegation: {
    open: ['Open with the outcome and why you are handing it over, then agree what done looks like and when you will check in.', 'Describe the result and the limits, not the steps, and ask how they would approach it.'],
    lines: [
      '{address}I would like you to own this from now on. Here is what done looks like and the one thing that must not go wrong. How would you approach it?',
      '{address}I am handing this over because I think you will do it well. Shall we agree a check-in on Thursday rather than me looking over your shoulder?',
    ],
    avoid: ['handing over the steps instead of the outcome', 'taking the work back at the first wobble', 'checking in whenever you feel uneasy instead of at an agreed time', 'delegating only the tasks nobody wants'],
  },
  team_performance: {
    open: ['Lead with the facts (what was agreed and what happened), then ask what got in the way before you talk about consequences.', 'Be clear about the standard and curious about the cause.'],
    lines: [
      '{address}the last deadlines slipped, and I want to understand what is getting in the way before we plan the next one. What is happening from your side?',
      '{address}I want to be straight with you: the work is not where it needs to be, and I want to help you get it there. What would help most?',
    ],
    avoid: ['waiting until the annual review to say anything', 'talking about attitude instead of specific work', 'fixing it yourself quietly', 'comparing {person} with other people on the team'],
  },
  difficult_feedback: {
    open: ['Use situation, behaviour and impact: one specific moment, what they did and the effect it had, then ask for their view.', 'Say the difficult part early and plainly, then listen.'],
    lines: [
      '{address}I have some feedback that I think will help you. In Tuesday\'s meeting, when the client questioned the numbers, the answer came across as defensive, and it cost us some trust. How did it feel from your side?',
      '{address}I want to give you some honest feedback because I care about how this goes for you. Is now a good time?',
    ],
    avoid: ['the feedback sandwich that buries the message', 'vague words like "attitude" with no example', 'giving it by e-mail or in front of others', 'piling up several issues in one go'],
  },
  career_move: {
    open: ['Be clear about what you want before you ask for anything, and frame it around the value you want to add next.', 'Start with your direction, then ask what is possible.'],
    lines: [
      '{address}I have been thinking about my next step and I would value your honest view. Where do you see me adding the most value in a year?',
      '{address}I want to be open with you: I am weighing up what comes next for me, and I would rather talk about it with you than around you.',
    ],
    avoid: ['deciding on money alone', 'burning bridges before anything is signed', 'asking for advice from people who have never made the move', 'letting the decision drift for months'],
  },
  promotion: {
    open: ['Lead with the impact you have already had and the level you want, then ask what evidence would make it an easy yes.', 'Make it a plan you build together, not a demand.'],
    lines: [
      '{address}I want to be considered for the next level this cycle. Here is the impact I have had this year. What would make this an easy decision for you?',
      '{address}I would like us to agree what I need to show to be promoted, and by when. Can we put that on paper?',
    ],
    avoid: ['arguing from tenure or effort rather than impact', 'comparing yourself with a colleague', 'accepting "not yet" without asking what exactly would change it', 'springing it on {person} with no warning'],
  },
  confidence: {
    open: ['Prepare your first two sentences in advance and say them early: the first contribution is the hardest.', 'Speak to the point you are most sure of first.'],
    lines: ['I would like to add one thing here.', 'Can I build on that? From what I have seen with the customers, ...'],
    avoid: ['apologising before you speak ("this might be a silly question")', 'waiting for the perfect moment', 'comparing your inside with everyone else\'s outside', 'rehearsing the worst case over and over'],
  },
  communication: {
    open: ['Start with your conclusion in one sentence, then the two reasons that matter to this audience.', 'Lead with what you want them to decide or do.'],
    lines: ['My recommendation is ..., for two reasons: ...', 'I need one decision from you today: ...'],
    avoid: ['building up slowly to the point', 'more slides than minutes', 'answering a question you were not asked', 'reading from your notes'],
  },
  stress: {
    open: ['Be honest and specific about capacity, and come with a proposal: what you will drop, delay or hand over.', 'Talk about the workload and the plan, not only about how you feel.'],
    lines: [
      '{address}I want to flag something early: my workload is not sustainable right now, and I would rather fix it than let quality slip. Can we look at priorities together?',
      '{address}I can do A or B well this month, but not both. Which matters more to you?',
    ],
    avoid: ['waiting until you are at breaking point', 'saying yes and then working nights', 'apologising for having limits', 'going in without a proposal'],
  },
  time_management: {
    open: ['Say what you are protecting and why, and offer an alternative rather than a flat no.', 'Make the trade-off visible: if this, then not that.'],
    lines: [
      '{address}I am protecting mornings for the roadmap this month. Could we do this asynchronously, or later in the week?',
      '{address}if I take this on, something else slips. Which of the two would you rather I do first?',
    ],
    avoid: ['accepting every invite by default', 'explaining at length why you cannot', 'saying yes and quietly resenting it', 'blocking time and then giving it away at the first request'],
  },
  strategy_decision: {
    open: ['Frame the decision, the options and your recommendation up front, with the one assumption that would change your mind.', 'Be explicit about what you are deciding and by when.'],
    lines: ['We need to decide ... by Friday. My recommendation is ..., and this is what would change my mind.', 'Here are the two options I think are real, and what each one costs us.'],
    avoid: ['presenting ten options instead of two or three', 'hiding the risks of your favourite', 'deciding without saying what would change your mind', 'letting the decision be made by default'],
  },
  change_management: {
    open: ['Say what is changing, what is not, and when people will hear more, even if you do not have every answer.', 'Be honest about what you do not know yet.'],
    lines: [
      '{address}here is what I know, what I do not know yet, and when I will update you next.',
      '{address}I know this is unsettling. What is changing is ..., what stays the same is ..., and I will update you every Friday.',
    ],
    avoid: ['promising things you cannot control', 'saying nothing until everything is certain', 'spinning bad news', 'announcing and disappearing'],
  },
  hiring: {
    open: ['Be honest about the role, the hard parts included, and ask questions about real past work.', 'Sell the mission, not only the perks.'],
    lines: ['Tell me about a time you had to build something from scratch. What did you do first?', 'Here is the hardest part of this role, honestly. How would you approach it?'],
    avoid: ['hiring for speed over fit', 'an interview with no agreed criteria', 'overselling the role', 'skipping references for senior hires'],
  },
  goal_progress: {
    open: ['Start with what actually happened, then what you learned, then the next step.', 'Report honestly, including what slipped.'],
    lines: ['Here is where I am: done ..., slipped ..., and next I will ...', 'I would like you to hold me to one thing this week: ...'],
    avoid: ['judging yourself by the whole goal instead of the next step', 'resetting the plan every week', 'hiding what slipped', 'adding new goals before finishing one'],
  },
};
