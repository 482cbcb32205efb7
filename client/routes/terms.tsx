import { CLIENT_PLAN, formatUsd } from '@shared/constants/plans';
import { CONTACT } from '@shared/constants/contact';
import { PageSection, PublicPage } from '@/features/landing/site-chrome';

export function TermsPage() {
  return (
    <PublicPage title="Terms of Service" intro="The agreement between you and Catalyst when you use the platform.">
      <PageSection title="Your account">
        <p>You need an account to use Catalyst. Keep your sign-in details to yourself; you are responsible for what happens in your account. Tell us at once if you think someone else has used it.</p>
      </PageSection>
      <PageSection title="Subscriptions and trials">
        <p>
          The client plan costs {formatUsd(CLIENT_PLAN.priceCents)} per month after a {CLIENT_PLAN.trialDays}-day free trial, which needs no credit
          card. You can cancel at any time; the plan then ends with the current billing period. Sessions with human coaches are charged
          separately at the coach&apos;s rate.
        </p>
        <p>Coach plans and organization agreements are billed as stated when you choose them.</p>
      </PageSection>
      <PageSection title="Coaching is not therapy">
        <p>Coaching, by people or by AI coaches, is not medical, psychological, legal or financial advice. If you are in crisis, contact your local emergency services.</p>
      </PageSection>
      <PageSection title="Acceptable use">
        <p>Be respectful to coaches and other members. Do not misuse the service, try to reach data that is not yours, or use it to harass anyone. We may suspend accounts that do.</p>
      </PageSection>
      <PageSection title="Coaches on Catalyst">
        <p>Coaches are independent professionals. They are responsible for the quality of their sessions and for the accuracy of their profiles.</p>
      </PageSection>
      <PageSection title="Changes and contact">
        <p>
          We may update these terms and will tell you by e-mail before important changes take effect. Questions:{' '}
          <a className="font-medium text-primary hover:underline" href={`mailto:${CONTACT.supportEmail}`}>
            {CONTACT.supportEmail}
          </a>
          .
        </p>
      </PageSection>
    </PublicPage>
  );
}

export default TermsPage;
