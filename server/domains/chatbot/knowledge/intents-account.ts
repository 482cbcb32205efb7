import { ACTIONS } from './actions';
import type { IntentDefinition } from './types';

/**
 * Account, data and policy questions. Answers quote the product's own pages ([[page#section]],
 * indexed from client/routes by `npm run index:help`) and the Support FAQ ([[faq:...]]), so the
 * assistant says what the pages say.
 */
export const ACCOUNT_INTENTS: IntentDefinition[] = [
  {
    id: 'sign_in',
    title: 'signing in',
    examples: [
      'how do I sign in',
      'how do I log in to my account',
      'reset my password',
      'I lost my password',
      'password reset link',
      'I cannot get into my account',
      'locked out of my account',
      'log in with an email link',
      'the magic link expired',
      'sign in link does not arrive',
      'do I need a password to log in',
      'create a password, I only use e-mailed links',
      'sign-in problems',
      'login not working',
      'how do I log out',
      'forgot my password what now',
      'send me a login link',
      'I never got the sign in email',
    ],
    answers: [
      {
        when: { audience: 'member' },
        text: "You're signed in already. [[faq:How do I sign in without a password?]] Sign Out below ends this session.",
        actions: [ACTIONS.settings, ACTIONS.signOut, ACTIONS.support],
      },
      {
        text: '[[faq:How do I sign in without a password?]] New here? Create an account in two short steps and start your {trialDays}-day free trial.',
        actions: [ACTIONS.signIn, ACTIONS.startTrial, ACTIONS.contactUs],
      },
    ],
  },
  {
    id: 'account',
    title: 'your profile and account settings',
    examples: [
      'change my email address',
      'update my profile picture',
      'edit my name',
      'how do I change my role',
      'switch from client to coach account',
      'account settings',
      'open my preferences',
      'change the photo on my profile',
      'update my details',
      'how do I create an account',
      'how do I sign up',
      'where do I register',
    ],
    answers: [
      {
        when: { audience: 'member' },
        text:
          'Your name and photo are in Settings, and Change Role in the sidebar switches between client, coach and organization roles. ' +
          'To change the e-mail address you sign in with, write to {supportEmail}.',
        actions: [ACTIONS.settings, ACTIONS.changeRole, ACTIONS.support],
      },
      {
        text: 'Create an account in two short steps (your details, then your goals) and start your {trialDays}-day free trial, no credit card needed. After that, your profile is in Settings.',
        actions: [ACTIONS.startTrial, ACTIONS.signIn],
      },
    ],
  },
  {
    id: 'account_deletion',
    title: 'closing your account',
    examples: [
      'delete my account',
      'close my account',
      'remove my account and all my data',
      'how can I cancel and erase my profile',
      'I want to leave catalyst for good',
      'delete everything you have on me',
      'terminate my account',
      'right to be forgotten',
      'unsubscribe and delete my user',
      'what happens to my data when I leave',
      'how to shut down my catalyst account',
      'I no longer want an account here',
      'cancel my membership and delete my data',
      'permanently remove my user',
      'is there a way to delete my login completely',
      'stop using catalyst and erase my account',
    ],
    answers: [
      {
        text:
          'There is no delete button in Settings: write to {privacyEmail} from the address you sign in with and we close your account. ' +
          'From our Privacy Policy: [[/privacy#Security and retention]] [[/privacy#Your rights]]',
        actions: [ACTIONS.contactUs, ACTIONS.privacy],
      },
    ],
  },
  {
    id: 'data_rights',
    title: 'a copy of your data',
    examples: [
      'request my personal information',
      'export my data',
      'download my information',
      'correct the data you hold about me',
      'data access request',
      'what personal data do you store about me',
      'what information do you collect',
      'gdpr',
      'subject access request',
      'send me all my data',
    ],
    answers: [
      {
        text: 'From our Privacy Policy: [[/privacy#Your rights]] What we keep: [[/privacy#What we collect]]',
        actions: [ACTIONS.privacy, ACTIONS.contactUs],
      },
    ],
  },
  {
    id: 'therapy',
    title: 'coaching and therapy',
    examples: [
      'is coaching the same as therapy',
      'can the AI coach replace my therapist',
      'is this a mental health service',
      'do you treat depression or anxiety',
      'are your coaches psychologists',
      'can I get a diagnosis here',
      'is this medical advice',
      'I need counselling, can you help',
      'are coaches licensed counsellors',
      'can a coach prescribe medication',
      'is ai coaching therapy',
    ],
    answers: [
      {
        text:
          'No: coaching is not therapy. From our Terms of Service: [[/terms#Coaching is not therapy]] ' +
          'A coach helps you with goals, work and growth; for mental health care, please see a licensed professional or your doctor.',
        actions: [ACTIONS.terms, ACTIONS.findCoach],
      },
    ],
  },
  {
    id: 'switch_coach',
    title: 'changing coach',
    examples: [
      'can I change my coach',
      'switch to another coach',
      'I do not get along with my coach',
      'how do I pick a different coach',
      'swap my coach for someone else',
      'try a new coach',
      'my coach is not right for me',
      'choose another AI coach',
      'change AI coach persona',
      'I would prefer working with someone else',
      'find me another coach',
      'my current coach does not suit me',
      'is it ok to change coaches halfway',
      'talk to a different AI coach',
      'can I move to another coach',
      'can I have two coaches',
      'replace my coach',
    ],
    answers: [
      {
        text: '[[faq:Can I work with a different coach?]]',
        actions: [ACTIONS.findCoach, ACTIONS.aiCoaching],
      },
    ],
  },
  {
    id: 'refund',
    title: 'refunds',
    examples: [
      'can I get my money back',
      'how do refunds work',
      'I was charged by mistake',
      'refund my subscription',
      'do you give refunds if I cancel',
      'money back guarantee',
      'charged after I cancelled',
      'refund for a missed session',
      'there is a double charge on my card',
      'I want a refund',
      'partial refund',
      'will I be reimbursed',
      'what is your refund policy',
      'get money back for unused days',
      'refund after cancelling',
    ],
    answers: [
      {
        text:
          '[[/subscription#Manage Subscription#2]] From our Terms: you can cancel at any time, and the plan then ends with the current billing period. ' +
          'For anything about a charge or a refund, write to {supportEmail}; we answer {responseTime}.',
        actions: [ACTIONS.support, ACTIONS.subscription],
      },
      {
        when: { audience: 'visitor' },
        text:
          'From our Terms: you can cancel at any time, and the plan then ends with the current billing period; the {trialDays}-day trial needs no credit card. ' +
          'For anything about a charge or a refund, write to {supportEmail}; we answer {responseTime}.',
        actions: [ACTIONS.contactUs, ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'payment_methods',
    title: 'ways to pay',
    examples: [
      'accepted ways of paying',
      'can I pay by credit card',
      'do you accept debit cards',
      'is a digital wallet ok for paying',
      'can I pay by invoice',
      'payment options',
      'how do I pay for my plan',
      'can my company pay by bank transfer',
      'do you take crypto',
      'change my payment method',
      'update my card',
      'what cards do you take',
      'can I pay with apple pay',
      'pay via bank transfer',
      'which payment options are there',
    ],
    answers: [
      {
        text: '[[/subscription#Manage Subscription#2]] Our team tells you how to pay when you write to {supportEmail}.',
        actions: [ACTIONS.subscription, ACTIONS.support],
      },
      {
        when: { audience: 'visitor' },
        text:
          'Online payment is not connected yet, so nobody is charged by card today, and the {trialDays}-day free trial needs no credit card. ' +
          'For how to pay, write to {supportEmail}.',
        actions: [ACTIONS.startTrial, ACTIONS.contactUs],
      },
    ],
  },
  {
    id: 'languages',
    title: 'languages',
    examples: [
      'what languages do you support',
      'is catalyst in spanish',
      'can I use the app in german',
      'does the ai coach understand french',
      'coaching in italian',
      'change the language of the site',
      'do you speak portuguese',
      'is there a translation',
      'english only?',
      'habla español',
      'can I get coaching in another language',
      'is the interface only in english',
      'do coaches speak other languages',
    ],
    answers: [
      {
        text: '[[faq:Which languages does Catalyst speak?]]',
        actions: [ACTIONS.aiCoaching],
      },
    ],
  },
  {
    id: 'mobile_app',
    title: 'the mobile app',
    examples: [
      'do you have an app',
      'is there an iOS app',
      'download the app for android',
      'can I use catalyst on my phone',
      'mobile version',
      'play store',
      'is it available on ipad',
      'app for my smartphone',
      'does it work on mobile browsers',
      'use catalyst on a tablet',
      'is there an app for phones',
      'can I chat with my AI coach on my phone',
    ],
    answers: [
      {
        text: '[[faq:Is there a mobile app?]]',
        actions: [ACTIONS.dashboard],
      },
      {
        when: { audience: 'visitor' },
        text: '[[faq:Is there a mobile app?]]',
        actions: [ACTIONS.startTrial],
      },
    ],
  },
  {
    id: 'calendar',
    title: 'your calendar',
    examples: [
      'sync my sessions to google calendar',
      'connect outlook',
      'calendar subscription link',
      'ical feed',
      'add an event to my calendar',
      'see my sessions in apple calendar',
      'export my calendar',
      'my calendar link leaked, can I change it',
      'regenerate the calendar link',
      'where is my calendar',
      'turn off my calendar link',
      'stop sharing my calendar feed',
      'subscribe to my sessions in my calendar app',
    ],
    answers: [
      {
        text:
          'Your Calendar shows your own events and every coaching session; add events there. Under Calendar Sync: [[/calendar#Calendar Sync#1]] ' +
          'If the link gets out, regenerate it there and the old one stops working at once.',
        actions: [ACTIONS.calendar],
      },
    ],
  },
];
