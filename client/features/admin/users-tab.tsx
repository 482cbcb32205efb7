import { Ban, Pencil, RotateCcw, Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@shared/constants/roles';
import type { AdminUser } from '@shared/schemas/admin';
import { personName } from '@shared/utils/person-name';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/errors';
import { infiniteList, pagedItems } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EditUserDialog } from './edit-user-dialog';

const ROLE_TONE: Record<Role, string> = {
  client: 'bg-slate-100 text-slate-800',
  coach: 'bg-blue-100 text-blue-800',
  organization_admin: 'bg-violet-100 text-violet-800',
  team_lead: 'bg-amber-100 text-amber-800',
  hr_manager: 'bg-amber-100 text-amber-800',
  admin: 'bg-rose-100 text-rose-800',
};

/** Every account: search, role filter, pages; Edit (role, organisation), deactivate/reactivate, Invite User. */
export function UsersTab({ viewerId, onInvite }: { viewerId: string; onInvite: () => void }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | 'all'>('all');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const users = trpc.admin.users.useInfiniteQuery({ search: debounced || undefined, role: role === 'all' ? undefined : role, limit: 25 }, infiniteList);
  const items = pagedItems(users.data);
  const status = trpc.admin.updateUserStatus.useMutation({
    onSuccess: (user) =>
      toast({ title: user.deactivatedAt ? 'Account Deactivated' : 'Account Reactivated', description: `${personName(user, user.email)} ${user.deactivatedAt ? 'can no longer sign in.' : 'can sign in again.'}` }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The account could not be changed. Please try again.'), variant: 'destructive' }),
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" placeholder="Search users..." aria-label="Search users" className="pl-8" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <Select value={role} onValueChange={(value) => setRole(value as Role | 'all')}>
          <SelectTrigger aria-label="Filter by role">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All roles</SelectItem>
            {ROLES.map((r) => (
              <SelectItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button onClick={onInvite}>
          <UserPlus aria-hidden="true" /> Invite User
        </Button>
      </div>
      <Card>
        <CardContent className="pt-2">
          {users.isLoading && (
            <div className="grid gap-3 py-4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          )}
          {users.isError && (
            <div className="py-4">
              <LoadError what="Users" onRetry={() => void users.refetch()} />
            </div>
          )}
          {items?.length === 0 && <p className="py-10 text-center text-muted-foreground">No users found</p>}
          <ul className="divide-y" aria-label="Users">
            {items?.map((user) => {
              const name = personName(user, user.email);
              return (
                <li key={user.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="admin-user">
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <UserAvatar person={user} className="size-10" />
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <p className="truncate font-medium">{name}</p>
                        <Badge className={`border-transparent ${ROLE_TONE[user.role]}`}>{ROLE_LABELS[user.role]}</Badge>
                        {user.deactivatedAt && <Badge variant="outline">Deactivated</Badge>}
                      </div>
                      <p className="truncate text-sm text-muted-foreground">
                        {user.email}
                        {user.organizationName && ` · ${user.organizationName}`}
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2 self-end sm:self-center">
                    <Button size="sm" variant="outline" onClick={() => setEditing(user)} aria-label={`Edit ${name}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    {user.id !== viewerId &&
                      (user.deactivatedAt ? (
                        <Button size="sm" variant="outline" disabled={status.isPending} onClick={() => status.mutate({ id: user.id, status: 'active' })} aria-label={`Reactivate ${name}`}>
                          <RotateCcw aria-hidden="true" /> Reactivate
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={status.isPending}
                          aria-label={`Deactivate ${name}`}
                          onClick={() => {
                            if (window.confirm(`Deactivate ${name}? They are signed out everywhere and cannot sign in until reactivated.`)) status.mutate({ id: user.id, status: 'deactivated' });
                          }}
                        >
                          <Ban aria-hidden="true" /> Deactivate
                        </Button>
                      ))}
                  </div>
                </li>
              );
            })}
          </ul>
          <LoadMore {...users} what="users" />
        </CardContent>
      </Card>
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  );
}
