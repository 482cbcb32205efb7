/** The Help & Support page's questions and answers; the help assistant answers from the same text. */
export const SUPPORT_FAQ = [
  { q: 'How do I book a session?', a: 'Use Quick Book in the top bar, or open a coach’s profile from Find Coaches and choose Book Session.' },
  { q: 'How do I sign in without a password?', a: 'On the sign-in page, enter your e-mail and choose “E-mail me a sign-in link”. The link works once, for 15 minutes. You can set a password in Settings.' },
  { q: 'How do I change my role?', a: 'Choose Change Role in the sidebar. Coaches then set up their profile; organization admins set up their organization.' },
  { q: 'Can I hide features I do not use?', a: 'Yes: the gear icon in the sidebar opens Feature Visibility, where you choose what the navigation shows on this device.' },
  {
    q: 'Can I work with a different coach?',
    a: 'Yes. You are not tied to one coach: open Find Coaches and book a session with anyone who suits you better, and start an AI session with any AI coach from AI Coaching. Your goals and history stay with you.',
  },
  { q: 'Is there a mobile app?', a: 'Not in the app stores. Catalyst runs in the web browser of any phone, tablet or computer, with the same account and everything you have saved.' },
  {
    q: 'Which languages does Catalyst speak?',
    a: 'The screens are in English. AI coaches answer messages in Spanish, French, German, Portuguese and Italian in that language, and say honestly that their full coaching is in English.',
  },
] as const;
