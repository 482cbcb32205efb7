import { Bot, ListRestart, ScrollText, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccessDenied } from '@/features/admin/access-denied';
import { AdminStatCards } from '@/features/admin/admin-stats';
import { AiCoachesTab } from '@/features/admin/ai-coaches-tab';
import { AuditLogTab } from '@/features/admin/audit-log-tab';
import { BackgroundJobsTab } from '@/features/admin/background-jobs-tab';
import { useOrganizationOptions } from '@/features/admin/organization-options';
import { SettingsTab } from '@/features/admin/settings-tab';
import { UsersTab } from '@/features/admin/users-tab';
import { InviteDialog } from '@/features/team/invite-dialog';
import { trpc } from '@/lib/trpc';
import { useWorkspace } from '@/lib/workspace';

const TABS = ['users', 'ai-coaches', 'settings', 'audit-log', 'jobs'] as const;
type Tab = (typeof TABS)[number];

/** The admin panel: platform admins only (everyone else sees Access Denied; the server answers 403 too). */
export function AdminPage() {
  const { user, isPlatformAdmin } = useWorkspace();
  if (!user) return null;
  if (!isPlatformAdmin) return <AccessDenied />;
  return <AdminPanel viewerId={user.id} />;
}

function AdminPanel({ viewerId }: { viewerId: string }) {
  const { organizationId, organization } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'users';
  const stats = trpc.admin.stats.useQuery();
  const [inviting, setInviting] = useState(false);
  const organizations = useOrganizationOptions(inviting);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Users, AI coaches and platform settings{organization ? `; new AI coaches and invitations default to ${organization.name}` : ''}.</p>
      </header>
      <AdminStatCards stats={stats.data} />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'users' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="users">
            <Users className="size-4" aria-hidden="true" /> Users
          </TabsTrigger>
          <TabsTrigger value="ai-coaches">
            <Bot className="size-4" aria-hidden="true" /> AI Coaches
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings className="size-4" aria-hidden="true" /> Settings
          </TabsTrigger>
          <TabsTrigger value="audit-log">
            <ScrollText className="size-4" aria-hidden="true" /> Audit Log
          </TabsTrigger>
          <TabsTrigger value="jobs">
            <ListRestart className="size-4" aria-hidden="true" /> Background jobs
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="pt-2">
          {tab === 'users' && <UsersTab viewerId={viewerId} onInvite={() => setInviting(true)} />}
        </TabsContent>
        <TabsContent value="ai-coaches" className="pt-2">
          {tab === 'ai-coaches' && <AiCoachesTab organizationId={organizationId} />}
        </TabsContent>
        <TabsContent value="settings" className="pt-2">
          {tab === 'settings' && <SettingsTab />}
        </TabsContent>
        <TabsContent value="audit-log" className="pt-2">
          {tab === 'audit-log' && <AuditLogTab />}
        </TabsContent>
        <TabsContent value="jobs" className="pt-2">
          {tab === 'jobs' && <BackgroundJobsTab />}
        </TabsContent>
      </Tabs>
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        organizationId={organizationId ?? undefined}
        organizationName={organization?.name ?? 'the organization'}
        organizations={organizations}
      />
    </div>
  );
}

export default AdminPage;
