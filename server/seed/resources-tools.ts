import type { SeedResource } from './resources-library';

// Tools written for this library; each names the model it is built on.
const TEAM = 'Catalyst Coaching Team';

export const TEXT_TOOLS: SeedResource[] = [
  {
    title: 'Eisenhower Matrix',
    type: 'tool',
    category: 'productivity',
    difficulty: 'beginner',
    author: TEAM,
    description:
      "Sort your tasks by urgency and importance into four quadrants: do, schedule, delegate, delete. Named after Dwight D. Eisenhower and popularised by Stephen R. Covey's time management matrix.",
    duration: 10,
    ratings: [5, 4, 5, 4, 4],
    content: `EISENHOWER MATRIX

List everything on your plate, then place each item in one quadrant.

                 URGENT                 NOT URGENT
IMPORTANT    | 1. DO NOW             | 2. SCHEDULE            |
             | crises, deadlines     | planning, learning,    |
             | due today             | relationships, health  |
NOT          | 3. DELEGATE           | 4. DELETE              |
IMPORTANT    | interruptions, some   | busywork, mindless     |
             | meetings and emails   | scrolling              |

How to use it:
1. Write down every task (10 minutes, no filtering).
2. Ask of each: "Does this move my most important goals forward?" (important) and "Does it need attention in the next day or two?" (urgent).
3. Quadrant 1: do it today. Quadrant 2: put it in your calendar now, with a time. Quadrant 3: hand it to someone, or batch it. Quadrant 4: drop it.
4. Review weekly. If quadrant 1 is always full, quadrant 2 is being neglected.

Coaching question: "What is one quadrant 2 activity that would make next month easier?"`,
  },
  {
    title: 'Wheel of Life',
    type: 'tool',
    category: 'personal-development',
    difficulty: 'beginner',
    author: TEAM,
    description:
      'A classic coaching exercise, usually credited to Paul J. Meyer, for seeing your life balance at a glance: score eight areas from 1 to 10, see where the wheel is flat, and choose where a small change would matter most.',
    duration: 20,
    ratings: [5, 4, 4, 5, 4],
    content: `WHEEL OF LIFE

Score your satisfaction in each area today, from 1 (very unsatisfied) to 10 (fully satisfied).

| Area                          | Score (1-10) | What would make it a 10? |
|-------------------------------|--------------|--------------------------|
| Career                        |              |                          |
| Money                         |              |                          |
| Health                        |              |                          |
| Friends and family            |              |                          |
| Romance / partner             |              |                          |
| Personal growth               |              |                          |
| Fun and recreation            |              |                          |
| Physical environment (home)   |              |                          |

Draw it: on a circle split into eight slices, mark each score from the centre (0) to the rim (10) and join the marks. How bumpy would the ride be?

Reflect:
- Which scores surprised you?
- Which one area, if it rose by two points, would lift others with it?
- What is the smallest step you could take this week in that area?

Repeat every three months and compare wheels.`,
  },
  {
    title: 'Pomodoro Technique',
    type: 'tool',
    category: 'productivity',
    difficulty: 'beginner',
    author: TEAM,
    description:
      "Francesco Cirillo's time management method from the late 1980s: work in focused 25-minute intervals separated by short breaks, and track how many you need, to beat procrastination and protect attention.",
    duration: 30,
    ratings: [4, 4, 5, 3],
    content: `POMODORO TECHNIQUE

One pomodoro = 25 minutes of focused work + a 5-minute break.

1. Choose one task.
2. Set a timer for 25 minutes.
3. Work only on that task until the timer rings. If a distraction comes up, write it down and return to the task.
4. Take a 5-minute break: stand up, stretch, look away from the screen.
5. After four pomodoros, take a longer break of 15 to 30 minutes.

Tracking sheet:
| Task | Pomodoros planned | Pomodoros done | Interruptions |
|------|-------------------|----------------|---------------|
|      |                   |                |               |

Tips:
- A pomodoro is indivisible: if you are interrupted for good, it does not count; start again.
- Estimate tasks in pomodoros; over time your estimates get much better.
- Protect them: tell colleagues you will answer messages at the break.`,
  },
  {
    title: 'RACI Matrix',
    type: 'tool',
    category: 'team-building',
    difficulty: 'intermediate',
    author: TEAM,
    description:
      'Clarify who does what on a project or process: for each task, who is Responsible, who is Accountable, who is Consulted and who is Informed. Removes duplicated work and decisions that nobody owns.',
    duration: 30,
    ratings: [4, 3, 4],
    content: `RACI MATRIX

R - Responsible: does the work (can be several people)
A - Accountable: owns the outcome and signs it off (exactly one person)
C - Consulted: gives input before the work is done (two-way)
I - Informed: is told about progress or decisions (one-way)

| Task / decision           | Alex | Priya | Sam | Jordan |
|---------------------------|------|-------|-----|--------|
| Define project scope      | A    | R     | C   | I      |
| Budget approval           | A    | C     |     | I      |
| Build the prototype       | I    | A     | R   |        |
| Client communication      | R    | I     | I   | A      |

How to build it:
1. List the tasks and decisions down the side, the people or roles across the top.
2. Fill in one A per row first. No A, or two As, is the problem you are solving.
3. Check each column: too many Rs means overload; no empty cells can mean too many meetings.
4. Share it with everyone named and agree it together.`,
  },
  {
    title: 'Johari Window',
    type: 'tool',
    category: 'communication',
    difficulty: 'intermediate',
    author: TEAM,
    description:
      'The self-awareness model devised by Joseph Luft and Harrington Ingham in 1955: what is known to you and to others (open), only to others (blind spot), only to you (hidden) and to nobody yet (unknown). An exercise for building trust through feedback and self-disclosure.',
    duration: 30,
    ratings: [4, 4, 5, 3],
    content: `JOHARI WINDOW

                     KNOWN TO SELF       NOT KNOWN TO SELF
KNOWN TO OTHERS    | OPEN AREA         | BLIND SPOT        |
NOT KNOWN TO OTHERS| HIDDEN AREA       | UNKNOWN           |

The exercise (pairs or small groups, about 30 minutes):
1. From a list of adjectives (able, accepting, adaptable, bold, calm, caring, confident, dependable, empathetic, energetic, friendly, helpful, logical, organised, patient, reflective, trustworthy, warm, wise...), choose five or six that describe you.
2. Each colleague chooses five or six that describe you.
3. Place the words:
   - chosen by you and by others -> Open area
   - chosen only by others -> Blind spot
   - chosen only by you -> Hidden area

Discuss:
- What in your blind spot surprised you?
- What from your hidden area would be worth sharing with the team?

Grow the open area: ask for feedback (shrinks the blind spot) and share more about yourself (shrinks the hidden area).`,
  },
];
