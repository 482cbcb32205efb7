import { ArrowRight, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLIENT_PLAN, COACH_PLANS, COACH_SESSION_FEE_RANGE_CENTS, ORGANIZATION_PLAN, formatUsd } from '@shared/constants/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { type Audience, SLIDES } from './slides';

const BENEFITS: Record<Audience, { title: string; items: string[] }> = {
  individuals: {
    title: 'Everything you need to grow',
    items: [
      '1-on-1 sessions with certified coaches',
      '24/7 AI coaching from specialised AI mentors',
      'Goal tracking with progress analytics',
      'Video sessions with recording, screen sharing and calendar integration',
      'A library of articles, videos and templates',
    ],
  },
  organizations: {
    title: 'Coaching programmes that scale',
    items: [
      'Custom company AI coaches trained on your culture',
      'SSO integration for your whole workforce',
      'Team analytics and progress reports',
      'A dedicated account manager',
      'Priority support',
    ],
  },
  coaches: {
    title: 'Tools to build your practice',
    items: [
      'A public profile in the coach directory',
      'Client invitations by link, QR code or e-mail',
      'Video sessions with recording and screen sharing',
      'Your own AI assistant, trained in your style',
      'Revenue sharing from AI coach interactions',
    ],
  },
};

function BenefitList({ audience }: { audience: Audience }) {
  const { title, items } = BENEFITS[audience];
  return (
    <div className="grid content-start gap-4">
      <h3 className="text-xl font-semibold">{title}</h3>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Check className="size-3.5" aria-hidden="true" />
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PriceCard({ name, price, period, note, features, action, highlighted = false, badge }: {
  name: string;
  price: string;
  period?: string;
  note?: string;
  features: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
  badge?: string;
}) {
  return (
    <div className={cn('relative flex flex-col rounded-xl border bg-card p-6 shadow-sm', highlighted && 'border-primary shadow-lg ring-1 ring-primary')}>
      {badge && <Badge className="absolute -top-2.5 left-6">{badge}</Badge>}
      <p className="font-semibold text-muted-foreground">{name}</p>
      <p className="mt-2 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        {period && <span className="text-muted-foreground">{period}</span>}
      </p>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
      <ul className="mt-5 mb-6 grid gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2">{action}</div>
    </div>
  );
}

const fee = `${formatUsd(COACH_SESSION_FEE_RANGE_CENTS.min)}-${formatUsd(COACH_SESSION_FEE_RANGE_CENTS.max)}`;

/** Benefits and pricing per audience; the selected tab follows the hero carousel. */
export function AudienceTabs({ value, onValueChange }: { value: Audience; onValueChange: (value: Audience) => void }) {
  return (
    <section id="pricing" className="scroll-mt-16 bg-background py-16 sm:py-24" aria-labelledby="pricing-title">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Simple pricing for every path
          </h2>
          <p className="mt-3 text-muted-foreground">Start with a free trial, bring your whole organization, or build your coaching business.</p>
        </div>
        <Tabs value={value} onValueChange={(next) => onValueChange(next as Audience)} className="mt-10">
          <div className="flex justify-center">
            <TabsList className="h-11">
              {SLIDES.map((slide) => (
                <TabsTrigger key={slide.id} value={slide.id} className="px-4 py-1.5 sm:px-6">
                  {slide.tab}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>

          <TabsContent value="individuals" className="mt-10 grid gap-10 md:grid-cols-2">
            <BenefitList audience="individuals" />
            <PriceCard
              name="Client plan"
              price={formatUsd(CLIENT_PLAN.priceCents)}
              period="/month"
              note={`${CLIENT_PLAN.trialDays}-day free trial. Coach session fees are extra, about ${fee}/hour.`}
              features={[`${CLIENT_PLAN.trialDays}-day free trial`, ...CLIENT_PLAN.features]}
              highlighted
              badge="Most popular"
              action={
                <Button asChild size="lg">
                  <Link to="/client-signup">
                    Start Your Free Trial
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              }
            />
          </TabsContent>

          <TabsContent value="organizations" className="mt-10 grid gap-10 md:grid-cols-2">
            <BenefitList audience="organizations" />
            <PriceCard
              name="Organization"
              price="Custom"
              note={ORGANIZATION_PLAN.pricing}
              features={ORGANIZATION_PLAN.features}
              highlighted
              action={
                <>
                  <Button asChild size="lg">
                    <Link to="/organization-setup">Transform Your Organization</Link>
                  </Button>
                  <Button asChild size="lg" variant="outline">
                    <Link to="/contact">Contact Sales</Link>
                  </Button>
                </>
              }
            />
          </TabsContent>

          <TabsContent value="coaches" className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
            <BenefitList audience="coaches" />
            <div className="grid gap-6 sm:grid-cols-2">
              {COACH_PLANS.map((plan) => (
                <PriceCard
                  key={plan.id}
                  name={plan.name}
                  price={formatUsd(plan.priceCents)}
                  period="/month"
                  features={plan.features}
                  highlighted={plan.id === 'premium'}
                  badge={plan.id === 'premium' ? 'Best value' : undefined}
                  action={
                    <Button asChild size="lg" variant={plan.id === 'premium' ? 'default' : 'outline'}>
                      <Link to="/coach-onboarding">Join as Coach</Link>
                    </Button>
                  }
                />
              ))}
              <p className="text-sm text-muted-foreground sm:col-span-2">Change your plan at any time. Revenue sharing applies to AI-generated sessions.</p>
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
