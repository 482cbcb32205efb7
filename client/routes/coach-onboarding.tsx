import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { CoachProfileForm } from '@/features/coach-onboarding/coach-profile-form';
import { trpc } from '@/lib/trpc';

export function CoachOnboardingPage() {
  const navigate = useNavigate();
  const profile = trpc.coachOnboarding.mine.useQuery(undefined, { retry: false });
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Become a Coach</h1>
        <p className="mt-1 text-muted-foreground">Set up your coaching profile and pick the plan that fits your practice.</p>
      </div>
      {profile.isLoading ? (
        <div className="grid gap-4" aria-label="Loading your profile">
          <Skeleton className="h-96" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <CoachProfileForm profile={profile.data ?? null} onSaved={() => navigate('/coach-invitations')} />
      )}
    </div>
  );
}

export default CoachOnboardingPage;
