import { ArrowRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROLE_LABELS, type Role } from '@shared/constants/roles';
import { Button } from '@/components/ui/button';
import { RoleCard } from '@/features/role-selection/role-card';
import { ROLE_OPTIONS, destinationFor } from '@/features/role-selection/role-options';
import { useCurrentUser } from '@/lib/auth';
import { errorCode, errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const ROLE_UPDATE_FAILED = 'Failed to update role. Please try again.';
const ADMIN_ROLES: readonly Role[] = ['admin', 'organization_admin'];

/** Said before a person gives up their own admin rights: they cannot grant them back to themselves. */
function dropAdminConfirmation(from: Role, to: Role): string {
  return `Change your role from ${ROLE_LABELS[from]} to ${ROLE_LABELS[to]}? You will lose your ${ROLE_LABELS[from]} rights, and only another admin can give them back.`;
}

export function RoleSelectionPage() {
  const { user } = useCurrentUser();
  const [selected, setSelected] = useState<Role | null>(null);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const updateRole = trpc.auth.updateRole.useMutation({
    onSuccess: async (updated) => {
      utils.auth.user.setData(undefined, updated);
      toast({ title: 'Role Updated', description: 'Your account role has been updated successfully.' });
      navigate(destinationFor(updated.role));
    },
    // A refusal says why (a granted role, the last admin); anything else gets the spec's message.
    onError: (error) => {
      const refused = ['FORBIDDEN', 'CONFLICT', 'BAD_REQUEST'].includes(errorCode(error) ?? '');
      toast({ title: 'Error', description: refused ? errorMessage(error, ROLE_UPDATE_FAILED) : ROLE_UPDATE_FAILED, variant: 'destructive' });
    },
  });

  const submit = () => {
    if (!selected) {
      toast({ title: 'Selection Required', description: 'Please select a role to continue.', variant: 'destructive' });
      return;
    }
    if (user && selected !== user.role && ADMIN_ROLES.includes(user.role) && !window.confirm(dropAdminConfirmation(user.role, selected))) return;
    updateRole.mutate({ role: selected });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Choose Your Role</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          Pick how you will use Catalyst. You can change it later: Settings links back here.
        </p>
      </div>
      <div role="radiogroup" aria-label="Roles" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ROLE_OPTIONS.map((option) => (
          <RoleCard key={option.role} option={option} selected={selected === option.role} current={user?.role === option.role} onSelect={() => setSelected(option.role)} />
        ))}
      </div>
      <div className="grid justify-items-center gap-3">
        <Button size="lg" onClick={submit} disabled={updateRole.isPending} className="w-full sm:w-auto sm:min-w-48">
          {updateRole.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Continue
          {!updateRole.isPending && <ArrowRight aria-hidden="true" />}
        </Button>
        <p className="text-sm text-muted-foreground">
          Not sure which role fits?{' '}
          <Link to="/contact" className="font-medium text-primary hover:underline">
            Contact our team
          </Link>
        </p>
      </div>
    </div>
  );
}

export default RoleSelectionPage;
