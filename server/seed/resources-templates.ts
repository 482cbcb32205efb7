import type { SeedResource } from './resources-library';

// Worksheets written for this library; each names the model it is built on.
const TEAM = 'Catalyst Coaching Team';

export const TEMPLATES: SeedResource[] = [
  {
    title: 'GROW Coaching Conversation Worksheet',
    type: 'template',
    category: 'leadership',
    difficulty: 'beginner',
    author: TEAM,
    description:
      'A one-page worksheet for running a coaching conversation with the GROW model (Goal, Reality, Options, Will), developed by Graham Alexander, Alan Fine and Sir John Whitmore. Questions for each stage and space for the agreed actions.',
    duration: 30,
    ratings: [5, 5, 5, 5, 5],
    content: `GROW COACHING CONVERSATION WORKSHEET

Topic: ______________________    Date: ____________

1. GOAL - What do you want?
- What would you like to get out of this conversation?
- What would success look like, specifically? By when?
- How will you know you have achieved it?
Goal in one sentence: ______________________________

2. REALITY - Where are you now?
- What is happening now? What have you already tried?
- What is in your control, and what is not?
- On a scale of 1 to 10, where are you today?
Key facts: ________________________________________

3. OPTIONS - What could you do?
- What are all the things you could do? What else?
- What would you do if you had no constraints?
- What would someone you admire do?
Options (list at least three, do not judge yet):
a) ____________  b) ____________  c) ____________

4. WILL - What will you do?
- Which option will you act on? What is the first step?
- When exactly will you do it? Who needs to know?
- What might get in the way, and how will you handle it?
- How committed are you, from 1 to 10? What would make it a 10?

Agreed actions:
| Action | By when | Support needed |
|--------|---------|----------------|
|        |         |                |

Coach's note: ask, do not tell. Keep the client's own words for the goal and actions.`,
  },
  {
    title: 'SMART Goal Template',
    type: 'template',
    category: 'personal-development',
    difficulty: 'beginner',
    author: TEAM,
    description:
      "Turn a vague intention into a goal you can act on and track. Based on George T. Doran's S.M.A.R.T. criteria (Management Review, 1981): specific, measurable, achievable, relevant and time-bound.",
    duration: 15,
    ratings: [4, 5, 4, 4, 5, 4],
    content: `SMART GOAL TEMPLATE

Start with the intention in your own words:
"I want to ______________________________________"

S - SPECIFIC: What exactly will you achieve? Who is involved? Where?
______________________________________________

M - MEASURABLE: How will you measure progress? What number or evidence tells you it is done?
______________________________________________

A - ACHIEVABLE: Is it realistic with your time, skills and resources? What support do you need?
______________________________________________

R - RELEVANT: Why does it matter to you now? How does it connect to your bigger goals?
______________________________________________

T - TIME-BOUND: What is the deadline? What are the milestones along the way?
______________________________________________

YOUR SMART GOAL (one sentence):
"By [date], I will [specific result], measured by [measure], because [why it matters]."

Example: "By 31 March, I will run a weekly 30-minute one-on-one with each of my five reports, tracked in my calendar, so that I hear about problems before they grow."

Milestones:
- [date] ______________________
- [date] ______________________

Review: every week, score progress from 0 to 100% and note one thing to adjust.`,
  },
  {
    title: 'One-on-One Meeting Agenda',
    type: 'template',
    category: 'team-building',
    difficulty: 'beginner',
    author: TEAM,
    description:
      'A 30-minute agenda for regular one-on-ones that puts the team member first: their topics, then yours, then growth and next steps. Shared before the meeting so both people can add to it.',
    duration: 30,
    ratings: [5, 4, 5, 4, 5],
    content: `ONE-ON-ONE MEETING AGENDA (30 minutes, weekly or every two weeks)

Team member: ______________   Manager: ______________   Date: ________

Before the meeting: both add topics below. The team member's topics come first.

1. CHECK-IN (3 min)
- How are you doing, really? Anything outside work affecting you this week?

2. TEAM MEMBER'S TOPICS (12 min)
- ______________________
- ______________________
- What is on your mind? Where are you stuck? What do you need from me?

3. MANAGER'S TOPICS (8 min)
- Updates the person needs to know
- Feedback: one thing that went well, one thing to try differently (be specific)

4. GROWTH (5 min) - not every week, at least monthly
- What are you learning? What would you like to learn next?
- Progress on development goals

5. NEXT STEPS (2 min)
| Action | Owner | By when |
|--------|-------|---------|
|        |       |         |

Habits that make one-on-ones work:
- Never cancel; move it if you must.
- Keep a shared running document so nothing is lost between meetings.
- Listen more than you talk. Ask: "What else?"`,
  },
  {
    title: 'SBI Feedback Planner',
    type: 'template',
    category: 'communication',
    difficulty: 'beginner',
    author: TEAM,
    description:
      "Prepare specific, fair feedback with the Situation-Behavior-Impact model from the Center for Creative Leadership, followed by a question that opens a conversation instead of closing one. Works for praise and for correction.",
    duration: 15,
    ratings: [4, 5, 4, 4],
    content: `SBI FEEDBACK PLANNER (Situation - Behavior - Impact)

Who: ______________   When will you give it: ______________

SITUATION - When and where did it happen? Be specific.
"In Tuesday's client call, when we reviewed the timeline..."
______________________________________________

BEHAVIOR - What did the person do or say? Only what you observed, no judgement of motives or character.
Not: "You were rude."   But: "You interrupted Sam twice before he finished his point."
______________________________________________

IMPACT - What was the effect on you, the team, the client or the work?
"Sam stopped contributing, and we left without his estimate."
______________________________________________

INTENT QUESTION - Invite their view.
"What was going on for you there?" / "How did you see it?"
______________________________________________

REQUEST or NEXT STEP (for correcting feedback)
"Next time, could you let people finish and then add your view?"
______________________________________________

Checklist before you speak:
- Is it timely (within a few days)?
- Is it private if it is critical?
- Would an observer agree with how you describe the behaviour?
- Are you ready to listen to their answer?`,
  },
  {
    title: 'Team Charter Template',
    type: 'template',
    category: 'team-building',
    difficulty: 'intermediate',
    author: TEAM,
    description:
      'A workshop template for writing a team charter together: purpose, goals, roles, working agreements and how decisions and conflicts are handled. Best completed in a 60-minute session with the whole team.',
    duration: 60,
    ratings: [4, 4, 5],
    content: `TEAM CHARTER TEMPLATE

Team name: ______________   Date agreed: ______________   Review on: ______________

1. PURPOSE - Why does this team exist? Who do we serve?
______________________________________________

2. GOALS - What must we achieve in the next 3 to 6 months? How will we measure it?
- ______________________
- ______________________

3. ROLES - Who does what?
| Name | Role | Main responsibilities |
|------|------|-----------------------|
|      |      |                       |

4. WORKING AGREEMENTS - How do we want to work together?
- Communication: which channel for what, expected response times
- Meetings: which ones, how long, who runs them
- Focus time: when we protect it
- Quality: what "done" means for us

5. DECISIONS - How do we decide? (leader decides after input / consensus / majority / the person closest to the work)
______________________________________________

6. CONFLICT - What do we do when we disagree?
- Raise it directly with the person first, within a few days
- Disagree openly in meetings; commit once a decision is made

7. CHECK-IN - How will we know the charter is working? Review it every quarter.

Signed by every team member: ______________________________`,
  },
  {
    title: 'Personal SWOT Analysis',
    type: 'template',
    category: 'strategy',
    difficulty: 'beginner',
    author: TEAM,
    description:
      "Apply the classic SWOT framework to your own career: strengths and weaknesses (inside you), opportunities and threats (around you), then turn the grid into two or three strategic moves.",
    duration: 30,
    ratings: [4, 4, 4],
    content: `PERSONAL SWOT ANALYSIS

Career goal or question you are exploring: ______________________________

STRENGTHS (internal)
- What do you do better than most people around you?
- What do others come to you for?
______________________________________________

WEAKNESSES (internal)
- What do you avoid? Where do you get the same critical feedback?
- Which skills would your next role need that you do not have yet?
______________________________________________

OPPORTUNITIES (external)
- What is changing in your organisation or industry that you could use?
- Who could sponsor or mentor you? Which projects are open?
______________________________________________

THREATS (external)
- What could hold you back: technology, restructuring, competition for roles?
______________________________________________

FROM GRID TO ACTION
- Strength + Opportunity: how will you use a strength to seize an opportunity?
- Weakness + Threat: which weakness leaves you most exposed, and what will you do about it first?

Three moves for the next 90 days:
1. ______________________
2. ______________________
3. ______________________

Tip: ask two colleagues to fill in your strengths and weaknesses too, then compare.`,
  },
  {
    title: 'OKR Planning Template',
    type: 'template',
    category: 'strategy',
    difficulty: 'intermediate',
    author: TEAM,
    description:
      "Set quarterly Objectives and Key Results, the goal system Andy Grove introduced at Intel and John Doerr popularised in 'Measure What Matters': an inspiring objective with three to five measurable key results, scored at the end of the quarter.",
    duration: 45,
    ratings: [4, 5, 3, 4],
    content: `OKR PLANNING TEMPLATE

Quarter: ______________   Owner (person or team): ______________

OBJECTIVE - What do we want to achieve? Qualitative, ambitious, memorable.
"Make onboarding a new client effortless."
______________________________________________

KEY RESULTS - How will we know? Measurable outcomes, not tasks. Three to five.
| # | Key result | Baseline | Target | Score (0.0-1.0) |
|---|------------|----------|--------|-----------------|
| 1 | Time from signature to first session | 14 days | 5 days | |
| 2 | New clients rating onboarding 4+ of 5 | 62% | 85% | |
| 3 | Support tickets in the first month | 40 | 15 | |

INITIATIVES - What will we do to move the key results?
- ______________________
- ______________________

CHECK-INS
- Weekly: confidence for each key result (on track / at risk / off track)
- End of quarter: score each key result; 0.6 to 0.7 on an ambitious OKR is good

Rules of thumb:
- No more than three objectives per quarter.
- If a key result reads like a to-do item, ask "so that what?" until it becomes an outcome.`,
  },
];
