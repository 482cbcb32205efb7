import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { COACH_SPECIALTIES } from '@shared/constants/coaching';
import { COACH_TIMEZONES, ONBOARDING_MESSAGES } from '@shared/constants/onboarding';
import { type CoachProfile, type CoachProfileInput, type CoachProfileValues, coachProfileInput, experienceFromText } from '@shared/schemas/coach-onboarding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckChips } from '@/components/ui/check-chips';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { PlanPicker } from './plan-picker';

const FIELDS = ['title', 'bio', 'resume', 'hourlyRate', 'experience', 'timezone', 'specialties', 'plan'] as const;
type Field = (typeof FIELDS)[number];

function defaults(profile: CoachProfile | null): CoachProfileInput {
  if (!profile) return { title: '', bio: '', resume: '', hourlyRate: '', experience: 0, timezone: '', specialties: [], plan: 'basic' };
  const known = (COACH_SPECIALTIES as readonly string[]).filter((s) => profile.specialties.includes(s)) as CoachProfileInput['specialties'];
  return {
    title: profile.title ?? '',
    bio: profile.bio ?? '',
    resume: profile.resume ?? '',
    hourlyRate: profile.hourlyRateCents ? String(profile.hourlyRateCents / 100) : '',
    experience: profile.experience,
    timezone: profile.timezone ?? '',
    specialties: known,
    plan: profile.plan,
  };
}

export function CoachProfileForm({ profile, onSaved }: { profile: CoachProfile | null; onSaved(): void }) {
  const form = useForm<CoachProfileInput, unknown, CoachProfileValues>({ resolver: zodResolver(coachProfileInput), defaultValues: defaults(profile) });
  const save = trpc.coachOnboarding.save.useMutation({
    onSuccess: () => {
      toast({ ...ONBOARDING_MESSAGES.coach.success, description: 'Your coach profile is live. Invite your first clients.' });
      onSaved();
    },
    onError: (error) => {
      toast({ title: ONBOARDING_MESSAGES.coach.failure.title, description: errorMessage(error, ONBOARDING_MESSAGES.coach.failure.description), variant: 'destructive' });
      for (const [field, message] of Object.entries(fieldIssues(error))) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message });
      }
    },
  });
  const { errors } = form.formState;
  const a11y = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `coach-${field}-error` } : {});

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Your coaching profile</h2>
          </CardTitle>
          <CardDescription>Clients see this on your invitation page and in the coach directory.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="coach-title">Professional title</Label>
            <Input id="coach-title" placeholder="Executive Leadership Coach" {...a11y('title')} {...form.register('title')} />
            <FieldError id="coach-title-error" message={errors.title?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="coach-bio">Bio</Label>
            <Textarea id="coach-bio" rows={3} placeholder="Who you help and how (at least 50 characters)" {...a11y('bio')} {...form.register('bio')} />
            <FieldError id="coach-bio-error" message={errors.bio?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="coach-resume">Resume / background</Label>
            <Textarea id="coach-resume" rows={5} placeholder="Experience, certifications and results (at least 100 characters)" {...a11y('resume')} {...form.register('resume')} />
            <FieldError id="coach-resume-error" message={errors.resume?.message} />
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor="coach-hourlyRate">Hourly rate (USD)</Label>
              <Input id="coach-hourlyRate" inputMode="decimal" placeholder="150" {...a11y('hourlyRate')} {...form.register('hourlyRate')} />
              <FieldError id="coach-hourlyRate-error" message={errors.hourlyRate?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="coach-experience">Years of experience</Label>
              <Input id="coach-experience" type="number" min={0} {...a11y('experience')} {...form.register('experience', { setValueAs: (value: unknown) => (typeof value === 'number' ? value : experienceFromText(String(value))) })} />
              <FieldError id="coach-experience-error" message={errors.experience?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="coach-timezone">Timezone</Label>
              <Controller
                control={form.control}
                name="timezone"
                render={({ field }) => (
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <SelectTrigger id="coach-timezone" {...a11y('timezone')}>
                      <SelectValue placeholder="Select timezone" />
                    </SelectTrigger>
                    <SelectContent>
                      {COACH_TIMEZONES.map((zone) => (
                        <SelectItem key={zone.value} value={zone.value}>
                          {zone.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <FieldError id="coach-timezone-error" message={errors.timezone?.message} />
            </div>
          </div>
          <div className="grid gap-2">
            <p className="text-sm leading-none font-medium">Specialties</p>
            <Controller
              control={form.control}
              name="specialties"
              render={({ field }) => (
                <CheckChips label="Specialties" options={COACH_SPECIALTIES} value={field.value ?? []} onChange={field.onChange} invalid={Boolean(errors.specialties)} describedBy="coach-specialties-error" className="lg:grid-cols-3" />
              )}
            />
            <FieldError id="coach-specialties-error" message={errors.specialties?.message} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Subscription plan</h2>
          </CardTitle>
          <CardDescription>Change your plan at any time. Revenue sharing applies to AI-generated sessions.</CardDescription>
        </CardHeader>
        <CardContent>
          <Controller control={form.control} name="plan" render={({ field }) => <PlanPicker value={field.value ?? 'basic'} onChange={field.onChange} />} />
        </CardContent>
      </Card>
      <Button type="submit" size="lg" disabled={save.isPending} className="justify-self-end">
        {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {profile ? 'Save Coach Profile' : 'Create Coach Profile'}
      </Button>
    </form>
  );
}
