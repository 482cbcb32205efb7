import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MEMBER_STATUSES, TEAM_MESSAGES, TEAM_STATUS_LABELS } from '@shared/constants/team';
import { type EditMemberForm, type TeamMember, editMemberFormSchema } from '@shared/schemas/team';
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

const FIELDS = ['name', 'email', 'department', 'status'] as const;

function valuesOf(member: TeamMember): EditMemberForm {
  return {
    name: member.name,
    email: member.email,
    role: member.role,
    managerRole: member.platformRole === 'hr_manager' ? 'hr_manager' : 'team_lead',
    status: member.status,
    department: member.department ?? '',
  };
}

/** Edit a member (name, role, status, department) or a pending invitation (its address too). */
export function EditMemberDialog({ member, onOpenChange, onSaved }: { member: TeamMember | null; onOpenChange: (open: boolean) => void; onSaved?: () => void }) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">{member && <EditMemberForm key={member.id} member={member} onSaved={onSaved} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function EditMemberForm({ member, onSaved, onDone }: { member: TeamMember; onSaved?: () => void; onDone: () => void }) {
  const form = useForm<EditMemberForm>({ resolver: zodResolver(editMemberFormSchema), defaultValues: valuesOf(member) });
  const pending = member.status === 'pending';
  const update = trpc.team.update.useMutation({
    onSuccess: (saved) => {
      toast({ title: TEAM_MESSAGES.memberUpdated, description: `${saved.name}'s details are saved.` });
      onSaved?.();
      onDone();
    },
    onError: (error) => {
      const issues = fieldIssues(error);
      for (const [field, message] of Object.entries(issues)) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message });
      }
      if (Object.keys(issues).length === 0) form.setError('root', { message: errorMessage(error, 'The member could not be saved. Please try again.') });
    },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit((values) => {
    update.mutate({
      id: member.id,
      name: values.name,
      email: values.email,
      role: values.role,
      managerRole: values.role === 'manager' ? values.managerRole : undefined,
      status: values.status,
      department: values.department || null,
    });
  });

  const field = (name: 'name' | 'email' | 'department') => ({
    id: `edit-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `edit-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Team Member</DialogTitle>
        <DialogDescription>{pending ? 'Change the invitation; a new address gets a new link.' : 'Change their name, role, status and department.'}</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <div className="grid gap-2">
          <Label htmlFor="edit-name">Name</Label>
          <Input {...field('name')} />
          <FieldError id="edit-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-email">Email</Label>
          <Input type="email" readOnly={!pending} aria-readonly={!pending} className={pending ? undefined : 'bg-muted'} {...field('email')} />
          {!pending && <p className="text-xs text-muted-foreground">{TEAM_MESSAGES.emailLocked}</p>}
          <FieldError id="edit-email-error" message={errors.email?.message} />
        </div>
        <RoleFields control={form.control} role={role} idPrefix="edit" />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="edit-status">Status</Label>
            <Controller
              control={form.control}
              name="status"
              render={({ field: f }) => (
                <Select value={f.value} onValueChange={f.onChange} disabled={pending}>
                  <SelectTrigger id="edit-status">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {(pending ? (['pending'] as const) : MEMBER_STATUSES).map((s) => (
                      <SelectItem key={s} value={s}>
                        {TEAM_STATUS_LABELS[s]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            <FieldError message={errors.status?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="edit-department">Department (optional)</Label>
            <Input {...field('department')} />
            <FieldError id="edit-department-error" message={errors.department?.message} />
          </div>
        </div>
        <FieldError message={errors.root?.message} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save Changes
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
