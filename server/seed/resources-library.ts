import type { ResourceCategory, ResourceDifficulty, ResourceType } from '@shared/constants/resources';

export interface SeedResource {
  title: string;
  type: ResourceType;
  category: ResourceCategory;
  difficulty: ResourceDifficulty;
  author: string;
  description: string;
  /** Minutes: reading time for books and articles, running time for talks, typical episode length for podcasts. */
  duration: number;
  url?: string;
  content?: string;
  /** Needs a purchase or a subscription to use in full. */
  isPremium?: boolean;
  /** Demo members' ratings, given in the order of the seed's raters. */
  ratings: number[];
}

/** Book pages differ by edition and shop; an Open Library search always finds the work. */
const book = (title: string, author: string) =>
  `https://openlibrary.org/search?${new URLSearchParams({ title, author }).toString()}`;

export const BOOKS: SeedResource[] = [
  {
    title: 'The 7 Habits of Highly Effective People',
    type: 'document',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Stephen R. Covey',
    description:
      "Covey's 1989 classic on principle-centred effectiveness: moving from dependence to independence (be proactive, begin with the end in mind, put first things first) and on to interdependence (think win-win, seek first to understand, synergize), renewed by 'sharpening the saw'. Book, about 8 hours of reading.",
    duration: 480,
    url: book('The 7 Habits of Highly Effective People', 'Stephen R. Covey'),
    isPremium: true,
    ratings: [5, 4, 5, 4, 5, 4],
  },
  {
    title: 'Coaching for Performance',
    type: 'document',
    category: 'leadership',
    difficulty: 'intermediate',
    author: 'John Whitmore',
    description:
      'The book that made the GROW model (Goal, Reality, Options, Will) the backbone of workplace coaching. Whitmore shows how raising awareness and responsibility, rather than giving instructions, unlocks performance, with sample questions for every stage. Book, about 6 hours of reading.',
    duration: 360,
    url: book('Coaching for Performance', 'John Whitmore'),
    isPremium: true,
    ratings: [5, 5, 5, 5, 5, 5],
  },
  {
    title: 'Dare to Lead',
    type: 'document',
    category: 'leadership',
    difficulty: 'intermediate',
    author: 'Brené Brown',
    description:
      "Brené Brown's research on courageous leadership (2018): rumbling with vulnerability, living into your values, braving trust and learning to rise. Practical language and tools for hard conversations and for building a culture where people can be candid. Book, about 6.5 hours of reading.",
    duration: 390,
    url: book('Dare to Lead', 'Brené Brown'),
    isPremium: true,
    ratings: [5, 5, 4, 5, 4],
  },
  {
    title: 'Radical Candor',
    type: 'document',
    category: 'communication',
    difficulty: 'beginner',
    author: 'Kim Scott',
    description:
      "Kim Scott's framework for feedback that is both kind and clear: care personally while challenging directly, and avoid ruinous empathy, obnoxious aggression and manipulative insincerity. Draws on her years managing at Google and Apple. Book, about 5.5 hours of reading.",
    duration: 330,
    url: book('Radical Candor', 'Kim Scott'),
    isPremium: true,
    ratings: [5, 4, 5, 5, 4, 4, 5],
  },
  {
    title: 'The Five Dysfunctions of a Team',
    type: 'document',
    category: 'team-building',
    difficulty: 'beginner',
    author: 'Patrick Lencioni',
    description:
      "A leadership fable about a new CEO rebuilding a divided executive team, followed by Lencioni's model: absence of trust, fear of conflict, lack of commitment, avoidance of accountability and inattention to results, with ways to overcome each. Book, about 3 hours of reading.",
    duration: 180,
    url: book('The Five Dysfunctions of a Team', 'Patrick Lencioni'),
    isPremium: true,
    ratings: [5, 4, 4, 5, 4, 5],
  },
  {
    title: 'Crucial Conversations: Tools for Talking When Stakes Are High',
    type: 'document',
    category: 'communication',
    difficulty: 'intermediate',
    author: 'Kerry Patterson, Joseph Grenny, Ron McMillan, Al Switzler',
    description:
      'How to handle conversations where opinions vary, stakes are high and emotions run strong: start with heart, notice when safety is at risk, make it safe, master your stories, state your path and move to action. Book, about 5 hours of reading.',
    duration: 300,
    url: book('Crucial Conversations', 'Kerry Patterson'),
    isPremium: true,
    ratings: [4, 5, 4, 4, 5],
  },
  {
    title: 'Deep Work',
    type: 'document',
    category: 'productivity',
    difficulty: 'intermediate',
    author: 'Cal Newport',
    description:
      "Cal Newport argues that the ability to focus without distraction on cognitively demanding work is becoming rare and valuable, and sets out rules to build it: work deeply, embrace boredom, quit social media, drain the shallows. Book, about 5.5 hours of reading.",
    duration: 330,
    url: book('Deep Work', 'Cal Newport'),
    isPremium: true,
    ratings: [5, 4, 4, 5, 3],
  },
  {
    title: 'Getting Things Done',
    type: 'document',
    category: 'productivity',
    difficulty: 'beginner',
    author: 'David Allen',
    description:
      "David Allen's GTD method for stress-free productivity: capture everything, clarify what each item means, organise it into trusted lists, reflect in a weekly review and engage with confidence. Revised edition 2015. Book, about 7 hours of reading.",
    duration: 420,
    url: book('Getting Things Done', 'David Allen'),
    isPremium: true,
    ratings: [4, 4, 5, 3, 4],
  },
  {
    title: 'The Coaching Habit',
    type: 'document',
    category: 'leadership',
    difficulty: 'beginner',
    author: 'Michael Bungay Stanier',
    description:
      "Seven essential questions for managers who want to coach more and advise less, starting with 'What's on your mind?' and ending with 'What was most useful for you?'. Short, practical and built around habit change. Book, about 2.5 hours of reading.",
    duration: 150,
    url: book('The Coaching Habit', 'Michael Bungay Stanier'),
    isPremium: true,
    ratings: [5, 5, 4, 5, 5, 4],
  },
  {
    title: 'Good Strategy Bad Strategy',
    type: 'document',
    category: 'strategy',
    difficulty: 'advanced',
    author: 'Richard Rumelt',
    description:
      "Rumelt separates real strategy from fluff and wishful goals. A good strategy has a kernel: a diagnosis of the challenge, a guiding policy for dealing with it, and coherent actions that carry the policy out. Book, about 7 hours of reading.",
    duration: 420,
    url: book('Good Strategy Bad Strategy', 'Richard Rumelt'),
    isPremium: true,
    ratings: [5, 4, 5, 4],
  },
  {
    title: 'Mindset: The New Psychology of Success',
    type: 'document',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Carol S. Dweck',
    description:
      "Stanford psychologist Carol Dweck's research on fixed and growth mindsets: how believing abilities can be developed changes the way people respond to challenge, effort, criticism and setbacks, at school, at work and in relationships. Book, about 5.5 hours of reading.",
    duration: 330,
    url: book('Mindset', 'Carol S. Dweck'),
    isPremium: true,
    ratings: [4, 5, 4, 4, 4],
  },
  {
    title: 'Atomic Habits',
    type: 'document',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'James Clear',
    description:
      "A practical system for building good habits and breaking bad ones through small changes that compound. Clear's four laws of behaviour change: make it obvious, make it attractive, make it easy, make it satisfying. Book, about 5.5 hours of reading.",
    duration: 330,
    url: book('Atomic Habits', 'James Clear'),
    isPremium: true,
    ratings: [5, 4, 5, 4, 5, 4, 4],
  },
  {
    title: 'Nonviolent Communication: A Language of Life',
    type: 'document',
    category: 'communication',
    difficulty: 'intermediate',
    author: 'Marshall B. Rosenberg',
    description:
      "Rosenberg's four-part process for honest, empathic communication: observations without evaluation, feelings, the needs behind them, and clear requests. Widely used in mediation, coaching and conflict resolution. Book, about 4.5 hours of reading.",
    duration: 270,
    url: book('Nonviolent Communication', 'Marshall B. Rosenberg'),
    isPremium: true,
    ratings: [4, 5, 3, 4],
  },
  {
    title: 'The Culture Code',
    type: 'document',
    category: 'team-building',
    difficulty: 'intermediate',
    author: 'Daniel Coyle',
    description:
      'What makes highly successful groups work, drawn from visits to teams such as the Navy SEALs, Pixar and the San Antonio Spurs: build safety, share vulnerability and establish purpose. Book, about 5 hours of reading.',
    duration: 300,
    url: book('The Culture Code', 'Daniel Coyle'),
    isPremium: true,
    ratings: [4, 4, 5, 4],
  },
];

