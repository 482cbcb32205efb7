import { zodResolver } from '@hookform/resolvers/zod';
import { Bot, Crown, Loader2, Rocket, Users } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BUILDER_COLORS, BUILDER_DEFAULT_COLOR, BUILDER_MESSAGES, BUILDER_PREVIEW_SPECIALTIES, BUILDER_SPECIALTIES } from '@shared/constants/ai-authoring';
import { AI_ICON_TYPES } from '@shared/constants/coaching';
import { type BuilderAiCoachForm, builderAiCoachFormSchema, type ManagedAiCoach } from '@shared/schemas/ai-coaches';
import type { z } from 'zod';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckChips } from '@/components/ui/check-chips';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

type Values = z.output<typeof builderAiCoachFormSchema>;
const FIELDS = ['name', 'description', 'persona', 'specialties', 'systemPrompt', 'iconType', 'iconColor'] as const;
const ICONS = { bot: Bot, crown: Crown, rocket: Rocket, users: Users } as const;

export const EMPTY_BUILDER_FORM: BuilderAiCoachForm = { name: '', description: '', persona: '', specialties: [], systemPrompt: '', iconType: 'bot', iconColor: BUILDER_DEFAULT_COLOR };

export function toBuilderForm(coach: ManagedAiCoach): BuilderAiCoachForm {
  const hex = BUILDER_COLORS.find((colour) => colour.hex === coach.iconColor || colour.name === coach.iconColor)?.hex ?? BUILDER_DEFAULT_COLOR;
  return {
    name: coach.name,
    description: coach.description,
    persona: coach.persona,
    specialties: coach.specialties.filter((s): s is (typeof BUILDER_SPECIALTIES)[number] => (BUILDER_SPECIALTIES as readonly string[]).includes(s)),
    systemPrompt: coach.systemPrompt,
    iconType: coach.iconType,
    iconColor: hex,
  };
}

