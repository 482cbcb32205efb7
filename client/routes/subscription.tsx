import { Check, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLIENT_PLAN, COACH_PLANS, COACH_SESSION_FEE_RANGE_CENTS, ORGANIZATION_PLAN, formatUsd } from '@shared/constants/plans';
import type { Role } from '@shared/constants/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/auth';

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ name, price, note, features, badge, action }: { name: string; price: ReactNode; note: string; features: readonly string[]; badge?: string; action?: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>
            <h2>{name}</h2>
          </CardTitle>
          {badge && <Badge>{badge}</Badge>}
        </div>
        <p className="text-3xl font-bold tracking-tight">{price}</p>
        <CardDescription>{note}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <Features items={features} />
        {action && <div className="mt-auto">{action}</div>}
      </CardContent>
    </Card>
  );
}

const perMonth = (cents: number) => (
  <>
    {formatUsd(cents)}
    <span className="ml-1 text-base font-normal text-muted-foreground">/month</span>
  </>
);

function PlansFor({ role }: { role: Role }) {
  if (role === 'coach') {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {COACH_PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            name={`Coach ${plan.name}`}
            price={perMonth(plan.priceCents)}
            note={`Up to ${plan.clientLimit} active clients`}
            features={plan.features}
            action={
              <Button asChild variant="outline" className="w-full">
                <Link to="/coach-onboarding">Choose in Coach Setup</Link>
              </Button>
            }
          />
        ))}
      </div>
    );
  }
  if (role === 'organization_admin' || role === 'team_lead' || role === 'hr_manager') {
    return (
      <PlanCard
        name={ORGANIZATION_PLAN.name}
        price="Custom"
        note={ORGANIZATION_PLAN.pricing}
        features={ORGANIZATION_PLAN.features}
        badge="Your plan"
        action={
          <Button asChild variant="outline">
            <Link to="/contact">Contact Sales</Link>
          </Button>
        }
      />
    );
  }
  if (role === 'admin') {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Platform administrator</h2>
          </CardTitle>
          <CardDescription>Administrator accounts have no subscription.</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <PlanCard
      name={`${CLIENT_PLAN.name} plan`}
      price={perMonth(CLIENT_PLAN.priceCents)}
      note={`${CLIENT_PLAN.trialDays}-day free trial. Coach sessions are extra, about ${formatUsd(COACH_SESSION_FEE_RANGE_CENTS.min)}-${formatUsd(COACH_SESSION_FEE_RANGE_CENTS.max)}/hour.`}
      features={[`${CLIENT_PLAN.trialDays}-day free trial`, ...CLIENT_PLAN.features]}
      badge="Your plan"
    />
  );
}

export function SubscriptionPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Subscription</h1>
        <p className="mt-1 text-muted-foreground">Your plan and what it includes.</p>
      </div>
      <PlansFor role={user.role} />
      <Card className="border-dashed">
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <CreditCard className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">
              Online payment is not connected yet, so no card has been charged. To change or cancel your plan, contact our team.
            </p>
          </div>
          <Button asChild variant="outline" className="shrink-0">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export default SubscriptionPage;
