import { Building2, LifeBuoy, Mail, ShieldCheck } from 'lucide-react';
import { CONTACT } from '@shared/constants/contact';
import { PublicPage } from '@/features/landing/site-chrome';

const CHANNELS = [
  { icon: LifeBuoy, title: 'Support', text: 'Questions about your account, sessions or billing.', email: CONTACT.supportEmail },
  { icon: Building2, title: 'Sales', text: 'Coaching for your organization, custom pricing and SSO.', email: CONTACT.salesEmail },
  { icon: ShieldCheck, title: 'Privacy', text: 'Copies of your data, corrections and account deletion.', email: CONTACT.privacyEmail },
];

export function ContactPage() {
  return (
    <PublicPage title="Contact Us" intro={`We answer ${CONTACT.responseTime}. Our team works ${CONTACT.supportHours}.`}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {CHANNELS.map(({ icon: Icon, title, text, email }) => (
          <li key={title} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{text}</p>
            <a href={`mailto:${email}`} className="mt-4 inline-flex items-center gap-2 text-sm font-medium break-all text-primary hover:underline">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {email}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Already a member? Sign in and open Support from the sidebar, or ask the help assistant in the corner of any page.
      </p>
    </PublicPage>
  );
}

export default ContactPage;
