import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TEAM_MESSAGES } from '@shared/constants/team';
import { type InviteForm, inviteFormSchema } from '@shared/schemas/team';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { RoleFields } from './role-fields';

const EMPTY: InviteForm = { email: '', fullName: '', role: 'member', managerRole: 'team_lead', department: '' };
const FIELDS = ['email', 'fullName', 'department'] as const;

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The organisation a platform admin invites into; members invite into their own. */
  organizationId?: string;
  organizationName: string;
  /** A platform admin picks the organisation in the dialog from these. */
  organizations?: { id: string; name: string }[];
  onInvited?: () => void;
}

/** Invite by e-mail: the invitee gets a single-use link (valid 7 days) and joins with the role chosen here. */
export function InviteDialog({ open, onOpenChange, ...props }: InviteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">{open && <InviteMemberForm {...props} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function InviteMemberForm({ organizationId, organizationName, organizations, onInvited, onDone }: Omit<InviteDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [chosen, setChosen] = useState<string | undefined>(organizationId);
  const target = organizations ? (chosen ?? organizations[0]?.id) : organizationId;
  const targetName = organizations ? (organizations.find((org) => org.id === target)?.name ?? 'the organization') : organizationName;
  const form = useForm<InviteForm>({ resolver: zodResolver(inviteFormSchema), defaultValues: EMPTY });
  const invite = trpc.team.invite.useMutation({
    onSuccess: (member) => {
      toast({ title: TEAM_MESSAGES.invitationSent, description: `${member.name} will get an e-mail with a link to join ${targetName}.` });
      onInvited?.();
      onDone();
    },
    onError: (error) => {
      const issues = fieldIssues(error);
      for (const [field, message] of Object.entries(issues)) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message });
      }
      if (Object.keys(issues).length === 0) form.setError('root', { message: errorMessage(error, 'The invitation could not be sent. Please try again.') });
    },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit((values) =>
    invite.mutate({
      organizationId: target,
      email: values.email,
      fullName: values.fullName,
      role: values.role,
      managerRole: values.role === 'manager' ? values.managerRole : undefined,
      department: values.department || null,
    }),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `invite-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `invite-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Invite Team Member</DialogTitle>
        <DialogDescription>They get an e-mail with a link to join {targetName}. The link works once and expires in 7 days.</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        {organizations && (
          <div className="grid gap-2">
            <Label htmlFor="invite-organization">Organization</Label>
            <Select value={target} onValueChange={setChosen}>
              <SelectTrigger id="invite-organization">
                <SelectValue placeholder="Choose an organization" />
              </SelectTrigger>
              <SelectContent>
                {organizations.map((org) => (
                  <SelectItem key={org.id} value={org.id}>
                    {org.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor="invite-email">Email</Label>
          <Input type="email" autoComplete="off" placeholder="name@company.com" {...field('email')} />
          <FieldError id="invite-email-error" message={errors.email?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="invite-fullName">Full name</Label>
          <Input autoComplete="off" placeholder="e.g. Jamie Rivera" {...field('fullName')} />
          <FieldError id="invite-fullName-error" message={errors.fullName?.message} />
        </div>
        <RoleFields control={form.control} role={role} idPrefix="invite" />
        <div className="grid gap-2">
          <Label htmlFor="invite-department">Department (optional)</Label>
          <Input placeholder="e.g. Engineering" {...field('department')} />
          <FieldError id="invite-department-error" message={errors.department?.message} />
        </div>
        <FieldError message={errors.root?.message} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending || (organizations !== undefined && !target)}>
            {invite.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Send Invitation
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
