import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { ONBOARDING_AVAILABILITY, ONBOARDING_COMMUNICATION, ONBOARDING_EXPERIENCE, ONBOARDING_MESSAGES, ONBOARDING_STEPS } from '@shared/constants/onboarding';
import { CLIENT_PLAN, formatUsd } from '@shared/constants/plans';
import { type ClientOnboardingInput, type ClientOnboardingValues, STEP_FIELDS, clientOnboardingInput } from '@shared/schemas/client-onboarding';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { ChoiceSelect } from './choice-select';

/** The agreements start unticked; the schema accepts only `true`. */
type FormValues = Omit<ClientOnboardingInput, 'agreedToTerms' | 'agreedToSubscription'> & { agreedToTerms: boolean; agreedToSubscription: boolean };
type Step = 1 | 2 | 3;

const resolver = zodResolver(clientOnboardingInput) as unknown as Resolver<FormValues, unknown, ClientOnboardingValues>;

export function OnboardingWizard({ onDone }: { onDone(): void }) {
  const [step, setStep] = useState<Step>(1);
  const form = useForm<FormValues, unknown, ClientOnboardingValues>({
    resolver,
    defaultValues: { goals: '', specificChallenges: '', expectations: '', agreedToTerms: false, agreedToSubscription: false },
  });
  const complete = trpc.clientOnboarding.complete.useMutation({
    onSuccess: () => {
      toast({ ...ONBOARDING_MESSAGES.client.success });
      onDone();
    },
    onError: (error) => {
      toast({ ...ONBOARDING_MESSAGES.client.failure, variant: 'destructive' });
      const issues = fieldIssues(error);
      for (const s of [1, 2, 3] as const) {
        const fields = STEP_FIELDS[s] as readonly FieldPath<FormValues>[];
        const failed = fields.filter((field) => issues[field]);
        for (const field of failed) form.setError(field, { message: issues[field] });
        if (failed.length) {
          setStep(s);
          break;
        }
      }
    },
  });
  const { errors } = form.formState;
  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step] as readonly FieldPath<FormValues>[])) setStep((s) => (s < 3 ? ((s + 1) as Step) : s));
  };
  const a11y = (field: keyof FormValues) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `onb-${field}-error` } : {});

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit((values) => complete.mutate(values))}>
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          Step {step} of 3: {ONBOARDING_STEPS[step - 1]}
        </p>
        <Progress value={(step / 3) * 100} aria-label={`Step ${step} of 3`} />
        <ol className="hidden grid-cols-3 gap-2 text-xs sm:grid">
          {ONBOARDING_STEPS.map((label, index) => (
            <li key={label} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 <= step ? 'font-medium text-primary' : 'text-muted-foreground'}>
              {label}
            </li>
          ))}
        </ol>
      </div>

      {step === 1 && (
        <section className="grid gap-5" aria-label={ONBOARDING_STEPS[0]}>
          <div className="grid gap-2">
            <Label htmlFor="onb-goals">What are your coaching goals?</Label>
            <Textarea id="onb-goals" rows={4} placeholder="e.g. Become a confident leader of my first team" {...a11y('goals')} {...form.register('goals')} />
            <FieldError id="onb-goals-error" message={errors.goals?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="onb-experience">Coaching experience</Label>
            <Controller control={form.control} name="experience" render={({ field }) => <ChoiceSelect id="onb-experience" value={field.value} onChange={field.onChange} options={ONBOARDING_EXPERIENCE} placeholder="Select your experience" invalid={Boolean(errors.experience)} />} />
            <FieldError id="onb-experience-error" message={errors.experience?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="onb-specificChallenges">Specific challenges (optional)</Label>
            <Textarea id="onb-specificChallenges" rows={3} placeholder="What is getting in your way right now?" {...form.register('specificChallenges')} />
          </div>
        </section>
      )}

      {step === 2 && (
        <section className="grid gap-5" aria-label={ONBOARDING_STEPS[1]}>
          <div className="grid gap-2">
            <Label htmlFor="onb-availability">Availability</Label>
            <Controller control={form.control} name="availability" render={({ field }) => <ChoiceSelect id="onb-availability" value={field.value} onChange={field.onChange} options={ONBOARDING_AVAILABILITY} placeholder="How often would you meet?" invalid={Boolean(errors.availability)} />} />
            <FieldError id="onb-availability-error" message={errors.availability?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="onb-communicationPreference">Communication preference</Label>
            <Controller
              control={form.control}
              name="communicationPreference"
              render={({ field }) => <ChoiceSelect id="onb-communicationPreference" value={field.value} onChange={field.onChange} options={ONBOARDING_COMMUNICATION} placeholder="How would you like to meet?" invalid={Boolean(errors.communicationPreference)} />}
            />
            <FieldError id="onb-communicationPreference-error" message={errors.communicationPreference?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="onb-expectations">Expectations (optional)</Label>
            <Textarea id="onb-expectations" rows={3} placeholder="What would make coaching a success for you?" {...form.register('expectations')} />
          </div>
        </section>
      )}

      {step === 3 && (
        <section className="grid gap-5" aria-label={ONBOARDING_STEPS[2]}>
          <div className="rounded-lg border bg-muted/40 p-4">
            <p className="text-lg font-semibold">
              {formatUsd(CLIENT_PLAN.priceCents)}/month platform fee
            </p>
            <p className="text-sm text-muted-foreground">
              {CLIENT_PLAN.trialDays}-day free trial, no credit card needed for the trial. Coach session fees are extra, about $100-300/hour. Cancel anytime.
            </p>
          </div>
          {(['agreedToTerms', 'agreedToSubscription'] as const).map((name) => (
            <div key={name} className="grid gap-1">
              <div className="flex items-start gap-3">
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => <Checkbox id={`onb-${name}`} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} {...a11y(name)} />}
                />
                <Label htmlFor={`onb-${name}`} className="leading-snug font-normal">
                  {name === 'agreedToTerms' ? 'I agree to the Terms of Service and Privacy Policy' : `I agree to the subscription terms: ${formatUsd(CLIENT_PLAN.priceCents)}/month after the ${CLIENT_PLAN.trialDays}-day free trial`}
                </Label>
              </div>
              <FieldError id={`onb-${name}-error`} message={errors[name]?.message} />
            </div>
          ))}
        </section>
      )}

      <div className="flex justify-between gap-3">
        <Button type="button" variant="outline" onClick={() => setStep((s) => (s > 1 ? ((s - 1) as Step) : s))} disabled={step === 1 || complete.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        {step < 3 ? (
          <Button type="button" onClick={() => void next()}>
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" disabled={complete.isPending || complete.isSuccess}>
            {complete.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Complete Registration
          </Button>
        )}
      </div>
    </form>
  );
}
