import type { SeedResource } from './resources-library';

export const VIDEOS: SeedResource[] = [
  {
    title: 'How Great Leaders Inspire Action (Start with Why)',
    type: 'video',
    category: 'leadership',
    difficulty: 'beginner',
    author: 'Simon Sinek',
    description:
      "Sinek's TEDx talk (2009) introducing the Golden Circle: inspiring leaders and organisations communicate from the inside out, starting with why they do what they do, then how, then what. One of the most watched TED talks.",
    duration: 18,
    url: 'https://www.ted.com/talks/simon_sinek_how_great_leaders_inspire_action',
    ratings: [5, 5, 5, 5],
  },
  {
    title: 'The Power of Vulnerability',
    type: 'video',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Brené Brown',
    description:
      "Brené Brown's TEDxHouston talk (2010) on her research into human connection: people with a strong sense of worthiness have the courage to be imperfect and embrace vulnerability as the birthplace of belonging and creativity.",
    duration: 20,
    url: 'https://www.ted.com/talks/brene_brown_the_power_of_vulnerability',
    ratings: [5, 5, 4, 5, 5, 4],
  },
  {
    title: 'The Puzzle of Motivation',
    type: 'video',
    category: 'leadership',
    difficulty: 'beginner',
    author: 'Daniel H. Pink',
    description:
      'Dan Pink (TEDGlobal 2009) on the gap between what science knows and what business does: for creative work, if-then rewards often hurt performance, while autonomy, mastery and purpose drive it.',
    duration: 18,
    url: 'https://www.ted.com/talks/dan_pink_the_puzzle_of_motivation',
    ratings: [4, 5, 4, 5, 4],
  },
  {
    title: '10 Ways to Have a Better Conversation',
    type: 'video',
    category: 'communication',
    difficulty: 'beginner',
    author: 'Celeste Headlee',
    description:
      'Radio host Celeste Headlee (TEDxCreativeCoast 2015) shares ten rules for conversations that matter, from not multitasking and using open-ended questions to going with the flow, admitting what you do not know and listening.',
    duration: 12,
    url: 'https://www.ted.com/talks/celeste_headlee_10_ways_to_have_a_better_conversation',
    ratings: [5, 4, 4, 5],
  },
  {
    title: 'How to Speak So That People Want to Listen',
    type: 'video',
    category: 'communication',
    difficulty: 'beginner',
    author: 'Julian Treasure',
    description:
      "Sound expert Julian Treasure (TEDGlobal 2013) names the 'seven deadly sins' of speaking, offers the HAIL foundation (honesty, authenticity, integrity, love) and demonstrates vocal tools: register, timbre, prosody, pace, pitch and volume.",
    duration: 10,
    url: 'https://www.ted.com/talks/julian_treasure_how_to_speak_so_that_people_want_to_listen',
    ratings: [4, 4, 3, 4],
  },
  {
    title: 'How to Turn a Group of Strangers into a Team',
    type: 'video',
    category: 'team-building',
    difficulty: 'beginner',
    author: 'Amy Edmondson',
    description:
      "Harvard professor Amy Edmondson (2017) on 'teaming': how people who have never worked together, such as the rescuers of the 2010 Chilean miners, collaborate fast by staying curious, listening and building psychological safety.",
    duration: 12,
    url: 'https://www.ted.com/talks/amy_edmondson_how_to_turn_a_group_of_strangers_into_a_team',
    ratings: [5, 4, 5],
  },
  {
    title: 'Why Good Leaders Make You Feel Safe',
    type: 'video',
    category: 'leadership',
    difficulty: 'beginner',
    author: 'Simon Sinek',
    description:
      'Simon Sinek (TED2014) on the circle of safety: in organisations where leaders put the wellbeing of their people first, people trust each other and work together to face the dangers outside.',
    duration: 12,
    url: 'https://www.ted.com/talks/simon_sinek_why_good_leaders_make_you_feel_safe',
    ratings: [4, 5, 4, 4],
  },
  {
    title: 'Grit: The Power of Passion and Perseverance',
    type: 'video',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Angela Lee Duckworth',
    description:
      'Psychologist Angela Lee Duckworth (2013) on her research showing that grit, passion and perseverance for very long-term goals, predicts success better than talent or IQ, and on the open question of how to build it.',
    duration: 6,
    url: 'https://www.ted.com/talks/angela_lee_duckworth_grit_the_power_of_passion_and_perseverance',
    ratings: [4, 4, 5, 3],
  },
  {
    title: 'Inside the Mind of a Master Procrastinator',
    type: 'video',
    category: 'productivity',
    difficulty: 'beginner',
    author: 'Tim Urban',
    description:
      'Tim Urban (TED 2016) takes a funny look at the instant gratification monkey and the panic monster, and at the procrastination with no deadline that quietly costs people the most.',
    duration: 14,
    url: 'https://www.ted.com/talks/tim_urban_inside_the_mind_of_a_master_procrastinator',
    ratings: [5, 4, 4, 5, 4],
  },
  {
    title: 'Why Business Can Be Good at Solving Social Problems',
    type: 'video',
    category: 'strategy',
    difficulty: 'advanced',
    author: 'Michael E. Porter',
    description:
      'Michael Porter (TEDGlobal 2013) makes the case for shared value: companies that address social problems through their core strategy can create economic value at a scale that charity and government alone cannot.',
    duration: 16,
    url: 'https://www.ted.com/talks/michael_porter_why_business_can_be_good_at_solving_social_problems',
    ratings: [4, 3, 4],
  },
];

