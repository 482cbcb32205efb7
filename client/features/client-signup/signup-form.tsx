import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { type ClientSignupInput, clientSignupInput, SIGNUP_DUPLICATE_MESSAGE, type SignupIntent } from '@shared/schemas/client-signup';
import { safeRedirect } from '@shared/utils/safe-redirect';
import { PRODUCT_NAME } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { StepIndicator } from '@/components/ui/step-indicator';
import { Textarea } from '@/components/ui/textarea';
import { errorCode, errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const SIGNUP_STEPS = ['Basic Info', 'Goals'] as const;

type Values = ClientSignupInput;
const STEP_ONE_FIELDS = ['firstName', 'lastName', 'email', 'company', 'password'] as const satisfies FieldPath<Values>[];

/** Where each kind of new account goes next, and what the welcome toast says. */
const NEXT: Record<SignupIntent, { path: string; welcome: string }> = {
  client: { path: '/browse-coaches', welcome: 'Your account has been created. You can now browse coaches and book sessions.' },
  coach: { path: '/coach-onboarding', welcome: 'Your account has been created. Next: your coaching profile and plan.' },
  organization: { path: '/organization-setup', welcome: 'Your account has been created. Next: set up your organization.' },
};

/** A client signs up in two steps (details, goals); a coach or an organisation's admin-to-be in one, then continues to onboarding. */
export function SignupForm({ intent = 'client' }: { intent?: SignupIntent }) {
  const twoSteps = intent === 'client';
  const [step, setStep] = useState<1 | 2>(1);
  const [clash, setClash] = useState<string | null>(null);
  const signInLink = trpc.auth.requestEmailLink.useMutation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const utils = trpc.useUtils();
  const form = useForm<Values, unknown, z.output<typeof clientSignupInput>>({
    resolver: zodResolver(clientSignupInput),
    defaultValues: { firstName: '', lastName: '', email: '', company: '', goals: '', password: '', intent },
  });
  const { errors } = form.formState;
  const [firstName, lastName, email, goals] = useWatch({ control: form.control, name: ['firstName', 'lastName', 'email', 'goals'] });
  const stepOneFilled = [firstName, lastName, email].every((value) => typeof value === 'string' && value.trim() !== '');

  const signup = trpc.clientSignup.create.useMutation({
    onSuccess: (user) => {
      toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: NEXT[intent].welcome });
      // The new session cookie is set (every cached answer, the visitor's, was read again: lib/live-data.ts).
      utils.auth.user.setData(undefined, user);
      // Arrived through sign-in with a redirect (e.g. an invitation's free trial): continue there.
      navigate(twoSteps ? safeRedirect(params.get('redirect'), NEXT.client.path) : NEXT[intent].path);
    },
    onError: (error, values) => {
      const issues = fieldIssues(error);
      // The e-mail has an account: say so at the field, with the way in (an e-mailed sign-in link).
      if (errorCode(error) === 'CONFLICT') {
        issues.email = errorMessage(error, SIGNUP_DUPLICATE_MESSAGE);
        setClash(values.email);
      }
      for (const [field, message] of Object.entries(issues)) {
        if (field in form.getValues()) form.setError(field as FieldPath<Values>, { message });
      }
      if (STEP_ONE_FIELDS.some((field) => issues[field])) setStep(1);
      toast({ title: 'Signup Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    },
  });

  const continueToGoals = async () => {
    if (await form.trigger(STEP_ONE_FIELDS)) setStep(2);
  };

  const field = (name: FieldPath<Values>) => ({
    id: name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <div className="grid gap-6">
      {twoSteps && <StepIndicator labels={SIGNUP_STEPS} current={step} label="Signup steps" />}
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          if (step === 1 && twoSteps) {
            event.preventDefault();
            if (stepOneFilled) void continueToGoals();
            return;
          }
          void form.handleSubmit((values) => signup.mutate(values))(event);
        }}
      >
        {step === 1 ? (
          <fieldset className="grid gap-4">
            <legend className="sr-only">Basic Info</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="firstName">First name</Label>
                <Input autoComplete="given-name" autoFocus {...field('firstName')} />
                <FieldError id="firstName-error" message={errors.firstName?.message} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="lastName">Last name</Label>
                <Input autoComplete="family-name" {...field('lastName')} />
                <FieldError id="lastName-error" message={errors.lastName?.message} />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="email">Email</Label>
              <Input type="email" autoComplete="email" {...field('email')} />
              <FieldError id="email-error" message={errors.email?.message} />
              {clash !== null && clash === email && (
                <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="signup-email-clash">
                  {signInLink.isSuccess ? (
                    <p role="status" className="text-muted-foreground">
                      Check your inbox: a sign-in link is on its way to <span className="font-medium break-all text-foreground">{clash}</span>.
                    </p>
                  ) : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={signInLink.isPending}
                      onClick={() => signInLink.mutate({ email: clash, redirect: twoSteps ? safeRedirect(params.get('redirect'), '/dashboard') : NEXT[intent].path })}
                    >
                      {signInLink.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                      Sign in instead
                    </Button>
                  )}
                  {signInLink.isError && (
                    <p role="alert" className="text-destructive">
                      {errorMessage(signInLink.error, 'Could not send the link. Please try again.')}
                    </p>
                  )}
                </div>
              )}
            </div>
            {twoSteps && (
              <div className="grid gap-2">
                <Label htmlFor="company">
                  Company <span className="font-normal text-muted-foreground">(optional)</span>
                </Label>
                <Input autoComplete="organization" {...field('company')} />
                <FieldError id="company-error" message={errors.company?.message} />
              </div>
            )}
            <div className="grid gap-2">
              <Label htmlFor="password">
                Password <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input type="password" autoComplete="new-password" {...field('password')} />
              <FieldError id="password-error" message={errors.password?.message} />
              {!errors.password && <p className="text-sm text-muted-foreground">Leave it empty to sign in with a link we e-mail you.</p>}
            </div>
            {twoSteps ? (
              <Button type="submit" size="lg" disabled={!stepOneFilled} className="mt-2">
                Continue to Goals
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <CreateButton className="mt-2" pending={signup.isPending} disabled={!stepOneFilled || signup.isPending || signup.isSuccess} />
            )}
          </fieldset>
        ) : (
          <fieldset className="grid gap-4">
            <legend className="sr-only">Goals</legend>
            <div className="grid gap-2">
              <Label htmlFor="goals" className="leading-snug">What would you like to achieve with coaching?</Label>
              <Textarea
                autoFocus
                className="min-h-[100px]"
                placeholder="For example: become a more confident leader, prepare for a promotion, find a better work-life balance..."
                {...field('goals')}
              />
              <FieldError id="goals-error" message={errors.goals?.message} />
            </div>
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" size="lg" onClick={() => setStep(1)} disabled={signup.isPending}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <CreateButton pending={signup.isPending} disabled={!goals?.trim() || signup.isPending || signup.isSuccess} />
            </div>
          </fieldset>
        )}
      </form>
    </div>
  );
}

function CreateButton({ pending, disabled, className }: { pending: boolean; disabled: boolean; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={disabled} className={className}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {pending ? 'Creating Account...' : 'Create Account'}
    </Button>
  );
}
