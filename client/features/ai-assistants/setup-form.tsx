import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ASSISTANT_COACHING_STYLES, ASSISTANT_MESSAGES, ASSISTANT_PERSONALITIES, ASSISTANT_RESPONSE_STYLES, BUILDER_SPECIALTIES } from '@shared/constants/ai-authoring';
import { type Assistant, type AssistantSetupForm, assistantSetupSchema } from '@shared/schemas/ai-assistants';
import { Button } from '@/components/ui/button';
import { CheckChips } from '@/components/ui/check-chips';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Values = z.output<typeof assistantSetupSchema>;
const FIELDS = ['name', 'description', 'personality', 'specialties', 'coachingStyle', 'responseStyle'] as const;
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const DEFAULTS: AssistantSetupForm = {
  name: '',
  description: '',
  personality: undefined as never,
  specialties: [],
  coachingStyle: undefined as never,
  responseStyle: undefined as never,
  enableProactiveCheck: false,
  enableGoalTracking: true,
  enableSessionSummaries: true,
};

/** The Setup step: the spec's fields, plus the specialties and response style inputs its form lacked. */
export function SetupForm({ onCreated }: { onCreated(assistant: Assistant): void }) {
  const form = useForm<AssistantSetupForm, unknown, Values>({ resolver: zodResolver(assistantSetupSchema), defaultValues: DEFAULTS });
  const create = trpc.aiAssistants.create.useMutation({
    onSuccess: async (assistant) => {
      toast(ASSISTANT_MESSAGES.created);
      onCreated(assistant);
    },
    onError: (error) => {
      toast({ ...ASSISTANT_MESSAGES.failed, variant: 'destructive' });
      for (const [field, message] of Object.entries(fieldIssues(error))) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message });
      }
    },
  });
  const { errors } = form.formState;
  const a11y = (field: (typeof FIELDS)[number]) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `assistant-${field}-error` } : {});
  const choice = (name: 'personality' | 'coachingStyle' | 'responseStyle', title: string, options: readonly string[]) => (
    <div className="grid gap-2">
      <Label htmlFor={`assistant-${name}`}>{title}</Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value ?? ''} onValueChange={field.onChange}>
            <SelectTrigger id={`assistant-${name}`} {...a11y(name)}>
              <SelectValue placeholder={`Select ${title.toLowerCase()}`} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {label(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FieldError id={`assistant-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  const toggle = (name: 'enableProactiveCheck' | 'enableGoalTracking' | 'enableSessionSummaries', title: string, hint: string) => (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div>
        <Label htmlFor={`assistant-${name}`}>{title}</Label>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <Controller control={form.control} name={name} render={({ field }) => <Switch id={`assistant-${name}`} checked={Boolean(field.value)} onCheckedChange={field.onChange} />} />
    </div>
  );

  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <div className="grid gap-2">
        <Label htmlFor="assistant-name">Name</Label>
        <Input id="assistant-name" placeholder="Method Mentor" {...a11y('name')} {...form.register('name')} />
        <FieldError id="assistant-name-error" message={errors.name?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="assistant-description">Description</Label>
        <Textarea id="assistant-description" rows={2} placeholder="What it helps your clients with (at least 10 characters)" {...a11y('description')} {...form.register('description')} />
        <FieldError id="assistant-description-error" message={errors.description?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {choice('personality', 'Personality', ASSISTANT_PERSONALITIES)}
        {choice('coachingStyle', 'Coaching style', ASSISTANT_COACHING_STYLES)}
        {choice('responseStyle', 'Response style', ASSISTANT_RESPONSE_STYLES)}
      </div>
      <div className="grid gap-2">
        <p className="text-sm leading-none font-medium">Specialties</p>
        <Controller
          control={form.control}
          name="specialties"
          render={({ field }) => (
            <CheckChips label="Specialties" options={BUILDER_SPECIALTIES} value={field.value ?? []} onChange={field.onChange} invalid={Boolean(errors.specialties)} describedBy="assistant-specialties-error" className="lg:grid-cols-3" />
          )}
        />
        <FieldError id="assistant-specialties-error" message={errors.specialties?.message} />
      </div>
      <div className="grid gap-3">
        {toggle('enableProactiveCheck', 'Proactive check-ins', 'Asks at the start how the last agreed step went.')}
        {toggle('enableGoalTracking', 'Goal tracking', "Refers to the client's goals and asks about progress.")}
        {toggle('enableSessionSummaries', 'Session summaries', 'Sums up what was agreed as a conversation winds down.')}
      </div>
      <Button type="submit" size="lg" disabled={create.isPending} className="justify-self-end">
        {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Create Assistant
      </Button>
    </form>
  );
}
