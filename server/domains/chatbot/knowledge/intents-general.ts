import { HELP_CHAT_MEMBER_ACTIONS } from '@shared/constants/chatbot';
import { ACTIONS } from './actions';
import type { AnswerVariant, IntentDefinition } from './types';

const ORG_ROLES = ['organization_admin', 'team_lead', 'hr_manager'] as const;

export const GENERAL_INTENTS: IntentDefinition[] = [
  {
    id: 'greeting',
    title: 'saying hello',
    examples: [
      'hi',
      'hello',
      'hey there',
      'good morning',
      'hello, is anyone there?',
      'hi, can you help me?',
      'hey assistant',
      'hiya',
      'howdy',
      'hello I have a question',
      'hi there, I need some help',
      'greetings',
    ],
    answers: [
      {
        when: { audience: 'member' },
        text:
          'Hi {firstName}! I can help you find a coach, start an AI coaching session, book or reschedule sessions, ' +
          'track your goals, and answer questions about your plan or account. What would you like to do?',
        actions: HELP_CHAT_MEMBER_ACTIONS,
      },
      {
        when: { audience: 'visitor', pages: ['/'] },
        text:
          'Hello and welcome to {product}! Ask me about pricing and the {trialDays}-day free trial, how our coaches and AI mentors work, ' +
          'plans for coaches, or coaching for your organization.',
        actions: [ACTIONS.startTrial, ACTIONS.seePricing, ACTIONS.exploreFeatures],
      },
      {
        text:
          'Hello and welcome to {product}! Ask me about pricing and the {trialDays}-day free trial, how our coaches and AI mentors work, ' +
          'plans for coaches, or coaching for your organization.',
        actions: [ACTIONS.startTrial, ACTIONS.browseCoaches],
      },
    ],
  },
  {
    id: 'thanks',
    title: 'thanks and goodbye',
    examples: [
      'thanks',
      'thank you',
      'thank you so much',
      'thanks, that helped',
      'great, thanks for the help',
      'perfect thank you',
      'that answers my question',
      'cheers',
      'awesome, appreciate it',
      'bye',
      'goodbye',
      'ok got it thanks',
    ],
    answers: [
      {
        when: { audience: 'member' },
        text: "You're welcome, {firstName}! If anything else comes up, I'm right here.",
        actions: HELP_CHAT_MEMBER_ACTIONS,
      },
      {
        text: "You're welcome! When you're ready, you can start with a {trialDays}-day free trial, no credit card needed.",
        actions: [ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'platform_overview',
    title: 'what Catalyst offers',
    examples: [
      'what is catalyst',
      'what does this platform do',
      'what can I do here',
      'what features do you have',
      'how does it work',
      'tell me about the platform',
      'what is this site',
      'what do you offer',
      'why should I use catalyst',
      'what are the benefits',
      'give me an overview of the product',
      'what is included',
      'who is this for',
    ],
    pages: ['/'],
    roles: ['visitor'],
    answers: [
      {
        when: { audience: 'member' },
        text:
          '{product} brings human and AI coaching together: book 1-on-1 sessions with certified coaches, chat 24/7 with specialised AI mentors, ' +
          'set and track goals with analytics, join video sessions with recording and screen sharing, and use the learning resources. ' +
          'Your dashboard shows your goals, upcoming sessions and AI coaches in one place.',
        actions: HELP_CHAT_MEMBER_ACTIONS,
      },
      {
        when: { audience: 'visitor', pages: ['/'] },
        text:
          '{product} is a coaching platform for individuals, organizations and coaches: 1-on-1 sessions with certified coaches, ' +
          '24/7 AI coaching from specialised AI mentors, goal tracking with analytics, and video sessions with recording, screen sharing ' +
          'and calendar integration. It costs {clientPrice}/month after a {trialDays}-day free trial.',
        actions: [ACTIONS.exploreFeatures, ACTIONS.seePricing, ACTIONS.startTrial],
      },
      {
        text:
          '{product} is a coaching platform for individuals, organizations and coaches: 1-on-1 sessions with certified coaches, ' +
          '24/7 AI coaching from specialised AI mentors, goal tracking with analytics, and video sessions with recording, screen sharing ' +
          'and calendar integration. It costs {clientPrice}/month after a {trialDays}-day free trial.',
        actions: [ACTIONS.startTrial, ACTIONS.browseCoaches],
      },
    ],
  },
  {
    id: 'account',
    title: 'your account and signing in',
    examples: [
      'how do I sign in',
      'how do I log in to my account',
      'I forgot my password',
      'reset my password',
      'how do I create an account',
      'how do I sign up',
      'where do I register',
      'change my email address',
      'update my profile picture',
      'edit my name',
      'how do I change my role',
      'how do I log out',
      'delete my account',
      'I cannot access my account',
      'account settings',
    ],
    answers: [
      {
        when: { audience: 'member' },
        text:
          "You're signed in as {firstName}. Your name, photo and preferences are in Settings, and Change Role lets you switch between " +
          'client, coach and organization roles. Sign Out below ends your session. For a forgotten password or closing your account, ' +
          'contact our support team and they will take care of it.',
        actions: [ACTIONS.settings, ACTIONS.changeRole, ACTIONS.support, ACTIONS.signOut],
      },
      {
        text:
          'To sign in, use Sign In at the top of the page with your email and password. New here? Create an account in two short steps ' +
          '(your details, then your goals) and start your {trialDays}-day free trial, no credit card needed. ' +
          'If you forgot your password, contact us and we will help you get back in.',
        actions: [ACTIONS.signIn, ACTIONS.startTrial, ACTIONS.contactUs],
      },
    ],
  },
  {
    id: 'support',
    title: 'contacting support',
    examples: [
      'how do I contact support',
      'I want to talk to a human',
      'can I speak to a real person',
      'something is broken',
      'I found a bug',
      'the page is not working',
      'I have a problem with the app',
      'customer service phone number',
      'email support',
      'I need help from your team',
      'report an issue',
      'who can I complain to',
      'get in touch with you',
    ],
    answers: [
      {
        when: { audience: 'member', roles: ORG_ROLES },
        text:
          'Our support team is on the Support page. Your organization also has priority support and a dedicated account manager, ' +
          'so mention your organization and they will route it straight away.',
        actions: [ACTIONS.support, ACTIONS.dashboard],
      },
      {
        when: { audience: 'member' },
        text:
          'Our support team can help: open the Support page, describe what happened (the page and what you clicked help a lot) and they will get back to you. ' +
          "Premium coaches and organizations get priority support. If this answer wasn't useful, press thumbs down so we follow up.",
        actions: [ACTIONS.support, ACTIONS.dashboard],
      },
      {
        text: 'You can reach our team through the Contact Us page; tell us what you need and we will get back to you.',
        actions: [ACTIONS.contactUs],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'privacy and data security',
    examples: [
      'is my data safe',
      'who can see my sessions',
      'is my coaching private',
      'can my employer read my chats',
      'can my organization see my goals and sessions',
      'do you sell my data',
      'privacy policy',
      'is the platform secure',
      'can my manager see what I talk about with my coach',
      'is my information confidential',
      'how do you protect my data',
    ],
    answers: [
      {
        when: { audience: 'member', roles: ORG_ROLES },
        text:
          "Your team's privacy is built in: as an organization role you see aggregate analytics and programme progress, " +
          "never the text of anyone's coaching chats or their goals in detail. Sessions, goals and messages are visible only to the person and their coach.",
        actions: [ACTIONS.analytics, ACTIONS.support],
      },
      {
        text:
          'Your coaching is private: sessions, goals and messages are visible only to you and your coach. ' +
          'If you joined through your organization, it sees aggregate numbers only, never your chat text. ' +
          'Passwords are stored only as strong hashes, and sessions can be ended by signing out.',
        actions: [ACTIONS.settings],
      },
      {
        when: { audience: 'visitor' },
        text:
          'Coaching on {product} is private: sessions, goals and messages are visible only to you and your coach. ' +
          'Organizations see aggregate numbers only, never the text of your chats.',
        actions: [ACTIONS.startTrial, ACTIONS.contactUs],
      },
    ],
  },
];

/** Below the confidence threshold: a helpful 'not sure', with a way to a person. */
export const FALLBACK_ANSWERS: AnswerVariant[] = [
  {
    when: { audience: 'member' },
    text:
      "I'm not sure I understood that. I can help with finding a coach, AI coaching, booking and rescheduling sessions, goals, " +
      'video sessions, plans and billing, organizations, and your account. Could you rephrase it, or contact our support team?',
    actions: [ACTIONS.support, ACTIONS.dashboard],
  },
  {
    when: { audience: 'visitor', pages: ['/'] },
    text:
      "I'm not sure I understood that. I can tell you about pricing and the free trial, our coaches and AI mentors, " +
      'plans for coaches, and coaching for organizations. Could you rephrase it, or contact our team?',
    actions: [ACTIONS.contactUs, ACTIONS.exploreFeatures],
  },
  {
    text:
      "I'm not sure I understood that. I can tell you about pricing and the free trial, our coaches and AI mentors, " +
      'plans for coaches, and coaching for organizations. Could you rephrase it, or contact our team?',
    actions: [ACTIONS.contactUs, ACTIONS.startTrial],
  },
];
