import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { RESOURCE_MESSAGES } from '@shared/constants/resources';
import { type Collection, type CreateCollectionInput, type CreateCollectionValues, createCollectionInput } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { showError } from './use-resource-actions';

const EMPTY: CreateCollectionInput = { name: '', description: '', isPublic: false };

export function CreateCollectionDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated?: (collection: Collection) => void }) {
  const form = useForm<CreateCollectionInput, unknown, CreateCollectionValues>({ resolver: zodResolver(createCollectionInput), defaultValues: EMPTY });
  const create = trpc.resources.collections.create.useMutation({
    onSuccess: (collection) => {
      toast({ title: RESOURCE_MESSAGES.collectionCreated, description: `"${collection.name}" is ready. Open any resource to save it there.` });
      form.reset(EMPTY);
      onOpenChange(false);
      onCreated?.(collection);
    },
    onError: showError,
  });
  const { errors } = form.formState;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(EMPTY);
        onOpenChange(next);
      }}
    >
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Create Collection</DialogTitle>
          <DialogDescription>Group resources you want to keep together, for yourself or to share.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <div className="grid gap-2">
            <Label htmlFor="collection-name">Name</Label>
            <Input
              id="collection-name"
              placeholder="e.g. Leadership essentials"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'collection-name-error' : undefined}
              {...form.register('name')}
            />
            <FieldError id="collection-name-error" message={errors.name?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="collection-description">Description</Label>
            <Textarea
              id="collection-description"
              placeholder="What is this collection for?"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'collection-description-error' : undefined}
              {...form.register('description')}
            />
            <FieldError id="collection-description-error" message={errors.description?.message} />
          </div>
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="grid gap-1">
              <Label htmlFor="collection-public">Make this collection public</Label>
              <p className="text-xs text-muted-foreground">Everyone signed in can see a public collection. Only you can change it.</p>
            </div>
            <Controller
              control={form.control}
              name="isPublic"
              render={({ field }) => <Switch id="collection-public" checked={field.value ?? false} onCheckedChange={field.onChange} />}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Create Collection
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
