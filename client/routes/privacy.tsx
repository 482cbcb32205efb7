import { CONTACT } from '@shared/constants/contact';
import { PageSection, PublicPage } from '@/features/landing/site-chrome';

export function PrivacyPage() {
  return (
    <PublicPage title="Privacy Policy" intro="How Catalyst collects, uses and protects your personal data.">
      <PageSection title="What we collect">
        <p>
          Your account details (name, e-mail address, role and, if you add one, a profile picture address), what you tell us when you sign
          up (your company and goals), and what you create while using Catalyst: goals, sessions, messages, notes and AI coaching
          conversations.
        </p>
        <p>We also keep technical records needed to run the service securely, such as sign-in sessions, the IP address and browser of each session, and failed sign-in attempts.</p>
      </PageSection>
      <PageSection title="How we use it">
        <p>To provide the service: to match you with coaches, run sessions, send the e-mails you ask for (such as sign-in links), and show your progress.</p>
        <p>Your coach sees what they need to coach you. Organizations see aggregate figures about their coaching programmes, never the content of your sessions or chats.</p>
        <p>We do not sell your data and we do not use it for advertising.</p>
      </PageSection>
      <PageSection title="AI coaching">
        <p>Messages you send to AI coaches are processed to generate answers. A safety check runs on every message. Conversations stay in your account and are not used to train models.</p>
      </PageSection>
      <PageSection title="Security and retention">
        <p>Passwords are stored only as strong one-way hashes, session and sign-in link tokens only as keyed hashes. We keep your data while your account exists and delete it when you ask us to close your account.</p>
      </PageSection>
      <PageSection title="Your rights">
        <p>
          You can see and correct your profile in Settings at any time. To receive a copy of your data or to have it deleted, write to{' '}
          <a className="font-medium text-primary hover:underline" href={`mailto:${CONTACT.privacyEmail}`}>
            {CONTACT.privacyEmail}
          </a>
          . We answer {CONTACT.responseTime}.
        </p>
      </PageSection>
      <PageSection title="Cookies and local storage">
        <p>We use one essential cookie to keep you signed in. Your browser also stores display preferences, such as the sidebar layout, on your device; they never leave it.</p>
      </PageSection>
    </PublicPage>
  );
}

export default PrivacyPage;
