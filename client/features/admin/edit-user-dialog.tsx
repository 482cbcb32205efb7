import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { ORGANIZATION_MEMBER_ROLES, ROLE_LABELS, ROLES, type Role } from '@shared/constants/roles';
import type { AdminUser } from '@shared/schemas/admin';
import { personName } from '@shared/utils/person-name';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage, fieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useOrganizationOptions } from './organization-options';

const NONE = 'none';
const NEEDS_ORGANIZATION: readonly Role[] = ['organization_admin', ...ORGANIZATION_MEMBER_ROLES];

/** A platform admin changes someone's role and organisation (audited; leaving an organisation signs them out). */
export function EditUserDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>{user && <EditUserForm key={user.id} user={user} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const organizations = useOrganizationOptions();
  const [role, setRole] = useState<Role>(user.role);
  const [organizationId, setOrganizationId] = useState<string>(user.organizationId ?? NONE);
  const update = trpc.admin.updateUser.useMutation({
    onSuccess: (saved) => {
      toast({ title: 'User Updated', description: `${personName(saved, saved.email)} is now ${ROLE_LABELS[saved.role]}${saved.organizationName ? ` at ${saved.organizationName}` : ''}.` });
      onDone();
    },
  });

  const issues = fieldIssues(update.error);
  const organizationProblem = role === 'admin' && organizationId !== NONE ? 'Platform admins belong to no organization' : NEEDS_ORGANIZATION.includes(role) && organizationId === NONE ? 'Choose the organization this role belongs to' : null;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit User</DialogTitle>
        <DialogDescription>{`${personName(user, user.email)} · ${user.email}`}</DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (organizationProblem) return;
          update.mutate({ id: user.id, role, organizationId: organizationId === NONE ? null : organizationId });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="admin-user-role">Role</Label>
          <Select value={role} onValueChange={(value) => setRole(value as Role)}>
            <SelectTrigger id="admin-user-role">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ROLES.map((r) => (
                <SelectItem key={r} value={r}>
                  {ROLE_LABELS[r]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="admin-user-organization">Organization</Label>
          <Select value={organizationId} onValueChange={setOrganizationId}>
            <SelectTrigger id="admin-user-organization">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>No organization</SelectItem>
              {organizations.map((org) => (
                <SelectItem key={org.id} value={org.id}>
                  {org.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError message={organizationProblem ?? issues.organizationId} />
          <p className="text-xs text-muted-foreground">Moving someone out of an organization signs them out on every device.</p>
        </div>
        {update.isError && !issues.organizationId && <FieldError message={errorMessage(update.error, 'The user could not be saved. Please try again.')} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending || organizationProblem !== null}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save Changes
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
