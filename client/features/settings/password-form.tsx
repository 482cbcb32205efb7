import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { type FieldPath, useForm } from 'react-hook-form';
import { type PasswordFormValues, passwordFormSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

export function PasswordForm() {
  const status = trpc.auth.passwordStatus.useQuery();
  const hasPassword = status.data?.hasPassword ?? false;
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      toast({ title: hasPassword ? 'Password Changed' : 'Password Set', description: 'Use it the next time you sign in. Your other devices have been signed out.' });
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldIssues(error))) form.setError(field as FieldPath<PasswordFormValues>, { message });
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update your password. Please try again.'), variant: 'destructive' });
    },
  });

  const field = (name: FieldPath<PasswordFormValues>) => ({
    id: name,
    type: 'password',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Password</h2>
        </CardTitle>
        <CardDescription>
          {status.isLoading
            ? 'Checking your account...'
            : hasPassword
              ? 'Change the password you sign in with.'
              : 'Your account has no password yet: you sign in with e-mailed links. Set one to sign in with a password too.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isLoading ? (
          <div className="grid gap-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
              change.mutate({ newPassword, ...(hasPassword ? { currentPassword } : {}) }),
            )}
          >
            {/* Lets password managers pair the new password with the account. */}
            <input type="text" name="username" autoComplete="username" hidden readOnly />
            {hasPassword && (
              <div className="grid gap-2">
                <Label htmlFor="currentPassword">Current password</Label>
                <Input autoComplete="current-password" {...field('currentPassword')} />
                <FieldError id="currentPassword-error" message={errors.currentPassword?.message} />
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="newPassword">New password</Label>
                <Input autoComplete="new-password" {...field('newPassword')} />
                <FieldError id="newPassword-error" message={errors.newPassword?.message} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="confirmPassword">Confirm new password</Label>
                <Input autoComplete="new-password" {...field('confirmPassword')} />
                <FieldError id="confirmPassword-error" message={errors.confirmPassword?.message} />
              </div>
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={change.isPending}>
                {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {hasPassword ? 'Change Password' : 'Set Password'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
