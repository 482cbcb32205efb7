import type { HelpChatSuggestedAction } from '@shared/constants/chatbot';

const go = (label: string, url: string): HelpChatSuggestedAction => ({ label, action: 'navigate', url });
const scroll = (label: string, url: string): HelpChatSuggestedAction => ({ label, action: 'scroll', url });

/** The suggested actions answers may carry; urls are the spec's routes. */
export const ACTIONS = {
  findCoach: go('Find a Coach', '/coaches'),
  browseCoaches: go('Browse Coaches', '/browse-coaches'),
  aiCoaching: go('AI Coaching', '/ai-coaches'),
  dashboard: go('My Dashboard', '/dashboard'),
  mySessions: go('My Sessions', '/sessions'),
  goals: go('My Goals', '/goals'),
  progress: go('Progress Reports', '/reports'),
  calendar: go('Calendar', '/calendar'),
  messages: go('Messages', '/messages'),
  resources: go('Resources', '/resources'),
  videoConferencing: go('Video Sessions', '/video-conferencing'),
  recordings: go('Session Recordings', '/session-recordings'),
  startTrial: go('Start Free Trial', '/client-signup'),
  signIn: go('Sign In', '/api/login'),
  signOut: go('Sign Out', '/api/logout'),
  joinAsCoach: go('Join as Coach', '/coach-onboarding'),
  coachSetup: go('Coach Setup', '/coach-onboarding'),
  setUpOrganization: go('Set Up Your Organization', '/organization-setup'),
  contactUs: go('Contact Us', '/contact'),
  support: go('Contact Support', '/support'),
  privacy: go('Privacy Policy', '/privacy'),
  terms: go('Terms of Service', '/terms'),
  subscription: go('Manage Subscription', '/subscription'),
  billing: go('Billing', '/advanced-billing'),
  team: go('Team Management', '/team'),
  aiCoachBuilder: go('AI Coach Builder', '/ai-coach-builder'),
  aiAssistantGenerator: go('AI Assistant Generator', '/ai-assistant-generator'),
  analytics: go('Analytics', '/analytics-dashboard'),
  settings: go('Settings', '/settings'),
  changeRole: go('Change Role', '/role-selection'),
  invitations: go('Client Invitations', '/coach-invitations'),
  seePricing: scroll('See Pricing', '#pricing'),
  exploreFeatures: scroll('Explore Features', '#features'),
} satisfies Record<string, HelpChatSuggestedAction>;
