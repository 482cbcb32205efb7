import { Link, useNavigate } from 'react-router';
import { OrganizationForm } from '@/features/organizations/organization-form';
import { WhatsNextPanel } from '@/features/organizations/whats-next-panel';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/auth';

export function OrganizationSetupPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // One organization per account: a member goes to their team instead of a form the server would refuse.
  const member = Boolean(user?.organizationId);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Set Up Your Organization</h1>
        <p className="mt-1 text-muted-foreground">Tell us about your organization to start a coaching programme for your people.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Organization details</h2>
            </CardTitle>
            {!member && <CardDescription>You will become the organization&apos;s admin.</CardDescription>}
          </CardHeader>
          <CardContent>
            {member ? (
              <div className="grid justify-items-start gap-3">
                <p>You already belong to an organization. Each account can be part of one organization.</p>
                <Button asChild>
                  <Link to="/team">Go to Team Management</Link>
                </Button>
              </div>
            ) : (
              <OrganizationForm onCreated={() => navigate('/team')} />
            )}
          </CardContent>
        </Card>
        <WhatsNextPanel />
      </div>
    </div>
  );
}

export default OrganizationSetupPage;
