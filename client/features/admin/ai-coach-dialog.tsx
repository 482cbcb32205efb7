import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { AI_COACH_MESSAGES, AI_ICON_COLORS, AI_ICON_TYPES } from '@shared/constants/coaching';
import { type AdminAiCoachForm, type ManagedAiCoach, adminAiCoachFormSchema, splitSpecialties } from '@shared/schemas/ai-coaches';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useOrganizationOptions } from './organization-options';

const PLATFORM = 'platform';
const FIELDS = ['name', 'description', 'persona', 'specialties', 'systemPrompt'] as const;
const ICON_LABELS: Record<(typeof AI_ICON_TYPES)[number], string> = { bot: 'Bot', crown: 'Crown', rocket: 'Rocket', users: 'Users' };
const COLOR_LABELS: Record<(typeof AI_ICON_COLORS)[number], string> = { blue: 'Blue', green: 'Green', orange: 'Orange', purple: 'Purple' };

function valuesOf(coach: ManagedAiCoach | null): AdminAiCoachForm {
  const named = (AI_ICON_COLORS as readonly string[]).includes(coach?.iconColor ?? '') ? (coach!.iconColor as AdminAiCoachForm['iconColor']) : 'blue';
  return {
    name: coach?.name ?? '',
    description: coach?.description ?? '',
    persona: coach?.persona ?? '',
    specialties: coach?.specialties.join(', ') ?? '',
    systemPrompt: coach?.systemPrompt ?? '',
    iconType: coach?.iconType ?? 'bot',
    iconColor: named,
  };
}

interface AiCoachDialogProps {
  open: boolean;
  /** The coach being edited; null creates one. */
  coach: ManagedAiCoach | null;
  onOpenChange: (open: boolean) => void;
  /** Preselected owner of a new coach (the organisation the admin looks at). */
  defaultOrganizationId?: string | null;
}

/** The admin panel's Create AI Coach (and Edit) form: the spec's fields and messages, plus the persona input. */
export function AiCoachDialog({ open, coach, onOpenChange, defaultOrganizationId }: AiCoachDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-xl">
        {open && <AiCoachForm key={coach?.id ?? 'new'} coach={coach} defaultOrganizationId={defaultOrganizationId ?? null} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AiCoachForm({ coach, defaultOrganizationId, onDone }: { coach: ManagedAiCoach | null; defaultOrganizationId: string | null; onDone: () => void }) {
  const organizations = useOrganizationOptions(coach === null);
  const [owner, setOwner] = useState<string>(defaultOrganizationId ?? PLATFORM);
  const form = useForm<AdminAiCoachForm>({ resolver: zodResolver(adminAiCoachFormSchema), defaultValues: valuesOf(coach) });
  const { errors } = form.formState;
  const onError = (error: unknown) => {
    const issues = fieldIssues(error);
    for (const [field, message] of Object.entries(issues)) {
      const name = FIELDS.find((f) => f === field);
      if (name) form.setError(name, { message });
    }
    if (Object.keys(issues).length === 0) form.setError('root', { message: errorMessage(error, 'Failed to create AI coach') });
  };
  // The lists, stats and audit log are read again by the aiCoaches entry of lib/live-data.ts.
  const saved = () => onDone();
  const create = trpc.aiCoaches.create.useMutation({
    onSuccess: async (created) => {
      toast({ title: AI_COACH_MESSAGES.created, description: `${created.name} is ready${created.organizationName ? ` for ${created.organizationName}` : ' for everyone'}.` });
      await saved();
    },
    onError,
  });
  const update = trpc.aiCoaches.update.useMutation({
    onSuccess: async (updated) => {
      toast({ title: AI_COACH_MESSAGES.updated, description: `${updated.name} is saved.` });
      await saved();
    },
    onError,
  });
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const payload = { ...values, specialties: splitSpecialties(values.specialties) };
    if (coach) update.mutate({ id: coach.id, ...payload });
    else create.mutate({ ...payload, organizationId: owner === PLATFORM ? null : owner });
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `ai-coach-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `ai-coach-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{coach ? 'Edit AI Coach' : 'Create AI Coach'}</DialogTitle>
        <DialogDescription>{coach ? 'Change how this AI coach presents itself and coaches.' : 'A new AI coaching persona, active at once for the people it is made for.'}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        {!coach && (
          <div className="grid gap-2">
            <Label htmlFor="ai-coach-owner">Available to</Label>
            <Select value={owner} onValueChange={setOwner}>
              <SelectTrigger id="ai-coach-owner">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={PLATFORM}>Everyone (platform-wide)</SelectItem>
                {organizations.map((org) => (
                  <SelectItem key={org.id} value={org.id}>
                    {org.name} only
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor="ai-coach-name">Name</Label>
          <Input placeholder="e.g. Leadership Coach" {...field('name')} />
          <FieldError id="ai-coach-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ai-coach-description">Description</Label>
          <Textarea rows={2} placeholder="What this coach helps with" {...field('description')} />
          <FieldError id="ai-coach-description-error" message={errors.description?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ai-coach-persona">Persona</Label>
          <Textarea rows={2} placeholder="Who the coach is: background, tone, manner" {...field('persona')} />
          <FieldError id="ai-coach-persona-error" message={errors.persona?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ai-coach-specialties">Specialties</Label>
          <Input placeholder="Leadership, Communication, Strategy" {...field('specialties')} />
          <p className="text-xs text-muted-foreground">Separate specialties with commas.</p>
          <FieldError id="ai-coach-specialties-error" message={errors.specialties?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ai-coach-systemPrompt">System prompt</Label>
          <Textarea rows={4} placeholder="How the coach should coach: method, limits, style" {...field('systemPrompt')} />
          <FieldError id="ai-coach-systemPrompt-error" message={errors.systemPrompt?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="ai-coach-icon-type">Icon</Label>
            <Controller
              control={form.control}
              name="iconType"
              render={({ field: f }) => (
                <Select value={f.value} onValueChange={f.onChange}>
                  <SelectTrigger id="ai-coach-icon-type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {AI_ICON_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {ICON_LABELS[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="ai-coach-icon-color">Colour</Label>
            <Controller
              control={form.control}
              name="iconColor"
              render={({ field: f }) => (
                <Select value={f.value} onValueChange={f.onChange}>
                  <SelectTrigger id="ai-coach-icon-color">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {AI_ICON_COLORS.map((color) => (
                      <SelectItem key={color} value={color}>
                        {COLOR_LABELS[color]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
        </div>
        <FieldError message={errors.root?.message} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {coach ? 'Save Changes' : 'Create AI Coach'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
