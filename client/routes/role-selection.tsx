import { ArrowRight, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@shared/constants/roles';
import { Button } from '@/components/ui/button';
import { RoleCard } from '@/features/role-selection/role-card';
import { ROLE_OPTIONS, destinationFor } from '@/features/role-selection/role-options';
import { useCurrentUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

export function RoleSelectionPage() {
  const { user } = useCurrentUser();
  const [selected, setSelected] = useState<Role | null>(null);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const updateRole = trpc.auth.updateRole.useMutation({
    onSuccess: async (updated) => {
      utils.auth.user.setData(undefined, updated);
      await utils.auth.user.invalidate();
      toast({ title: 'Role Updated', description: 'Your account role has been updated successfully.' });
      navigate(destinationFor(updated.role));
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update role. Please try again.', variant: 'destructive' }),
  });

  const submit = () => {
    if (!selected) {
      toast({ title: 'Selection Required', description: 'Please select a role to continue.', variant: 'destructive' });
      return;
    }
    updateRole.mutate({ role: selected });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Choose Your Role</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          Pick how you will use Catalyst. You can change your role later in your account settings.
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
