import { RecordingPolicyCard } from '@/features/session-recordings/recording-policy-card';
import { RecordingsLibrary } from '@/features/session-recordings/recordings-library';
import { useCurrentUser } from '@/lib/auth';

/** Session Recordings: the library of recorded video sessions the person may watch. */
export function SessionRecordingsPage() {
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Session Recordings</h1>
        <p className="mt-1 text-muted-foreground">Watch, tag and share your recorded sessions.</p>
      </header>
      {user?.role === 'organization_admin' && user.organizationId && <RecordingPolicyCard organizationId={user.organizationId} />}
      <RecordingsLibrary />
    </div>
  );
}

export default SessionRecordingsPage;