export const AUDIO: SeedResource[] = [
  {
    title: 'WorkLife with Adam Grant',
    type: 'audio',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Adam Grant',
    description:
      'A TED podcast in which organisational psychologist Adam Grant visits unusual workplaces to show how to make work not suck: giving and taking, rethinking, motivation, burnout and creativity. Episodes run about 35 minutes.',
    duration: 35,
    url: 'https://www.ted.com/podcasts/worklife',
    ratings: [5, 4, 5, 4, 4],
  },
  {
    title: 'HBR IdeaCast',
    type: 'audio',
    category: 'strategy',
    difficulty: 'intermediate',
    author: 'Harvard Business Review',
    description:
      "Harvard Business Review's weekly podcast of interviews with leading thinkers in business and management, on strategy, leadership, innovation and careers. Episodes run about 25 minutes.",
    duration: 25,
    url: 'https://hbr.org/podcasts/ideacast',
    ratings: [4, 4, 4],
  },
  {
    title: 'Coaching for Leaders',
    type: 'audio',
    category: 'leadership',
    difficulty: 'intermediate',
    author: 'Dave Stachowiak',
    description:
      'A weekly podcast on leadership skills, with conversations with authors and practitioners about delegation, feedback, difficult conversations and leading teams. Episodes run about 35 minutes.',
    duration: 35,
    url: 'https://coachingforleaders.com/',
    ratings: [4, 5, 4],
  },
  {
    title: 'Hidden Brain',
    type: 'audio',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Shankar Vedantam',
    description:
      'Shankar Vedantam explores the unconscious patterns that drive human behaviour, the biases that shape our choices and the triggers that direct the course of our relationships. Episodes run about 50 minutes.',
    duration: 50,
    url: 'https://hiddenbrain.org/',
    ratings: [5, 4, 4, 4],
  },
  {
    title: 'Manager Tools',
    type: 'audio',
    category: 'team-building',
    difficulty: 'beginner',
    author: 'Mark Horstman and Michael Auzenne',
    description:
      'Long-running weekly podcast of specific, practical management guidance, best known for its one-on-ones, feedback, coaching and delegation series. Episodes run about 30 minutes.',
    duration: 30,
    url: 'https://www.manager-tools.com/',
    ratings: [4, 5, 3, 4],
  },
  {
    title: 'The Knowledge Project',
    type: 'audio',
    category: 'strategy',
    difficulty: 'advanced',
    author: 'Shane Parrish',
    description:
      'Farnam Street\'s podcast of long conversations with people at the top of their fields about decision-making, mental models and how they think. Episodes often run well over an hour.',
    duration: 75,
    url: 'https://fs.blog/knowledge-project-podcast/',
    ratings: [4, 4, 5],
  },
];

