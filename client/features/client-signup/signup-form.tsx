import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { type ClientSignupInput, clientSignupInput, SIGNUP_DUPLICATE_MESSAGE } from '@shared/schemas/client-signup';
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
const STEP_ONE_FIELDS = ['firstName', 'lastName', 'email', 'company'] as const satisfies FieldPath<Values>[];

export function SignupForm() {
  const [step, setStep] = useState<1 | 2>(1);
  const [clash, setClash] = useState<string | null>(null);
  const signInLink = trpc.auth.requestEmailLink.useMutation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const utils = trpc.useUtils();
  const form = useForm<Values, unknown, z.output<typeof clientSignupInput>>({
    resolver: zodResolver(clientSignupInput),
    defaultValues: { firstName: '', lastName: '', email: '', company: '', goals: '' },
  });
  const { errors } = form.formState;
  const [firstName, lastName, email, goals] = useWatch({ control: form.control, name: ['firstName', 'lastName', 'email', 'goals'] });
  const stepOneFilled = [firstName, lastName, email].every((value) => typeof value === 'string' && value.trim() !== '');

  const signup = trpc.clientSignup.create.useMutation({
    onSuccess: (user) => {
      toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your account has been created. You can now browse coaches and book sessions.' });
      // The new session cookie is set (every cached answer, the visitor's, was read again: lib/live-data.ts).
      utils.auth.user.setData(undefined, user);
      // Arrived through sign-in with a redirect (e.g. an invitation's free trial): continue there.
      navigate(safeRedirect(params.get('redirect'), '/browse-coaches'));
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
      <StepIndicator labels={SIGNUP_STEPS} current={step} label="Signup steps" />
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          if (step === 1) {
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
                      onClick={() => signInLink.mutate({ email: clash, redirect: safeRedirect(params.get('redirect'), '/dashboard') })}
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
            <div className="grid gap-2">
              <Label htmlFor="company">
                Company <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input autoComplete="organization" {...field('company')} />
              <FieldError id="company-error" message={errors.company?.message} />
            </div>
            <Button type="submit" size="lg" disabled={!stepOneFilled} className="mt-2">
              Continue to Goals
              <ArrowRight aria-hidden="true" />
            </Button>
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
              <Button type="submit" size="lg" disabled={!goals?.trim() || signup.isPending || signup.isSuccess}>
                {signup.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {signup.isPending ? 'Creating Account...' : 'Create Account'}
              </Button>
            </div>
          </fieldset>
        )}
      </form>
    </div>
  );
}
