import { Eye, MailPlus, Pencil, Star, Trash2 } from 'lucide-react';
import type { TeamMember } from '@shared/schemas/team';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { MemberAvatar, RoleBadge, StatusBadge, formatDay } from './team-look';

export interface MemberActions {
  onView(member: TeamMember): void;
  onEdit?(member: TeamMember): void;
  onRemove?(member: TeamMember): void;
  onResend?(member: TeamMember): void;
  /** The viewer's own row offers no removal: another admin removes them. */
  viewerId?: string;
  busyId?: string | null;
}

function IconAction({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" className="size-8" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </Button>
    </Tooltip>
  );
}

/** Members with their badges and figures; actions by what the viewer may do. */
export function MemberList({ members, actions }: { members: TeamMember[]; actions: MemberActions }) {
  return (
    <ul className="divide-y" aria-label="Team members">
      {members.map((member) => {
        const busy = actions.busyId === member.id;
        const pending = member.status === 'pending';
        return (
          <li key={member.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="team-member">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <MemberAvatar member={member} />
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-medium">{member.name}</p>
                  <RoleBadge member={member} />
                  <StatusBadge status={member.status} />
                </div>
                <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  <span>
                    {pending ? 'Invited' : 'Joined'} {formatDay(member.joinedAt)}
                  </span>
                  {!pending && (
                    <span>
                      {member.sessionsCount} {member.sessionsCount === 1 ? 'session' : 'sessions'}
                    </span>
                  )}
                  {member.rating > 0 && (
                    <span className="flex items-center gap-0.5">
                      <Star className="size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                      {member.rating.toFixed(1)}
                    </span>
                  )}
                  {member.department && <span>{member.department}</span>}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-1 self-end sm:self-center">
              <IconAction label={`View details of ${member.name}`} onClick={() => actions.onView(member)}>
                <Eye />
              </IconAction>
              {pending && actions.onResend && (
                <IconAction label={`Resend invitation to ${member.name}`} onClick={() => actions.onResend?.(member)} disabled={busy}>
                  <MailPlus />
                </IconAction>
              )}
              {actions.onEdit && (
                <IconAction label={`Edit ${member.name}`} onClick={() => actions.onEdit?.(member)} disabled={busy}>
                  <Pencil />
                </IconAction>
              )}
              {actions.onRemove && member.id !== actions.viewerId && (
                <IconAction label={pending ? `Revoke invitation of ${member.name}` : `Remove ${member.name}`} onClick={() => actions.onRemove?.(member)} disabled={busy}>
                  <Trash2 className="text-destructive" />
                </IconAction>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
