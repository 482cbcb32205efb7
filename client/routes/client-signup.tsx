import { ArrowLeft, Check } from 'lucide-react';
import { Link } from 'react-router';
import { CLIENT_PLAN, formatUsd } from '@shared/constants/plans';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignupForm } from '@/features/client-signup/signup-form';
import { loginUrl } from '@/lib/auth';

const INCLUDED = ['1-on-1 sessions with certified coaches', '24/7 AI coaching', 'Goal tracking and progress reports', 'Learning resources'];

export function ClientSignupPage() {
  return (
    <div className="min-h-dvh bg-gradient-to-br from-indigo-50 via-white to-violet-50">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Brand />
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </header>
      <main className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Card className="shadow-md">
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl">Create your account</h1>
            </CardTitle>
            <CardDescription>Two quick steps and you can start browsing coaches.</CardDescription>
          </CardHeader>
          <CardContent>
            <SignupForm />
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <a href={loginUrl()} className="font-medium text-primary hover:underline">
                Sign in
              </a>
            </p>
          </CardContent>
        </Card>
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
      </main>
    </div>
  );
}

export default ClientSignupPage;
