import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type CurrentUser, type UpdateProfileInput, updateProfileInput } from '@shared/schemas/auth';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { AvatarUpload } from './avatar-upload';

const asFormValues = (user: CurrentUser) => ({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', profileImageUrl: user.profileImageUrl ?? '' });

export function ProfileForm({ user }: { user: CurrentUser }) {
  const utils = trpc.useUtils();
  const form = useForm<UpdateProfileInput, unknown, z.output<typeof updateProfileInput>>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: asFormValues(user),
  });
  const { errors, isDirty, dirtyFields } = form.formState;
  const [firstName, lastName, profileImageUrl] = useWatch({ control: form.control, name: ['firstName', 'lastName', 'profileImageUrl'] });
  const preview = { id: user.id, firstName: firstName ?? null, lastName: lastName ?? null, profileImageUrl: profileImageUrl?.trim() || null };

  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: (updated) => {
      utils.auth.user.setData(undefined, updated);
      form.reset(asFormValues(updated));
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldIssues(error))) form.setError(field as FieldPath<UpdateProfileInput>, { message });
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update your profile. Please try again.'), variant: 'destructive' });
    },
  });

  const field = (name: FieldPath<UpdateProfileInput>) => ({
    id: name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Profile</h2>
        </CardTitle>
        <CardDescription>How coaches and your team see you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-5"
          // Only what changed is sent: an untouched picture address (e.g. an uploaded photo) stays as it is.
          onSubmit={form.handleSubmit((values) =>
            update.mutate({
              ...(dirtyFields.firstName ? { firstName: values.firstName } : {}),
              ...(dirtyFields.lastName ? { lastName: values.lastName } : {}),
              ...(dirtyFields.profileImageUrl ? { profileImageUrl: values.profileImageUrl } : {}),
            }),
          )}
        >
          <div className="flex items-center gap-4">
            <UserAvatar key={preview.profileImageUrl ?? 'none'} person={preview} className="size-16" />
            <div className="grid min-w-0 gap-3 text-sm">
              <div>
                <p className="font-medium">Email</p>
                <p className="truncate text-muted-foreground">{user.email}</p>
              </div>
              <AvatarUpload user={user} onChanged={(updated) => form.resetField('profileImageUrl', { defaultValue: updated.profileImageUrl ?? '' })} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="firstName">First name</Label>
              <Input autoComplete="given-name" {...field('firstName')} />
              <FieldError id="firstName-error" message={errors.firstName?.message} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="lastName">Last name</Label>
              <Input autoComplete="family-name" {...field('lastName')} />
              <FieldError id="lastName-error" message={errors.lastName?.message} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="profileImageUrl">Profile image URL</Label>
            <Input type="url" inputMode="url" placeholder="https://..." {...field('profileImageUrl')} />
            <p className="text-xs text-muted-foreground">An https:// address of a picture elsewhere, or upload one above. Leave empty to use your initials.</p>
            <FieldError id="profileImageUrl-error" message={errors.profileImageUrl?.message} />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={!isDirty || update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save Profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
