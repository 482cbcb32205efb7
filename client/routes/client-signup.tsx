import { Check } from 'lucide-react';
import { CLIENT_PLAN, formatUsd } from '@shared/constants/plans';
import { SignupForm } from '@/features/client-signup/signup-form';
import { SignupShell } from '@/features/client-signup/signup-shell';

const INCLUDED = ['1-on-1 sessions with certified coaches', '24/7 AI coaching', 'Goal tracking and progress reports', 'Learning resources'];

export function ClientSignupPage() {
  return (
    <SignupShell
      title="Create your account"
      description="Two quick steps and you can start browsing coaches."
      aside={
        <aside className="rounded-xl border bg-background/70 p-6 shadow-sm" aria-label="Your plan">
          <p className="text-sm font-semibold text-muted-foreground">Client plan</p>
          <p className="mt-1 flex items-baseline gap-1">
            <span className="text-3xl font-bold">{formatUsd(CLIENT_PLAN.priceCents)}</span>
            <span className="text-muted-foreground">/month</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {CLIENT_PLAN.trialDays}-day free trial. {CLIENT_PLAN.features.join('. ')}.
          </p>
          <ul className="mt-5 grid gap-2 text-sm">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </aside>
      }
    >
      <SignupForm />
    </SignupShell>
  );
}

export default ClientSignupPage;
