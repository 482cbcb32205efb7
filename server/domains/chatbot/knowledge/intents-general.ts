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
      'contact customer support',
      'I would like to speak to somebody on the team',
      'support email address',
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
      'do you share my information with third parties',
      'what do you do with my data',
      'is my ai coaching conversation private',
      'are my messages used for training',
      'what do you store and why',
      'does my employer get access to my coaching',
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
          "Your team's privacy is built in. From our Privacy Policy: [[/privacy#How we use it#2]] [[/privacy#How we use it#3]] " +
          'As an organization role you see aggregate analytics and programme progress.',
        actions: [ACTIONS.analytics, ACTIONS.privacy],
      },
      {
        text: 'From our Privacy Policy: [[/privacy#How we use it#2]] [[/privacy#How we use it#3]] [[/privacy#AI coaching]] [[/privacy#Security and retention]]',
        actions: [ACTIONS.privacy, ACTIONS.settings],
      },
      {
        when: { audience: 'visitor' },
        text: 'From our Privacy Policy: [[/privacy#How we use it#2]] [[/privacy#How we use it#3]] [[/privacy#AI coaching]]',
        actions: [ACTIONS.privacy, ACTIONS.startTrial],
      },
    ],
  },
];

/** Below the confidence threshold: a helpful 'not sure', with a way to a person. */
/** Under the confidence threshold: say plainly that the assistant does not know, and where a person can answer. */
export const FALLBACK_ANSWERS: AnswerVariant[] = [
  {
    when: { audience: 'member' },
    text:
      "I don't know the answer to that, and I would rather not guess. I can help with coaches and AI coaching, sessions, goals, plans and billing, " +
      'your account and your data. For anything else, our support team will answer: open Support or write to {supportEmail}.',
    actions: [ACTIONS.support, ACTIONS.dashboard],
  },
  {
    when: { audience: 'visitor', pages: ['/'] },
    text:
      "I don't know the answer to that, and I would rather not guess. I can tell you about pricing and the free trial, our coaches and AI coaches, " +
      'plans for coaches, coaching for organizations and privacy. For anything else, write to our team at {supportEmail}.',
    actions: [ACTIONS.contactUs, ACTIONS.exploreFeatures],
  },
  {
    text:
      "I don't know the answer to that, and I would rather not guess. I can tell you about pricing and the free trial, our coaches and AI coaches, " +
      'plans for coaches, coaching for organizations and privacy. For anything else, write to our team at {supportEmail}.',
    actions: [ACTIONS.contactUs, ACTIONS.startTrial],
  },
];
