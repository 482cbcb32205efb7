import { UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_LABELS, type Role } from '@shared/constants/roles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Settings > Role: the current role and the way to change it (/role-selection). */
export function RoleCard({ role }: { role: Role }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog className="size-5 text-primary" aria-hidden="true" />
          <h2>Role</h2>
        </CardTitle>
        <CardDescription>How you use Catalyst decides what you see.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p>
          You are signed in as <span className="font-medium">{ROLE_LABELS[role]}</span>.
        </p>
        <Button asChild variant="outline">
          <Link to="/role-selection">Change role</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
