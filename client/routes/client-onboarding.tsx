import { Link, useNavigate } from 'react-router';
import { Brand } from '@/components/brand';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { OnboardingWizard } from '@/features/client-onboarding/onboarding-wizard';
import { useCurrentUser } from '@/lib/auth';

export function ClientOnboardingPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return (
    <main className="min-h-dvh bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-4 py-8">
      <div className="mx-auto grid max-w-2xl gap-6">
        <div className="flex justify-center">
          <Brand />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>
              <h1>Welcome! Let&apos;s set up your coaching</h1>
            </CardTitle>
            <CardDescription>Three short steps so we can match you with the right coach.</CardDescription>
          </CardHeader>
          <CardContent>
            {user && user.role !== 'client' ? (
              <p>
                Client onboarding is for client accounts. You can change your role on{' '}
                <Link to="/role-selection" className="font-medium text-primary hover:underline">
                  Choose Your Role
                </Link>
                .
              </p>
            ) : (
              <OnboardingWizard onDone={() => navigate('/browse-coaches')} />
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

export default ClientOnboardingPage;
