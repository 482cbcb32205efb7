import { Check } from 'lucide-react';
import type { SignupIntent } from '@shared/schemas/client-signup';
import { COACH_PLANS, formatUsd } from '@shared/constants/plans';
import { SignupForm } from '@/features/client-signup/signup-form';
import { SignupShell } from '@/features/client-signup/signup-shell';

type AccountIntent = Exclude<SignupIntent, 'client'>;

const COPY: Record<AccountIntent, { title: string; description: string; path: string; next: string; steps: string[] }> = {
  coach: {
    title: 'Join as Coach',
    description: 'Create your account, then set up your coaching profile and plan.',
    path: '/coach-onboarding',
    next: `Coach plans from ${formatUsd(COACH_PLANS[0].priceCents)}/month`,
    steps: ['Create your account', 'Set up your coaching profile', 'Choose Basic or Premium', 'Invite your clients'],
  },
  organization: {
    title: 'Transform Your Organization',
    description: 'Create your account, then set up your organization. You will be its admin.',
    path: '/organization-setup',
    next: 'Custom pricing for organizations',
    steps: ['Create your account', 'Set up your organization', 'Invite your team', 'Start coaching programmes'],
  },
};

/**
 * What a visitor sees at /coach-onboarding or /organization-setup: an account made right here, with
 * the matching role, after which the same address shows the onboarding form.
 */
export function AccountSignupPage({ intent }: { intent: AccountIntent }) {
  const copy = COPY[intent];
  return (
    <SignupShell
      title={copy.title}
      description={copy.description}
      signInRedirect={copy.path}
      aside={
        <aside className="rounded-xl border bg-background/70 p-6 shadow-sm" aria-label="What's next">
          <p className="text-sm font-semibold text-muted-foreground">{copy.next}</p>
          <ol className="mt-4 grid gap-2 text-sm">
            {copy.steps.map((step) => (
              <li key={step} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {step}
              </li>
            ))}
          </ol>
        </aside>
      }
    >
      <SignupForm intent={intent} />
    </SignupShell>
  );
}

export default AccountSignupPage;
