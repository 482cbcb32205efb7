/** Where people reach the Catalyst team; shown on /contact, /support, /privacy and /terms. */
export const CONTACT = {
  supportEmail: 'support@catalyst.example',
  salesEmail: 'sales@catalyst.example',
  privacyEmail: 'privacy@catalyst.example',
  supportHours: 'Monday to Friday, 9:00 to 18:00 (UTC)',
  responseTime: 'within one business day',
} as const;
