import { Building2, Lock, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORG_MANAGER_ROLES, type Role } from '@shared/constants/roles';
import { TEAM_MESSAGES, removeMemberConfirmation } from '@shared/constants/team';
import type { TeamMember } from '@shared/schemas/team';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EditMemberDialog } from '@/features/team/edit-member-dialog';
import { InviteDialog } from '@/features/team/invite-dialog';
import { MemberDetailsDialog } from '@/features/team/member-details-dialog';
import { MemberList } from '@/features/team/member-list';
import { SsoSettingsCard } from '@/features/organizations/sso-settings-card';
import { TeamFilters, type TeamFilterValues } from '@/features/team/team-filters';
import { TeamStatCards } from '@/features/team/team-stats';
import { errorMessage } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useWorkspace } from '@/lib/workspace';

function Notice({ icon: Icon, title, children }: { icon: typeof Users; title: string; children?: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{title}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** Team Management: organisation admins manage, team leads and HR managers read (see README decisions). */
export function TeamPage() {
  const workspace = useWorkspace();
  const { user, organizationId, organization, isPlatformAdmin, managesOrganization, readsOrganization } = workspace;
  const member = user && !isPlatformAdmin && organizationId && !(ORG_MANAGER_ROLES as readonly Role[]).includes(user.role);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Team Management</h1>
          <p className="mt-1 text-muted-foreground">
            {organization ? `The people of ${organization.name}: invite, edit and manage their access.` : 'The people in your organization.'}
          </p>
        </div>
      </header>
      {!organizationId && isPlatformAdmin && (
        <Notice icon={Building2} title="Choose an organization to look at">
          <p className="max-w-md text-sm text-muted-foreground">Use the organization menu in the sidebar to pick the organization whose team you want to see.</p>
        </Notice>
      )}
      {!organizationId && !isPlatformAdmin && (
        <Notice icon={Users} title="You are not part of an organization yet.">
          <Link to="/organization-setup" className="font-medium text-primary hover:underline">
            Set up your organization
          </Link>
        </Notice>
      )}
      {member && (
        <Notice icon={Lock} title={TEAM_MESSAGES.forbidden}>
          <p className="max-w-md text-sm text-muted-foreground">Ask your organization's admin if you need to see or change the team.</p>
        </Notice>
      )}
      {organizationId && readsOrganization && (
        <TeamWorkspace organizationId={isPlatformAdmin ? organizationId : undefined} organizationName={organization?.name ?? 'your organization'} manages={managesOrganization} viewerId={user?.id ?? ''} />
      )}
      {organizationId && managesOrganization && <SsoSettingsCard organizationId={organizationId} />}
    </div>
  );
}

function TeamWorkspace({ organizationId, organizationName, manages, viewerId }: { organizationId?: string; organizationName: string; manages: boolean; viewerId: string }) {
  const [filters, setFilters] = useState<TeamFilterValues>({ search: '', role: 'all', status: 'all' });
  const search = useDebouncedValue(filters.search.trim(), 250);
  const [inviting, setInviting] = useState(false);
  const [viewing, setViewing] = useState<TeamMember | null>(null);
  const [editing, setEditing] = useState<TeamMember | null>(null);

  const stats = trpc.team.stats.useQuery({ organizationId });
  const members = trpc.team.members.useInfiniteQuery({ organizationId, search: search || undefined, role: filters.role, status: filters.status }, infiniteList);
  const items = pagedItems(members.data);

  const remove = trpc.team.remove.useMutation({
    onSuccess: (_ok, variables) => {
      const removed = items?.find((m) => m.id === variables.id);
      toast({
        title: TEAM_MESSAGES.memberRemoved,
        description: removed?.status === 'pending' ? `The invitation to ${removed.email} was revoked.` : `${removed?.name ?? 'The member'} no longer belongs to ${organizationName}.`,
      });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The member could not be removed. Please try again.'), variant: 'destructive' }),
  });
  const resend = trpc.team.resendInvitation.useMutation({
    onSuccess: (invited) => toast({ title: TEAM_MESSAGES.invitationSent, description: `A new link is on its way to ${invited.email}.` }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The invitation could not be sent. Please try again.'), variant: 'destructive' }),
  });

  const confirmRemove = (member: TeamMember) => {
    if (!window.confirm(removeMemberConfirmation(member.name))) return;
    remove.mutate({ id: member.id });
  };

  return (
    <>
      <TeamStatCards stats={stats.data} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Members</h2>
        {manages ? (
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" /> Invite Member
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">You can view the team; its admins make changes.</p>
        )}
      </div>
      <TeamFilters value={filters} onChange={setFilters} />
      <Card>
        <CardContent className="pt-2">
          {members.isLoading && (
            <div className="grid gap-3 py-4" aria-label="Loading members">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
          )}
          {members.isError && (
            <div className="py-4">
              <LoadError what="The team" onRetry={() => void members.refetch()} />
            </div>
          )}
          {items?.length === 0 && <p className="py-10 text-center text-muted-foreground">{TEAM_MESSAGES.empty}</p>}
          {items && items.length > 0 && (
            <MemberList
              members={items}
              actions={{
                onView: setViewing,
                ...(manages
                  ? {
                      onEdit: setEditing,
                      onRemove: confirmRemove,
                      onResend: (member: TeamMember) => resend.mutate({ id: member.id }),
                    }
                  : {}),
                viewerId,
                busyId: remove.isPending ? remove.variables?.id : resend.isPending ? resend.variables?.id : null,
              }}
            />
          )}
          <LoadMore {...members} what="members" />
        </CardContent>
      </Card>
      <InviteDialog open={inviting} onOpenChange={setInviting} organizationId={organizationId} organizationName={organizationName} />
      <EditMemberDialog member={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <MemberDetailsDialog member={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </>
  );
}

export default TeamPage;