export const ARTICLES: SeedResource[] = [
  {
    title: 'What Makes a Leader?',
    type: 'article',
    category: 'leadership',
    difficulty: 'intermediate',
    author: 'Daniel Goleman',
    description:
      "Goleman's influential Harvard Business Review article (1998) arguing that emotional intelligence (self-awareness, self-regulation, motivation, empathy and social skill) distinguishes outstanding leaders more than IQ or technical skill.",
    duration: 25,
    url: 'https://hbr.org/2004/01/what-makes-a-leader',
    isPremium: true,
    ratings: [5, 4, 5, 4, 4],
  },
  {
    title: 'Leadership That Gets Results',
    type: 'article',
    category: 'leadership',
    difficulty: 'intermediate',
    author: 'Daniel Goleman',
    description:
      'Harvard Business Review, March-April 2000. Research on six leadership styles (coercive, authoritative, affiliative, democratic, pacesetting and coaching), how each affects climate and results, and why the best leaders switch between them.',
    duration: 30,
    url: 'https://hbr.org/2000/03/leadership-that-gets-results',
    isPremium: true,
    ratings: [4, 4, 5, 4],
  },
  {
    title: 'Managing Oneself',
    type: 'article',
    category: 'personal-development',
    difficulty: 'intermediate',
    author: 'Peter F. Drucker',
    description:
      "Drucker's Harvard Business Review essay (1999) on taking charge of your own career: know your strengths through feedback analysis, how you perform and learn, what you value, where you belong and what you should contribute.",
    duration: 30,
    url: 'https://hbr.org/2005/01/managing-oneself',
    isPremium: true,
    ratings: [5, 4, 4, 5, 4],
  },
  {
    title: 'What Is Strategy?',
    type: 'article',
    category: 'strategy',
    difficulty: 'advanced',
    author: 'Michael E. Porter',
    description:
      "Porter's landmark Harvard Business Review article (1996): operational effectiveness is not strategy. Strategy means choosing a unique position, making trade-offs about what not to do, and creating fit among activities.",
    duration: 45,
    url: 'https://hbr.org/1996/11/what-is-strategy',
    isPremium: true,
    ratings: [5, 4, 4],
  },
  {
    title: 'Leading Change: Why Transformation Efforts Fail',
    type: 'article',
    category: 'strategy',
    difficulty: 'intermediate',
    author: 'John P. Kotter',
    description:
      "Kotter's Harvard Business Review article (1995) on the eight errors that derail change, from not establishing a great enough sense of urgency to declaring victory too soon, which became his eight-step model for leading change.",
    duration: 22,
    url: 'https://hbr.org/1995/05/leading-change-why-transformation-efforts-fail-2',
    isPremium: true,
    ratings: [4, 4, 3, 5],
  },
  {
    title: "Management Time: Who's Got the Monkey?",
    type: 'article',
    category: 'productivity',
    difficulty: 'beginner',
    author: 'William Oncken Jr. and Donald L. Wass',
    description:
      "A Harvard Business Review classic (1974) about managers who end up carrying their reports' problems ('monkeys'). Explains how to leave the next move with the person who owns the problem and keep time for your own work.",
    duration: 15,
    url: 'https://hbr.org/1999/11/management-time-whos-got-the-monkey',
    isPremium: true,
    ratings: [4, 5, 4, 4],
  },
  {
    title: 'The Discipline of Teams',
    type: 'article',
    category: 'team-building',
    difficulty: 'intermediate',
    author: 'Jon R. Katzenbach and Douglas K. Smith',
    description:
      'Harvard Business Review (1993). What separates a real team from a working group: a small number of people with complementary skills, committed to a common purpose, performance goals and approach, for which they hold themselves mutually accountable.',
    duration: 28,
    url: 'https://hbr.org/2005/07/the-discipline-of-teams',
    isPremium: true,
    ratings: [4, 3, 4],
  },
  {
    title: 'Manage Your Energy, Not Your Time',
    type: 'article',
    category: 'productivity',
    difficulty: 'beginner',
    author: 'Tony Schwartz and Catherine McCarthy',
    description:
      'Harvard Business Review, October 2007. Time is finite but energy can be renewed: rituals for the body, emotions, mind and spirit that help people sustain performance without burning out.',
    duration: 20,
    url: 'https://hbr.org/2007/10/manage-your-energy-not-your-time',
    isPremium: true,
    ratings: [4, 4, 5],
  },
  {
    title: 'What Google Learned From Its Quest to Build the Perfect Team',
    type: 'article',
    category: 'team-building',
    difficulty: 'beginner',
    author: 'Charles Duhigg',
    description:
      "The New York Times Magazine (2016) on Google's Project Aristotle: who is on a team mattered less than how the team worked together, and psychological safety (equal turn-taking and social sensitivity) stood out above everything else.",
    duration: 25,
    url: 'https://www.nytimes.com/2016/02/28/magazine/what-google-learned-from-its-quest-to-build-the-perfect-team.html',
    isPremium: true,
    ratings: [5, 4, 5, 4, 4],
  },
  {
    title: "Maker's Schedule, Manager's Schedule",
    type: 'article',
    category: 'productivity',
    difficulty: 'beginner',
    author: 'Paul Graham',
    description:
      "Paul Graham's short essay (2009) on why a single meeting can wreck a maker's afternoon: managers work in one-hour slots, makers need half-day blocks. Useful for anyone who schedules time for people who build things.",
    duration: 6,
    url: 'http://www.paulgraham.com/makersschedule.html',
    ratings: [5, 4, 4, 5],
  },
];