export const COURSES: SeedResource[] = [
  {
    title: 'Learning How to Learn',
    type: 'course',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Barbara Oakley and Terrence Sejnowski',
    description:
      'One of the most popular online courses: how the brain learns, focused and diffuse modes of thinking, chunking, procrastination, memory techniques and test preparation. Free to audit on Coursera; about 15 hours.',
    duration: 900,
    url: 'https://www.coursera.org/learn/learning-how-to-learn',
    ratings: [5, 4, 5, 4],
  },
  {
    title: 'The Science of Well-Being',
    type: 'course',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'Laurie Santos, Yale University',
    description:
      "Yale's most popular course, adapted for Coursera: misconceptions about happiness, why our minds mislead us, and evidence-based practices (the 'rewirements') for building healthier habits. Free to audit; about 19 hours.",
    duration: 1140,
    url: 'https://www.coursera.org/learn/the-science-of-well-being',
    ratings: [5, 5, 4, 4],
  },
  {
    title: 'Successful Negotiation: Essential Strategies and Skills',
    type: 'course',
    category: 'communication',
    difficulty: 'intermediate',
    author: 'George Siedel, University of Michigan',
    description:
      'A four-step negotiation process (prepare, negotiate, close, perform and evaluate) with a planning template, negotiation strategies and video examples of real negotiations. Free to audit on Coursera; about 20 hours.',
    duration: 1200,
    url: 'https://www.coursera.org/learn/negotiation-skills',
    ratings: [4, 4, 5],
  },
  {
    title: 'Foundations of Business Strategy',
    type: 'course',
    category: 'strategy',
    difficulty: 'intermediate',
    author: 'Michael J. Lenox, University of Virginia Darden School',
    description:
      'The theory and frameworks of strategic analysis: industry analysis, the five forces, competitive advantage and building a strategy, applied to real companies. Free to audit on Coursera; about 14 hours.',
    duration: 840,
    url: 'https://www.coursera.org/learn/uva-darden-foundations-business-strategy',
    ratings: [4, 3, 4, 4],
  },
  {
    title: 'Work Smarter, Not Harder: Time Management for Personal & Professional Productivity',
    type: 'course',
    category: 'productivity',
    difficulty: 'beginner',
    author: 'Margaret Meloni, University of California, Irvine',
    description:
      'Time management techniques for work and life: recognising your own time management style, setting priorities, dealing with distractions and interruptions, and planning with the tools that suit you. Free to audit on Coursera; about 12 hours.',
    duration: 720,
    url: 'https://www.coursera.org/learn/work-smarter-not-harder',
    ratings: [4, 4, 3],
  },
  {
    title: 'Inspiring and Motivating Individuals',
    type: 'course',
    category: 'leadership',
    difficulty: 'intermediate',
    author: 'University of Michigan',
    description:
      'Part of the Leading People and Teams specialisation: how to craft a vision, motivate people through meaningful work and feedback, and build a climate where individuals thrive. Free to audit on Coursera; about 10 hours.',
    duration: 600,
    url: 'https://www.coursera.org/learn/motivate-people-teams',
    ratings: [4, 5, 4],
  },
];

export const DOCUMENTS: SeedResource[] = [
  {
    title: 'Psychological Safety and Learning Behavior in Work Teams',
    type: 'document',
    category: 'team-building',
    difficulty: 'advanced',
    author: 'Amy C. Edmondson',
    description:
      'The 1999 Administrative Science Quarterly paper that defined team psychological safety, a shared belief that the team is safe for interpersonal risk-taking, and showed its link to learning behaviour and performance in 51 work teams.',
    duration: 60,
    url: 'https://doi.org/10.2307/2666999',
    isPremium: true,
    ratings: [5, 4, 5],
  },
  {
    title: 'Developmental Sequence in Small Groups',
    type: 'document',
    category: 'team-building',
    difficulty: 'advanced',
    author: 'Bruce W. Tuckman',
    description:
      "The 1965 Psychological Bulletin review that gave us forming, storming, norming and performing ('adjourning' was added with Mary Ann Jensen in 1977). The origin of the most quoted model of team development.",
    duration: 50,
    url: 'https://doi.org/10.1037/h0022100',
    isPremium: true,
    ratings: [4, 4, 3],
  },
  {
    title: 'Guide: Understand Team Effectiveness',
    type: 'document',
    category: 'team-building',
    difficulty: 'intermediate',
    author: 'Google re:Work',
    description:
      "Google's published findings from Project Aristotle: the five dynamics of effective teams (psychological safety, dependability, structure and clarity, meaning and impact) with tools to help a team discuss them.",
    duration: 20,
    url: 'https://rework.withgoogle.com/guides/understanding-team-effectiveness/',
    ratings: [5, 4, 4, 4],
  },
  {
    title: 'ICF Core Competencies',
    type: 'document',
    category: 'communication',
    difficulty: 'intermediate',
    author: 'International Coaching Federation',
    description:
      "The International Coaching Federation's eight core competencies for professional coaches, from demonstrating ethical practice and maintaining presence to active listening, evoking awareness and facilitating client growth.",
    duration: 20,
    url: 'https://coachingfederation.org/credentials-and-standards/core-competencies',
    ratings: [4, 5, 4],
  },
];

export const LINKED_TOOLS: SeedResource[] = [
  {
    title: 'VIA Character Strengths Survey',
    type: 'tool',
    category: 'personal-development',
    difficulty: 'beginner',
    author: 'VIA Institute on Character',
    description:
      'A free, research-based questionnaire that ranks your 24 character strengths (such as curiosity, kindness and perseverance), developed under Christopher Peterson and Martin Seligman. A good starting point for a strengths-based coaching conversation.',
    duration: 15,
    url: 'https://www.viacharacter.org/',
    ratings: [5, 4, 4, 5],
  },
  {
    title: 'The Business Model Canvas',
    type: 'tool',
    category: 'strategy',
    difficulty: 'intermediate',
    author: 'Alexander Osterwalder, Strategyzer',
    description:
      'A one-page canvas for describing, designing and challenging a business model in nine blocks: customer segments, value propositions, channels, customer relationships, revenue streams, key resources, key activities, key partnerships and cost structure.',
    duration: 60,
    url: 'https://www.strategyzer.com/library/the-business-model-canvas',
    ratings: [4, 5, 4],
  },
];
