import { ACTIONS } from './actions';
import type { IntentDefinition } from './types';

const ORG_ROLES = ['organization_admin', 'team_lead', 'hr_manager'] as const;

const COACH_PLANS_TEXT =
  'Coach plans: {basicName} is {basicPrice}/month for up to {basicClients} active clients, with {basicFeatures}. ' +
  '{premiumName} is {premiumPrice}/month for up to {premiumClients} active clients, with {premiumFeatures}. ' +
  'Revenue sharing applies to {revenueSharingScope}, and you can change your plan any time.';

const VISITOR_PRICING_TEXT =
  '{product} is {clientPrice}/month for clients, and you start with a {trialDays}-day free trial: no credit card needed, cancel anytime. ' +
  'Sessions with human coaches are billed on top at the coach’s rate, typically about {sessionFeeRange}/hour. ' +
  'Coaches have plans from {basicPrice}/month, and organizations get {orgPricing}.';

export const PLAN_INTENTS: IntentDefinition[] = [
  {
    id: 'pricing',
    title: 'pricing',
    examples: [
      'how much does it cost',
      'what is the price',
      'pricing',
      'how much is the subscription',
      'what do I pay per month',
      'what is the monthly fee',
      'is it expensive',
      'how much do sessions with a coach cost',
      'what does a coach charge per hour',
      'what are your prices',
      'are coaching sessions included in the price',
      'cost of the platform',
      'what plans do you have',
      'how much will I be charged',
      'what are the hourly rates of coaches',
    ],
    pages: ['/', '/client-signup', '/subscription', '/advanced-billing'],
    roles: ['visitor'],
    answers: [
      {
        when: { audience: 'visitor', pages: ['/'] },
        text: VISITOR_PRICING_TEXT,
        actions: [ACTIONS.startTrial, ACTIONS.seePricing],
      },
      {
        when: { audience: 'visitor' },
        text: VISITOR_PRICING_TEXT,
        actions: [ACTIONS.startTrial, ACTIONS.joinAsCoach],
      },
      {
        when: { roles: ['coach'] },
        text: `As a coach, you pay for your plan. ${COACH_PLANS_TEXT} Your clients pay your session rate on top of their {clientPrice}/month membership.`,
        actions: [ACTIONS.subscription, ACTIONS.billing],
      },
      {
        when: { roles: ORG_ROLES },
        text:
          'Your organization is on {orgPricing}, which includes {orgFeatures}. ' +
          'Usage, invoices and the monthly base are under Billing; your account manager handles changes to the agreement.',
        actions: [ACTIONS.billing, ACTIONS.support],
      },
      {
        text:
          'Your membership is {clientPrice}/month after the {trialDays}-day free trial, and you can cancel anytime. ' +
          'Sessions with human coaches are extra at the coach’s rate, typically about {sessionFeeRange}/hour; each coach card shows "Starting at" their hourly rate.',
        actions: [ACTIONS.subscription, ACTIONS.findCoach],
      },
    ],
  },
  {
    id: 'free_trial',
    title: 'the free trial',
    examples: [
      'is there a free trial',
      'how long is the trial',
      'do I need a credit card for the trial',
      'can I try it for free',
      'how many days is the free trial',
      'what happens when my trial ends',
      'can I test it before paying',
      'is the trial really free',
      'do you ask for card details to start',
      'start free trial',
      'will I be charged during the trial',
    ],
    pages: ['/', '/client-signup'],
    roles: ['visitor'],
    answers: [
      {
        when: { audience: 'visitor', pages: ['/'] },
        text:
          'Yes! You get a {trialDays}-day free trial, and no credit card is needed to start it. After the trial the membership is {clientPrice}/month, ' +
          'and you can cancel anytime.',
        actions: [ACTIONS.startTrial, ACTIONS.seePricing],
      },
      {
        when: { audience: 'visitor' },
        text:
          'Yes! You get a {trialDays}-day free trial, and no credit card is needed to start it. After the trial the membership is {clientPrice}/month, ' +
          'and you can cancel anytime.',
        actions: [ACTIONS.startTrial],
      },
      {
        text:
          'Every new client gets a {trialDays}-day free trial with no credit card needed. After that the membership is {clientPrice}/month and you can cancel anytime; ' +
          'you can see and change your plan under Manage Subscription.',
        actions: [ACTIONS.subscription],
      },
    ],
  },
  {
    id: 'billing',
    title: 'billing and your subscription',
    examples: [
      'how do I cancel my subscription',
      'can I cancel anytime',
      'where are my invoices',
      'show my billing history',
      'how do I upgrade my plan',
      'how do I downgrade',
      'when will I be billed',
      'stop my membership',
      'usage charges on my bill',
    ],
    pages: ['/subscription', '/advanced-billing'],
    answers: [
      {
        when: { audience: 'visitor' },
        text:
          'There is no commitment. From our Terms: [[/terms#Subscriptions and trials#1]]',
        actions: [ACTIONS.startTrial, ACTIONS.contactUs],
      },
      {
        when: { roles: ['coach'] },
        text:
          'Manage Subscription shows the {basicName} ({basicPrice}/month) and {premiumName} ({premiumPrice}/month) plans; you can switch between them at any time. ' +
          '[[/subscription#Manage Subscription#2]]',
        actions: [ACTIONS.subscription, ACTIONS.billing, ACTIONS.support],
      },
      {
        when: { roles: ORG_ROLES },
        text:
          'Billing shows your organization’s plan, sessions and session minutes used against the limits, usage charges and invoice history. ' +
          'Changes to your custom agreement go through your dedicated account manager.',
        actions: [ACTIONS.billing, ACTIONS.support],
      },
      {
        text:
          'Manage Subscription shows your plan and what it includes. [[/subscription#Manage Subscription#2]] ' +
          'You can cancel at any time; the plan then ends with the current billing period.',
        actions: [ACTIONS.subscription, ACTIONS.billing, ACTIONS.support],
      },
    ],
  },
  {
    id: 'coach_plans',
    title: 'plans for coaches',
    examples: [
      'how do I become a coach',
      'I want to join as a coach',
      'what plans are there for coaches',
      'basic vs premium',
      'what is the difference between basic and premium',
      'how many clients can I have',
      'what does premium include',
      'how much is the coach subscription',
      'coach plan price',
      'can I coach on catalyst',
      'I am a coach and want to offer my services',
      'what do I get with the basic plan',
      'client limit for coaches',
      'can I switch to premium later',
    ],
    pages: ['/coach-onboarding'],
    roles: ['coach'],
    answers: [
      {
        when: { audience: 'visitor' },
        text: `${COACH_PLANS_TEXT} Pick a plan while you set up your coach profile.`,
        actions: [ACTIONS.joinAsCoach],
      },
      {
        when: { roles: ['coach'] },
        text: `${COACH_PLANS_TEXT} Your current plan and changes are under Manage Subscription.`,
        actions: [ACTIONS.subscription, ACTIONS.coachSetup],
      },
      {
        text: `Want to coach on {product}? ${COACH_PLANS_TEXT} Switch your role to coach and complete Coach Setup to get started.`,
        actions: [ACTIONS.coachSetup, ACTIONS.changeRole],
      },
    ],
  },
  {
    id: 'revenue_sharing',
    title: 'revenue sharing for coaches',
    examples: [
      'how does revenue sharing work',
      'do coaches earn money from AI sessions',
      'how do I make money as a coach',
      'what are my earnings',
      'do I get a share of AI coaching revenue',
      'how do payouts work',
      'which plan has revenue sharing',
      'can I earn from my AI assistant',
      'income from AI coach interactions',
      'commission for coaches',
    ],
    roles: ['coach'],
    answers: [
      {
        when: { roles: ['coach'] },
        text:
          'Revenue sharing is part of the {premiumName} plan ({premiumPrice}/month) and applies to {revenueSharingScope}: build an AI assistant from your coaching approach, ' +
          'and you share in the revenue when clients use it. Your own 1-on-1 sessions are paid at your hourly rate. Track sessions and outcomes in Analytics.',
        actions: [ACTIONS.aiAssistantGenerator, ACTIONS.subscription, ACTIONS.analytics],
      },
      {
        text:
          'Coaches earn from their 1-on-1 sessions at their own hourly rate, and on the {premiumName} plan ({premiumPrice}/month) they also get revenue sharing, ' +
          'which applies to {revenueSharingScope} with the AI assistants they create.',
        actions: [ACTIONS.joinAsCoach],
      },
    ],
  },
  {
    id: 'organizations',
    title: 'coaching for organizations',
    examples: [
      'do you have plans for teams',
      'enterprise pricing',
      'coaching for my company',
      'can my whole team use it',
      'how many employees can we add',
      'set up an organization',
      'I want to talk to sales',
      'what do organizations get',
      'is there a dedicated account manager',
      'business plan for companies',
      'how do I invite my team members',
      'group coaching for our staff',
      'corporate coaching program',
    ],
    pages: ['/organization-setup', '/team'],
    roles: ['organization_admin', 'team_lead', 'hr_manager'],
    answers: [
      {
        when: { roles: ORG_ROLES },
        text:
          'Your organization has {orgFeatures}. Manage people and invitations in Team Management, follow programme results in Analytics, ' +
          'and build custom company AI coaches in the AI Coach Builder.',
        actions: [ACTIONS.team, ACTIONS.analytics, ACTIONS.aiCoachBuilder],
      },
      {
        when: { audience: 'member' },
        text:
          'Organizations get {orgPricing}, with {orgFeatures}. If you run coaching for a team, set up your organization and our sales team will follow up on pricing.',
        actions: [ACTIONS.setUpOrganization, ACTIONS.support],
      },
      {
        text:
          'Organizations get {orgPricing}, with {orgFeatures}. Set up your organization in a few steps and our sales team will prepare your pricing.',
        actions: [ACTIONS.setUpOrganization, ACTIONS.contactUs],
      },
    ],
  },
  {
    id: 'sso',
    title: 'single sign-on (SSO)',
    examples: [
      'do you support single sign on',
      'SSO',
      'can we use SAML',
      'okta integration',
      'sign in with our company accounts',
      'azure active directory login',
      'does catalyst integrate with our identity provider',
      'is SSO included',
      'can employees log in with their work account',
    ],
    roles: ['organization_admin'],
    answers: [
      {
        when: { roles: ['organization_admin'] },
        text:
          'SSO integration is part of your organization plan. Your dedicated account manager connects {product} to your identity provider; ' +
          'contact support to start, and your people then sign in with their work accounts.',
        actions: [ACTIONS.support, ACTIONS.team],
      },
      {
        text:
          'Yes, SSO integration is included in the organization plan ({orgPricing}), which covers {orgFeatures}. ' +
          'A dedicated account manager connects your identity provider during onboarding.',
        actions: [ACTIONS.setUpOrganization, ACTIONS.contactUs],
      },
    ],
  },
];
