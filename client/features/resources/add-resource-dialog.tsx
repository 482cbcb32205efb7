import { zodResolver } from '@hookform/resolvers/zod';
import { Link2, Loader2, Type } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_DIFFICULTIES,
  RESOURCE_DIFFICULTY_LABELS,
  RESOURCE_MESSAGES,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
} from '@shared/constants/resources';
import { type CreateResourceInput, type CreateResourceValues, createResourceInput, type ResourceDetail } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { showError } from './use-resource-actions';

type Source = 'link' | 'text';
const EMPTY: Partial<CreateResourceInput> = { title: '', description: '', author: '', url: '', content: '', isPremium: false };
const ENUM_FIELDS = [
  { name: 'type', label: 'Type', options: RESOURCE_TYPES, labels: RESOURCE_TYPE_LABELS },
  { name: 'category', label: 'Category', options: RESOURCE_CATEGORIES, labels: RESOURCE_CATEGORY_LABELS },
  { name: 'difficulty', label: 'Difficulty', options: RESOURCE_DIFFICULTIES, labels: RESOURCE_DIFFICULTY_LABELS },
] as const;

/** Coaches and admins add to the library: a link, or text kept here (a worksheet, a checklist). */
export function AddResourceDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange: (open: boolean) => void; onAdded?: (resource: ResourceDetail) => void }) {
  const [source, setSource] = useState<Source>('link');
  const form = useForm<CreateResourceInput, unknown, CreateResourceValues>({ resolver: zodResolver(createResourceInput), defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    setSource('link');
    onOpenChange(false);
  };
  const create = trpc.resources.create.useMutation({
    onSuccess: (resource) => {
      toast({ title: RESOURCE_MESSAGES.resourceAdded, description: `"${resource.title}" is now in the library.` });
      close();
      onAdded?.(resource);
    },
    onError: (error) => {
      const issues = fieldIssues(error);
      const known = Object.entries(issues).filter(([field]) => field in createResourceInput.shape);
      for (const [field, message] of known) form.setError(field as keyof CreateResourceInput, { message });
      if (known.length === 0) showError(error);
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof CreateResourceInput) => ({
    id: `resource-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `resource-${name}-error` : undefined,
  });
  const chooseSource = (next: Source) => {
    setSource(next);
    // Only the chosen source is sent: a resource is a link or text, never both.
    form.setValue(next === 'link' ? 'content' : 'url', '');
    form.clearErrors(['url', 'content']);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Add Resource</DialogTitle>
          <DialogDescription>Share a book, talk, article or tool with the people you coach.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <div className="grid gap-2">
            <Label htmlFor="resource-title">Title</Label>
            <Input {...field('title')} {...form.register('title')} />
            <FieldError id="resource-title-error" message={errors.title?.message} />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {ENUM_FIELDS.map(({ name, label, options, labels }) => (
              <div key={name} className="grid gap-2">
                <Label htmlFor={`resource-${name}`}>{label}</Label>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field: control }) => (
                    <Select value={control.value ?? ''} onValueChange={control.onChange}>
                      <SelectTrigger {...field(name)}>
                        <SelectValue placeholder={`Choose ${label.toLowerCase()}`} />
                      </SelectTrigger>
                      <SelectContent>
                        {options.map((option) => (
                          <SelectItem key={option} value={option}>
                            {(labels as Record<string, string>)[option]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
                <FieldError id={`resource-${name}-error`} message={errors[name]?.message} />
              </div>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <div className="grid gap-2">
              <Label htmlFor="resource-author">Author (optional)</Label>
              <Input placeholder="Defaults to your name" {...field('author')} {...form.register('author')} />
              <FieldError id="resource-author-error" message={errors.author?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="resource-duration">Duration (minutes)</Label>
              <Input type="number" inputMode="numeric" min={1} {...field('duration')} {...form.register('duration', { valueAsNumber: true })} />
              <FieldError id="resource-duration-error" message={errors.duration?.message} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="resource-description">Description</Label>
            <Textarea {...field('description')} {...form.register('description')} />
            <FieldError id="resource-description-error" message={errors.description?.message} />
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Content</legend>
            <div role="radiogroup" aria-label="Content" className="inline-flex w-fit rounded-md border p-0.5">
              {(
                [
                  ['link', 'Link (URL)', Link2],
                  ['text', 'Text', Type],
                ] as const
              ).map(([value, label, Icon]) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={source === value}
                  onClick={() => chooseSource(value)}
                  className={cn('inline-flex items-center gap-1.5 rounded px-3 py-1 text-sm', source === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent')}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </button>
              ))}
            </div>
            {source === 'link' ? (
              <>
                <Label htmlFor="resource-url" className="sr-only">
                  URL
                </Label>
                <Input type="url" placeholder="https://" {...field('url')} {...form.register('url')} />
                <FieldError id="resource-url-error" message={errors.url?.message} />
              </>
            ) : (
              <>
                <Label htmlFor="resource-content" className="sr-only">
                  Text content
                </Label>
                <Textarea className="min-h-40 font-mono text-xs" placeholder="The worksheet, checklist or notes people will read here" {...field('content')} {...form.register('content')} />
                <FieldError id="resource-content-error" message={errors.content?.message ?? errors.url?.message} />
              </>
            )}
          </fieldset>

          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-1">
              <Label htmlFor="resource-premium">Premium</Label>
              <p className="text-xs text-muted-foreground">Mark it if people need a purchase or a subscription to use it in full.</p>
            </div>
            <Controller
              control={form.control}
              name="isPremium"
              render={({ field: control }) => <Switch id="resource-premium" checked={control.value ?? false} onCheckedChange={control.onChange} />}
            />
          </div>

          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Add Resource
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