/** The builder: the form, its live preview beside it. `editing` saves over an existing coach. */
export function BuilderForm({ editing, onSaved }: { editing: ManagedAiCoach | null; onSaved(coach: ManagedAiCoach): void }) {
  const form = useForm<BuilderAiCoachForm, unknown, Values>({ resolver: zodResolver(builderAiCoachFormSchema), defaultValues: editing ? toBuilderForm(editing) : EMPTY_BUILDER_FORM });
  const onError = (error: unknown) => {
    toast({ title: BUILDER_MESSAGES.errorTitle, description: errorMessage(error, BUILDER_MESSAGES.failed), variant: 'destructive' });
    for (const [field, message] of Object.entries(fieldIssues(error))) {
      const name = FIELDS.find((f) => f === field);
      if (name) form.setError(name, { message });
    }
  };
  const done = async (coach: ManagedAiCoach, title: string) => {
    toast({ title, description: `${coach.name} is ready for your clients in AI Coaches.` });
    onSaved(coach);
  };
  const create = trpc.aiCoaches.create.useMutation({ onSuccess: (coach) => done(coach, BUILDER_MESSAGES.created), onError });
  const replace = trpc.aiCoaches.replace.useMutation({ onSuccess: (coach) => done(coach, BUILDER_MESSAGES.updated), onError });
  const pending = create.isPending || replace.isPending;
  const { errors } = form.formState;
  const a11y = (field: (typeof FIELDS)[number]) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `builder-${field}-error` } : {});
  const live = useWatch({ control: form.control });

  return (
    <form
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      noValidate
      onSubmit={form.handleSubmit((values) => (editing ? replace.mutate({ id: editing.id, ...values }) : create.mutate(values)))}
    >
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{editing ? `Edit ${editing.name}` : 'Create your AI coach'}</h2>
          </CardTitle>
          <CardDescription>Its persona and instructions decide how it talks to your clients.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="builder-name">AI coach name</Label>
            <Input id="builder-name" placeholder="Deep Work Coach" {...a11y('name')} {...form.register('name')} />
            <FieldError id="builder-name-error" message={errors.name?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="builder-description">Description</Label>
            <Textarea id="builder-description" rows={2} placeholder="What it helps with (at least 20 characters)" {...a11y('description')} {...form.register('description')} />
            <FieldError id="builder-description-error" message={errors.description?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="builder-persona">Persona</Label>
            <Textarea id="builder-persona" rows={3} placeholder="Who it is and how it speaks (at least 50 characters)" {...a11y('persona')} {...form.register('persona')} />
            <FieldError id="builder-persona-error" message={errors.persona?.message} />
          </div>
          <div className="grid gap-2">
            <p className="text-sm leading-none font-medium">Specialties</p>
            <Controller
              control={form.control}
              name="specialties"
              render={({ field }) => (
                <CheckChips label="Specialties" options={BUILDER_SPECIALTIES} value={field.value ?? []} onChange={field.onChange} invalid={Boolean(errors.specialties)} describedBy="builder-specialties-error" className="lg:grid-cols-3" />
              )}
            />
            <FieldError id="builder-specialties-error" message={errors.specialties?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="builder-systemPrompt">System prompt</Label>
            <Textarea
              id="builder-systemPrompt"
              rows={6}
              placeholder="How it coaches: its method, what it asks first, what it never does (at least 100 characters)"
              {...a11y('systemPrompt')}
              {...form.register('systemPrompt')}
            />
            <FieldError id="builder-systemPrompt-error" message={errors.systemPrompt?.message} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Icon</legend>
              <Controller
                control={form.control}
                name="iconType"
                render={({ field }) => (
                  <div className="flex gap-2" role="radiogroup" aria-label="Icon">
                    {AI_ICON_TYPES.map((type) => {
                      const Icon = ICONS[type];
                      return (
                        <button
                          key={type}
                          type="button"
                          role="radio"
                          aria-checked={field.value === type}
                          aria-label={type}
                          onClick={() => field.onChange(type)}
                          className={cn('flex size-10 items-center justify-center rounded-md border', field.value === type ? 'border-primary bg-primary/10 text-primary' : 'border-input hover:bg-accent')}
                        >
                          <Icon className="size-5" aria-hidden="true" />
                        </button>
                      );
                    })}
                  </div>
                )}
              />
            </fieldset>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Colour</legend>
              <Controller
                control={form.control}
                name="iconColor"
                render={({ field }) => (
                  <div className="flex gap-2" role="radiogroup" aria-label="Colour">
                    {BUILDER_COLORS.map((colour) => (
                      <button
                        key={colour.hex}
                        type="button"
                        role="radio"
                        aria-checked={field.value === colour.hex}
                        aria-label={colour.name}
                        onClick={() => field.onChange(colour.hex)}
                        className={cn('size-8 rounded-full border-2', field.value === colour.hex ? 'border-foreground ring-2 ring-offset-2' : 'border-transparent')}
                        style={{ backgroundColor: colour.hex }}
                      />
                    ))}
                  </div>
                )}
              />
              <FieldError id="builder-iconColor-error" message={errors.iconColor?.message} />
            </fieldset>
          </div>
          <Button type="submit" size="lg" disabled={pending} className="justify-self-end">
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {editing ? 'Save AI Coach' : 'Create AI Coach'}
          </Button>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <BuilderPreview values={live} />
        <BuilderGuidelines />
      </div>
    </form>
  );
}

/** The live preview: as a client will see the card, two specialties then '+N more'. */
export function BuilderPreview({ values }: { values: Partial<BuilderAiCoachForm> }) {
  const specialties = values.specialties ?? [];
  const more = specialties.length - BUILDER_PREVIEW_SPECIALTIES;
  return (
    <Card aria-label="Live preview" data-testid="builder-preview">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Live preview</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-start gap-3">
          <AiCoachIcon coach={{ iconType: values.iconType ?? 'bot', iconColor: values.iconColor ?? BUILDER_DEFAULT_COLOR }} className="size-12" />
          <div className="min-w-0">
            <p className="font-semibold break-words">{values.name?.trim() || 'Your AI coach'}</p>
            <p className="text-sm break-words text-muted-foreground">{values.description?.trim() || 'Its description appears here.'}</p>
          </div>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Preview specialties">
          {specialties.slice(0, BUILDER_PREVIEW_SPECIALTIES).map((specialty) => (
            <li key={specialty}>
              <Badge variant="secondary">{specialty}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge variant="outline">+{more} more</Badge>
            </li>
          )}
        </ul>
        {values.persona?.trim() && <p className="text-sm break-words italic text-muted-foreground">“{values.persona.trim()}”</p>}
      </CardContent>
    </Card>
  );
}

function BuilderGuidelines() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Guidelines</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          <li>Write the persona as a person: background, tone, what they care about. It picks the coach's voice.</li>
          <li>Use the system prompt for method: what to ask first, which tools to use, how to close a conversation.</li>
          <li>Safety is the platform's: crisis handling and the coaching rules always apply, whatever the prompt says.</li>
          <li>Pick the specialties your clients will look for; the first two show on the card.</li>
          <li>Your clients see the coach in AI Coaches as soon as it is created; deactivate it to take it away.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
