import { format } from 'date-fns';
import { ROLE_LABELS } from '@shared/constants/roles';
import { TEAM_ROLE_LABELS, TEAM_STATUS_LABELS, type TeamRole, type TeamStatus } from '@shared/constants/team';
import type { TeamMember } from '@shared/schemas/team';
import { splitPersonName } from './names';
import { Badge } from '@/components/ui/badge';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { cn } from '@/lib/utils';

const ROLE_TONE: Record<TeamRole, string> = {
  admin: 'bg-violet-100 text-violet-800',
  coach: 'bg-blue-100 text-blue-800',
  manager: 'bg-amber-100 text-amber-800',
  member: 'bg-slate-100 text-slate-800',
};

const STATUS_TONE: Record<TeamStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  inactive: 'bg-slate-200 text-slate-700',
  pending: 'bg-amber-100 text-amber-800',
};

/** The team role, and the platform role it stands for when that says more (a manager's kind). */
export function RoleBadge({ member }: { member: Pick<TeamMember, 'role' | 'platformRole'> }) {
  const detail = member.role === 'manager' ? ` · ${ROLE_LABELS[member.platformRole]}` : '';
  return (
    <Badge className={cn('border-transparent', ROLE_TONE[member.role])} title={ROLE_LABELS[member.platformRole]}>
      {TEAM_ROLE_LABELS[member.role]}
      {detail}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: TeamStatus }) {
  return <Badge className={cn('border-transparent', STATUS_TONE[status])}>{TEAM_STATUS_LABELS[status]}</Badge>;
}

export function MemberAvatar({ member, className }: { member: Pick<TeamMember, 'name' | 'avatar'>; className?: string }) {
  const { firstName, lastName } = splitPersonName(member.name);
  return <PersonAvatar src={member.avatar} firstName={firstName} lastName={lastName} className={className} />;
}

export function formatDay(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMM d, yyyy') : 'Never';
}

export function formatMoment(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMM d, yyyy, h:mm a') : 'Never';
}
