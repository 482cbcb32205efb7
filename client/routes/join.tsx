import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Building2, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ORG_MANAGER_ROLES, ROLE_LABELS, type Role } from '@shared/constants/roles';
import { INVITATION_MESSAGES, TEAM_ROLE_LABELS } from '@shared/constants/team';
import type { InvitationDetails } from '@shared/schemas/team';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loginUrl, useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const namesSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
});
type Names = z.infer<typeof namesSchema>;

function splitName(fullName: string): Names {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** Where a team invitation lands: it shows the invitation; only the person's explicit click accepts it (a POST). */
export function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoading: userLoading } = useCurrentUser();
  const lookup = trpc.team.invitation.useMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    lookup.mutate({ token });
  }, [lookup, token]);

  const failed = !token || lookup.isError;
  const details = lookup.data;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 p-4">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Brand />
        </div>
        <Card>
          {failed ? (
            <>
              <CardHeader>
                <CardTitle>
                  <h1>This invitation did not work</h1>
                </CardTitle>
                <CardDescription className="flex gap-2">
                  <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                  <span role="alert">{token ? errorMessage(lookup.error, INVITATION_MESSAGES.invalid) : 'The link is missing its invitation code. Open the link from the e-mail again.'}</span>
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild className="w-full">
                  <Link to="/">Go to Catalyst</Link>
                </Button>
              </CardContent>
            </>
          ) : !details || userLoading ? (
            <CardContent className="flex justify-center py-10" role="status">
              <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
              <span className="sr-only">Opening your invitation</span>
            </CardContent>
          ) : (
            <Invitation token={token} details={details} signedInEmail={user?.email ?? null} />
          )}
        </Card>
      </div>
    </main>
  );
}

function Invitation({ token, details, signedInEmail }: { token: string; details: InvitationDetails; signedInEmail: string | null }) {
  const form = useForm<Names>({ resolver: zodResolver(namesSchema), defaultValues: splitName(details.fullName) });
  const logout = trpc.auth.logout.useMutation({ onSuccess: () => window.location.reload() });
  const accept = trpc.team.acceptInvitation.useMutation({
    onSuccess: ({ user, organizationName }) => {
      toast({ title: 'Welcome!', description: INVITATION_MESSAGES.joined(organizationName) });
      // A full navigation: every screen starts from the new organisation and role, and the token leaves the history.
      window.location.replace((ORG_MANAGER_ROLES as readonly Role[]).includes(user.role) ? '/team' : '/');
    },
  });
  const teamLabel = TEAM_ROLE_LABELS[details.role];
  const role = teamLabel === ROLE_LABELS[details.platformRole] ? teamLabel : `${teamLabel} (${ROLE_LABELS[details.platformRole]})`;
  const here = `/join?token=${encodeURIComponent(token)}`;
  const { errors } = form.formState;

  return (
    <>
      <CardHeader>
        <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Building2 className="size-6" aria-hidden="true" />
        </div>
        <CardTitle>
          <h1>Join {details.organizationName}</h1>
        </CardTitle>
        <CardDescription>
          {details.invitedBy ?? 'An admin'} invited {details.email} to join {details.organizationName} on Catalyst as {role}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {accept.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(accept.error, 'The invitation could not be accepted. Please try again.')}
          </p>
        )}
        {signedInEmail === details.email ? (
          <Button onClick={() => accept.mutate({ token })} disabled={accept.isPending}>
            {accept.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Accept and join {details.organizationName}
          </Button>
        ) : signedInEmail ? (
          <>
            <p role="alert" className="text-sm">
              You are signed in as {signedInEmail}. {INVITATION_MESSAGES.wrongAccount(details.email)}
            </p>
            <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Sign out
            </Button>
          </>
        ) : details.accountExists ? (
          <>
            <p className="text-sm text-muted-foreground">{INVITATION_MESSAGES.signInRequired(details.email)}</p>
            <Button asChild>
              <a href={loginUrl(here)}>Sign in to accept</a>
            </Button>
          </>
        ) : (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit((names) => accept.mutate({ token, ...names }))}
          >
            <p className="text-sm text-muted-foreground">Create your account for {details.email} and join. You can set a password later in Settings.</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="join-first-name">First name</Label>
                <Input id="join-first-name" autoComplete="given-name" aria-invalid={errors.firstName ? true : undefined} {...form.register('firstName')} />
                <FieldError message={errors.firstName?.message} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="join-last-name">Last name</Label>
                <Input id="join-last-name" autoComplete="family-name" aria-invalid={errors.lastName ? true : undefined} {...form.register('lastName')} />
                <FieldError message={errors.lastName?.message} />
              </div>
            </div>
            <Button type="submit" disabled={accept.isPending}>
              {accept.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Create account and join
            </Button>
          </form>
        )}
      </CardContent>
    </>
  );
}

export default JoinPage;
