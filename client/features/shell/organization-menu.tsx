import { Building2, Check, ChevronsUpDown, Globe, Plus, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/load-more';
import { infiniteList, pagedItems } from '@/lib/paging';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { chooseOrganization, useWorkspace } from '@/lib/workspace';

/** Organisations shown in the menu itself; the dialog searches all of them. */
const QUICK_SWITCH = 6;

/**
 * The sidebar's organisation menu: the organisation's real name; for platform admins, the
 * organisation they look at, switched here (remembered on this device).
 */
export function OrganizationMenu({ user }: { user: CurrentUser }) {
  const { organization, organizationId, isPlatformAdmin } = useWorkspace();
  const [switching, setSwitching] = useState(false);
  const label = organization?.name ?? (isPlatformAdmin ? 'All organizations' : organizationId ? 'Loading...' : 'Personal workspace');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="w-full justify-between font-normal" aria-label={`Organization: ${label}`} data-testid="organization-menu">
            <span className="flex min-w-0 items-center gap-2">
              {isPlatformAdmin && !organization ? <Globe aria-hidden="true" /> : <Building2 aria-hidden="true" />}
              <span className="truncate">{label}</span>
            </span>
            <ChevronsUpDown className="opacity-60" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-[var(--radix-dropdown-menu-trigger-width)] min-w-56">
          {isPlatformAdmin ? (
            <AdminOrganizations userId={user.id} currentId={organizationId} onMore={() => setSwitching(true)} />
          ) : (
            <>
              <DropdownMenuLabel>Organization</DropdownMenuLabel>
              {organization ? (
                <>
                  <DropdownMenuItem disabled className="opacity-100">
                    <Check aria-hidden="true" />
                    <span className="truncate">{organization.name}</span>
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to="/team">
                      <Users aria-hidden="true" />
                      Team
                    </Link>
                  </DropdownMenuItem>
                </>
              ) : (
                <>
                  <DropdownMenuItem disabled className="opacity-100">
                    <Check aria-hidden="true" />
                    Personal workspace
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to="/organization-setup">
                      <Plus aria-hidden="true" />
                      Set up an organization
                    </Link>
                  </DropdownMenuItem>
                </>
              )}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {isPlatformAdmin && <SwitchOrganizationDialog userId={user.id} currentId={organizationId} open={switching} onOpenChange={setSwitching} />}
    </>
  );
}

function AdminOrganizations({ userId, currentId, onMore }: { userId: string; currentId: string | null; onMore: () => void }) {
  const organizations = trpc.organizations.list.useQuery({ limit: QUICK_SWITCH });
  return (
    <>
      <DropdownMenuLabel>Look at an organization</DropdownMenuLabel>
      <DropdownMenuItem onSelect={() => chooseOrganization(userId, null)}>
        {currentId === null ? <Check aria-hidden="true" /> : <Globe aria-hidden="true" />}
        All organizations
      </DropdownMenuItem>
      {(organizations.data?.items ?? []).map((org) => (
        <DropdownMenuItem key={org.id} onSelect={() => chooseOrganization(userId, org.id)}>
          {currentId === org.id ? <Check aria-hidden="true" /> : <Building2 aria-hidden="true" />}
          <span className="truncate">{org.name}</span>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onMore}>
        <Search aria-hidden="true" />
        Find an organization...
      </DropdownMenuItem>
    </>
  );
}

function SwitchOrganizationDialog({ userId, currentId, open, onOpenChange }: { userId: string; currentId: string | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const organizations = trpc.organizations.list.useInfiniteQuery({ search: debounced || undefined, limit: 20 }, { ...infiniteList, enabled: open });
  const items = pagedItems(organizations.data);
  const choose = (id: string | null) => {
    chooseOrganization(userId, id);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Switch organization</DialogTitle>
          <DialogDescription>The team, dashboard and reports show the organization you choose.</DialogDescription>
        </DialogHeader>
        <Input type="search" placeholder="Search by name or domain" aria-label="Search organizations" value={search} onChange={(event) => setSearch(event.target.value)} />
        <ul className="grid max-h-80 gap-1 overflow-y-auto">
          <li>
            <Button variant={currentId === null ? 'secondary' : 'ghost'} className="w-full justify-start" onClick={() => choose(null)}>
              <Globe aria-hidden="true" /> All organizations
            </Button>
          </li>
          {items?.map((org) => (
            <li key={org.id}>
              <Button variant={currentId === org.id ? 'secondary' : 'ghost'} className="w-full justify-between" onClick={() => choose(org.id)}>
                <span className="flex min-w-0 items-center gap-2">
                  <Building2 aria-hidden="true" />
                  <span className="truncate">{org.name}</span>
                </span>
                <span className="text-xs text-muted-foreground">{org.memberCount} members</span>
              </Button>
            </li>
          ))}
          {items?.length === 0 && <li className="py-4 text-center text-sm text-muted-foreground">No organizations found</li>}
        </ul>
        <LoadMore {...organizations} what="organizations" />
      </DialogContent>
    </Dialog>
  );
}
