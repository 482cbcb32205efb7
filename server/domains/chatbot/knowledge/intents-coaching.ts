import { ACTIONS } from './actions';
import type { IntentDefinition } from './types';

const ORG_ROLES = ['organization_admin', 'team_lead', 'hr_manager'] as const;

const DURATIONS_TEXT = 'Sessions can be {durations} long ({defaultDuration} by default).';

export const COACHING_INTENTS: IntentDefinition[] = [
  {
    id: 'find_coach',
    title: 'finding a coach',
    examples: [
      'how do I find a coach',
      'browse coaches',
      'I want a leadership coach',
      'which coach is right for me',
      'can I choose my own coach',
      'search coaches by specialty',
      'are your coaches certified',
      'how experienced are the coaches',
      'show me coaches for career development',
      'how do I pick a good coach',
      'find an executive coach',
      'list of available coaches',
      'who are the coaches',
      'show all coaches',
      'can I see coach reviews and ratings',
      'I need a mentor for my startup',
    ],
    pages: ['/coaches', '/browse-coaches'],
    answers: [
      {
        when: { audience: 'member', pages: ['/coaches', '/browse-coaches'] },
        text:
          "You're on Find Your Coach. Search by name, narrow down with the specialty chips (Leadership, Strategy, Executive Coaching and more), " +
          'and compare cards by rating, sessions, years of experience and "Starting at" hourly rate. View Profile shows the details; Book Session books them.',
        actions: [ACTIONS.mySessions],
      },
      {
        when: { audience: 'member' },
        text:
          'Find a Coach lists our certified coaches. Filter by specialty, compare ratings, experience and hourly rates (typically about {sessionFeeRange}/hour), ' +
          'then press Book Session on the coach you like.',
        actions: [ACTIONS.findCoach, ACTIONS.aiCoaching],
      },
      {
        text:
          'You can browse our {certifiedCoaches} certified coaches without an account: filter by specialty and minimum rating and compare their rates ' +
          '(typically about {sessionFeeRange}/hour). To book, start your {trialDays}-day free trial.',
        actions: [ACTIONS.browseCoaches, ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'ai_coaching',
    title: 'AI coaching',
    examples: [
      'what is AI coaching',
      'how do AI coaches work',
      'can I talk to an AI coach',
      'is the AI available at night',
      'chat with an AI mentor',
      'what AI personas are there',
      'is the AI coach a real person',
      'start an AI session',
      'can AI help me prepare for a difficult conversation',
      'how good is the AI coaching',
      'use the AI chat',
      'talk to a bot about my leadership challenges',
      'AI coach available 24/7',
    ],
    pages: ['/ai-coaches'],
    answers: [
      {
        when: { audience: 'member', pages: ['/ai-coaches'] },
        text:
          "You're on AI Coaching. Each card is a specialised AI mentor: press Start AI Session to open a coaching session with it, or Chat Interface to chat right away. " +
          'They are available 24/7 and answer with suggestions, action items and follow-up questions.',
        actions: [ACTIONS.goals],
      },
      {
        when: { audience: 'member', roles: ORG_ROLES },
        text:
          'AI coaches are specialised AI mentors available 24/7, including any custom company AI coaches your organization built. ' +
          'Open AI Coaching and press Start AI Session or Chat Interface on a card.',
        actions: [ACTIONS.aiCoaching, ACTIONS.aiCoachBuilder],
      },
      {
        when: { audience: 'member' },
        text:
          'AI coaches are specialised AI mentors (leadership, team performance, strategy and more) available 24/7. ' +
          'Open AI Coaching and press Start AI Session or Chat Interface on a card; replies come with suggestions, action items and follow-up questions.',
        actions: [ACTIONS.aiCoaching, ACTIONS.findCoach],
      },
      {
        when: { audience: 'visitor', pages: ['/'] },
        text:
          'Besides human coaches, {product} gives you 24/7 AI coaching from specialised AI mentors: instant, private guidance on leadership, ' +
          'team performance, strategy and more, included in your {trialDays}-day free trial.',
        actions: [ACTIONS.exploreFeatures, ACTIONS.startTrial],
      },
      {
        text:
          'Besides human coaches, {product} gives you 24/7 AI coaching from specialised AI mentors: instant, private guidance on leadership, ' +
          'team performance, strategy and more, included in your {trialDays}-day free trial.',
        actions: [ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'custom_ai_coach',
    title: 'building your own AI coach',
    examples: [
      'can I build my own AI coach',
      'create a custom AI assistant',
      'train an AI on my coaching style',
      'custom AI coach for our company',
      'how do I make an AI assistant',
      'AI coach builder',
      'deploy my own AI persona',
      'configure AI coaches for my organization',
    ],
    pages: ['/ai-coach-builder', '/ai-assistant-generator'],
    roles: ['coach', 'organization_admin'],
    answers: [
      {
        when: { roles: ['coach'] },
        text:
          'Custom AI coach creation is part of the {premiumName} plan ({premiumPrice}/month). The AI Assistant Generator walks you through ' +
          'Setup, Training, Testing and Deployment, and revenue sharing applies to {revenueSharingScope} with your assistant.',
        actions: [ACTIONS.aiAssistantGenerator, ACTIONS.subscription],
      },
      {
        when: { roles: ['organization_admin', 'admin'] },
        text:
          'Use the AI Coach Builder: give the coach a name, description, specialties and colour, check the live preview, and publish it for your people.',
        actions: [ACTIONS.aiCoachBuilder, ACTIONS.aiCoaching],
      },
      {
        text:
          'Custom AI coaches are available to organizations (custom company AI coaches) and to coaches on the {premiumName} plan ({premiumPrice}/month), ' +
          'who can also share in the revenue from {revenueSharingScope}.',
        actions: [ACTIONS.setUpOrganization, ACTIONS.joinAsCoach],
      },
    ],
  },
  {
    id: 'booking',
    title: 'booking a session',
    examples: [
      'how do I book a session',
      'schedule a call with my coach',
      'book an appointment',
      'how long are sessions',
      'can I book a 90 minute session',
      'what session lengths are available',
      'set up a meeting with a coach',
      'can I start a session right now',
      'I want to schedule coaching',
      'book a session for my client',
      'how far ahead can I book',
      'reserve a time slot',
      'book my first session',
      'make a booking',
    ],
    pages: ['/coaches', '/sessions', '/dashboard', '/browse-coaches'],
    answers: [
      {
        when: { audience: 'member', pages: ['/coaches', '/browse-coaches'] },
        text:
          `Press Book Session on the coach's card, then add a title, the date and time and the duration. ${DURATIONS_TEXT} ` +
          'The session appears under Upcoming in My Sessions.',
        actions: [ACTIONS.mySessions],
      },
      {
        when: { audience: 'member', roles: ['coach'] },
        text:
          `Press Book Session (or Quick Book in the header) and choose For Myself or For a Client, then the coach or AI coach, then the details. ${DURATIONS_TEXT} ` +
          'An instant session takes {instantMinutes} minutes and starts right away.',
        actions: [ACTIONS.mySessions, ACTIONS.findCoach],
      },
      {
        when: { audience: 'member', pages: ['/sessions'] },
        text:
          `Press Book Session at the top of this page: choose a human coach or an AI coach, pick who, then set the title, date and time and duration. ${DURATIONS_TEXT}`,
        actions: [ACTIONS.findCoach],
      },
      {
        when: { audience: 'member' },
        text:
          `Use Book Session on your dashboard (or Quick Book in the header): choose a human coach or an AI coach, pick who, then set the title, date and time and duration. ` +
          `${DURATIONS_TEXT} An instant session takes {instantMinutes} minutes and starts right away.`,
        actions: [ACTIONS.findCoach, ACTIONS.mySessions],
      },
      {
        text:
          `Once you have an account, you book from a coach's card or the dashboard: pick a human coach or an AI coach, a date and time and a duration. ` +
          `${DURATIONS_TEXT} Start with the {trialDays}-day free trial; coach sessions cost about {sessionFeeRange}/hour.`,
        actions: [ACTIONS.startTrial, ACTIONS.browseCoaches],
      },
    ],
  },
  {
    id: 'reschedule',
    title: 'rescheduling a session',
    examples: [
      'how do I reschedule',
      'move my session to another day',
      'change the time of my appointment',
      "I can't attend my session tomorrow",
      'postpone my coaching call',
      'cancel my session',
      'I need to change my booking',
      'can I rebook for next week',
      'my coach needs a different time',
      'reschedule upcoming session',
      'pick a new date for my session',
    ],
    pages: ['/sessions', '/calendar'],
    answers: [
      {
        when: { audience: 'member', pages: ['/sessions'] },
        text:
          'Find the session under the Upcoming tab and press Reschedule on its card to pick a new date and time. ' +
          'If you need to call it off altogether, let your coach know in Messages.',
        actions: [ACTIONS.messages],
      },
      {
        when: { audience: 'member' },
        text:
          'Go to My Sessions, find the session under Upcoming and press Reschedule to choose a new date and time. ' +
          'If you need to call it off altogether, let your coach know in Messages.',
        actions: [ACTIONS.mySessions, ACTIONS.messages],
      },
      {
        text: 'Sign in and open My Sessions: every upcoming session has a Reschedule button to pick a new date and time.',
        actions: [ACTIONS.signIn],
      },
    ],
  },
  {
    id: 'goals',
    title: 'goals and progress',
    examples: [
      'how do I set a goal',
      'track my progress',
      'create a new goal',
      'where can I see my goals',
      'what goal categories are there',
      'mark a goal as complete',
      'update progress on my goal',
      'how do I measure my growth',
      'goal tracking',
      'set a target date for my objective',
      'see my progress report',
    ],
    pages: ['/goals', '/reports'],
    answers: [
      {
        when: { audience: 'member', pages: ['/goals'] },
        text:
          'Create a goal here with a title, description, category (leadership, skills, personal or career), priority and target date. ' +
          'Update its progress from 0 to 100%; at 100% it counts as completed. Your dashboard shows your first three active goals.',
        actions: [ACTIONS.progress, ACTIONS.dashboard],
      },
      {
        when: { audience: 'member' },
        text:
          'Open Goals to create one with a title, category (leadership, skills, personal or career), priority and target date, then update its progress from 0 to 100%. ' +
          'Your dashboard shows active goals, and Progress reports show how you are doing over time.',
        actions: [ACTIONS.goals, ACTIONS.progress],
      },
      {
        text:
          'Goal tracking with analytics is built in: set goals by category and priority, track progress to 100%, and review progress reports with your coach. ' +
          '{goalsWithin90Days} of clients reach their goals within 90 days.',
        actions: [ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'video_sessions',
    title: 'video sessions and recordings',
    examples: [
      'do you have video calls',
      'can sessions be recorded',
      'can I share my screen',
      'calendar integration',
      'how do I join a video call',
      'where are my recordings',
      'my camera is not working in the call',
      'can I watch my session again',
      'change my microphone in video settings',
      'add sessions to my calendar',
      'what do I need for a video session',
    ],
    pages: ['/video-conferencing', '/session-recordings', '/calendar'],
    answers: [
      {
        when: { audience: 'member' },
        text:
          'Video sessions include recording, screen sharing and calendar integration. Join from Video Sessions (or Join on the session card); ' +
          'choose your camera, microphone, speaker and video quality under Settings there. Recordings are in Session Recordings, and your sessions show in Calendar.',
        actions: [ACTIONS.videoConferencing, ACTIONS.recordings, ACTIONS.calendar],
      },
      {
        text:
          'Human coaching sessions run as video calls in the browser, with recording, screen sharing and calendar integration, so you can rewatch a session later.',
        actions: [ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'messages',
    title: 'messaging your coach',
    examples: [
      'how do I message my coach',
      'write to my coach',
      'send a message to my coach',
      'where is my inbox',
      'can I text my coach between sessions',
      'contact my coach',
      'read my messages',
      'my coach sent me a message',
    ],
    pages: ['/messages'],
    answers: [
      {
        when: { audience: 'member', roles: ['coach'] },
        text: 'Messages holds your conversations with clients; new messages show up there live. To invite new clients, use Client Invitations.',
        actions: [ACTIONS.messages, ACTIONS.invitations],
      },
      {
        when: { audience: 'member' },
        text: 'Open Messages to write to your coach between sessions; new messages show up there live, and only you and your coach can read them.',
        actions: [ACTIONS.messages],
      },
      {
        text: 'Members can message their coach between sessions. Start your {trialDays}-day free trial to get a coach.',
        actions: [ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'resources',
    title: 'learning resources',
    examples: [
      'do you have learning resources',
      'articles about leadership',
      'where can I find templates',
      'courses and videos to learn',
      'reading material on communication',
      'save a resource to a collection',
      'resource library',
    ],
    pages: ['/resources'],
    answers: [
      {
        when: { audience: 'member' },
        text:
          'Resources has articles, videos, audio, documents, templates, courses and tools on leadership, communication, strategy, personal development, ' +
          'team building and productivity. Filter by type and difficulty, bookmark what you like and group it into collections.',
        actions: [ACTIONS.resources],
      },
      {
        text: 'Members get a library of articles, videos, templates, courses and tools on leadership, communication, strategy and more.',
        actions: [ACTIONS.startTrial],
      },
    ],
  },
];
