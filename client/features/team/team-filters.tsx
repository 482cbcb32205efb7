import { Search } from 'lucide-react';
import { TEAM_ROLES, TEAM_ROLE_LABELS, TEAM_STATUSES, TEAM_STATUS_LABELS, type TeamRole, type TeamStatus } from '@shared/constants/team';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface TeamFilterValues {
  search: string;
  role: TeamRole | 'all';
  status: TeamStatus | 'all';
}

/** Search by name or e-mail, role filter, status filter. */
export function TeamFilters({ value, onChange }: { value: TeamFilterValues; onChange: (next: TeamFilterValues) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          placeholder="Search by name or email..."
          aria-label="Search team members"
          className="pl-8"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
      </div>
      <Select value={value.role} onValueChange={(role) => onChange({ ...value, role: role as TeamFilterValues['role'] })}>
        <SelectTrigger aria-label="Filter by role">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All roles</SelectItem>
          {TEAM_ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {TEAM_ROLE_LABELS[role]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={value.status} onValueChange={(status) => onChange({ ...value, status: status as TeamFilterValues['status'] })}>
        <SelectTrigger aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All statuses</SelectItem>
          {TEAM_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {TEAM_STATUS_LABELS[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
