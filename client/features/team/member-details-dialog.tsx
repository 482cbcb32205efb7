import type { TeamMember } from '@shared/schemas/team';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MemberAvatar, RoleBadge, StatusBadge, formatDay, formatMoment } from './team-look';

/** Sessions conducted, clients managed, rating, joined, last active, department. */
export function MemberDetailsDialog({ member, onOpenChange }: { member: TeamMember | null; onOpenChange: (open: boolean) => void }) {
  const pending = member?.status === 'pending';
  const rows: [string, string][] = member
    ? [
        ['Sessions conducted', String(member.sessionsCount)],
        ['Clients managed', String(member.clientsCount)],
        ['Rating', member.rating > 0 ? `${member.rating.toFixed(1)} / 5` : 'Not rated yet'],
        [pending ? 'Invited' : 'Joined', formatDay(member.joinedAt)],
        ['Last active', pending ? 'Not joined yet' : formatMoment(member.lastActive)],
        ['Department', member.department ?? 'Not set'],
        ...(pending && member.invitationExpiresAt ? ([['Invitation expires', formatMoment(member.invitationExpiresAt)]] as [string, string][]) : []),
      ]
    : [];
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {member && (
          <>
            <DialogHeader>
              <div className="flex items-center gap-3">
                <MemberAvatar member={member} className="size-12" />
                <div className="min-w-0">
                  <DialogTitle className="truncate">{member.name}</DialogTitle>
                  <DialogDescription className="truncate">{member.email}</DialogDescription>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 pt-2">
                <RoleBadge member={member} />
                <StatusBadge status={member.status} />
              </div>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-3" data-testid="member-details">
              {rows.map(([label, value]) => (
                <div key={label} className="rounded-lg bg-muted/60 p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
