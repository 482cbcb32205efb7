import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@shared/constants/roles';
import { personName } from '@shared/utils/person-name';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** Minimal Team Management: the organization's members (the full page with invites and stats comes later). */
export function TeamPage() {
  const { user } = useCurrentUser();
  const organizationId = user?.organizationId ?? null;
  const members = trpc.organizations.users.useQuery({ organizationId: organizationId ?? '' }, { enabled: Boolean(organizationId), retry: false });

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Team Management</h1>
        <p className="mt-1 text-muted-foreground">The people in your organization.</p>
      </div>
      {!organizationId ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 py-10 text-center">
            <Users className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">You are not part of an organization yet.</p>
            <Link to="/organization-setup" className="font-medium text-primary hover:underline">
              Set up your organization
            </Link>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Members{members.data ? ` (${members.data.length})` : ''}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {members.isLoading && (
              <div className="grid gap-3" aria-label="Loading members">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-14" />
                ))}
              </div>
            )}
            {members.error && <p role="alert" className="text-sm text-destructive">{errorMessage(members.error, 'Could not load the team.')}</p>}
            {members.data?.length === 0 && <p className="py-6 text-center text-muted-foreground">No team members found</p>}
            {members.data && members.data.length > 0 && (
              <ul className="divide-y">
                {members.data.map((member) => (
                  <li key={member.id} className="flex flex-wrap items-center gap-3 py-3">
                    <UserAvatar person={member} className="size-10" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{personName(member, member.email)}</p>
                      <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                    </div>
                    <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

export default TeamPage;
