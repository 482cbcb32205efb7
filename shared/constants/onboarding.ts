/** The spec's onboarding constants (part 2 sections 5, 8, 9). Coach specialties live in coaching.ts, coach plans in plans.ts. */

export const ORGANIZATION_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Manufacturing',
  'Retail',
  'Education',
  'Consulting',
  'Government',
  'Non-profit',
  'Other',
] as const;

export const ORGANIZATION_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const organizationSizeLabel = (size: string) => `${size} employees`;

export const COACHING_GOALS = [
  'Leadership Development',
  'Team Performance',
  'Employee Retention',
  'Communication Skills',
  'Change Management',
  'Executive Coaching',
  'Sales Performance',
  'Career Development',
  'Stress Management',
  'Work-Life Balance',
] as const;

/** The eleven time zones a coach may pick; stored as IANA names. */
export const COACH_TIMEZONES = [
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Chicago', label: 'Chicago' },
  { value: 'America/Denver', label: 'Denver' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Singapore', label: 'Singapore' },
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'UTC', label: 'UTC' },
] as const;
export const COACH_TIMEZONE_VALUES = COACH_TIMEZONES.map((zone) => zone.value) as [string, ...string[]];

export const ONBOARDING_EXPERIENCE = [
  { value: 'none', label: 'No prior coaching experience' },
  { value: 'some', label: 'Some informal coaching or mentoring' },
  { value: 'formal', label: 'Formal coaching before' },
  { value: 'extensive', label: 'Extensive coaching experience' },
] as const;
export const ONBOARDING_AVAILABILITY = [
  { value: 'weekly', label: 'Weekly sessions' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly sessions' },
  { value: 'asneeded', label: 'As needed' },
] as const;
export const ONBOARDING_COMMUNICATION = [
  { value: 'video', label: 'Video calls' },
  { value: 'audio', label: 'Audio calls' },
  { value: 'chat', label: 'Text chat' },
  { value: 'mixed', label: 'A mix of all' },
] as const;
export const ONBOARDING_STEPS = ['Goals & Background', 'Preferences', 'Subscription'] as const;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** Direct invitations a coach may send in 24 hours. */
export const INVITATIONS_PER_DAY = 50;

/** Invitation landing defaults, used only where the coach has not filled a field (part 2 section 9). */
export const INVITE_PAGE_DEFAULTS = { hourlyRate: 200, rating: 4.8, reviewCount: 15, experience: 8, clientsServed: 50 } as const;

export const INVITE_BENEFITS = [
  { title: 'Personalized 1-on-1 coaching', description: 'Sessions built around your goals, at a pace that fits you.' },
  { title: '24/7 AI coaching support', description: 'AI coaches between sessions keep you moving forward.' },
  { title: 'Goal tracking and progress analytics', description: 'See your progress and celebrate each milestone.' },
  { title: '7-day free trial', description: '$50/month after the trial. No credit card needed to start.' },
] as const;

export const ONBOARDING_MESSAGES = {
  organization: {
    success: { title: 'Organization Created', description: 'Your organization has been set up successfully.' },
    failure: { title: 'Setup Failed', description: 'Failed to create organization. Please try again.' },
    goalsInline: 'Please select at least one coaching goal.',
  },
  coach: { success: { title: 'Coach Profile Created' }, failure: { title: 'Error', description: 'Failed to create coach profile' } },
  client: {
    success: { title: 'Welcome to the platform!', description: 'Your profile has been set up successfully.' },
    failure: { title: 'Error', description: 'Failed to complete onboarding. Please try again.' },
  },
  invitations: {
    linkCopied: 'Link Copied',
    copied: 'Copied!',
    qrGenerated: 'QR Code Generated',
    downloadStarted: 'Download Started',
    sent: 'Invitation Sent',
    notFound: 'Invitation Not Found',
    notFoundText: 'This coaching invitation link appears to be invalid or expired',
  },
} as const;
