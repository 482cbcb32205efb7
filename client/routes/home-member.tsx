import { lazy } from 'react';
import { Providers } from '@/app/providers';

const AppShell = lazy(() => import('@/features/shell/app-shell'));
const DashboardPage = lazy(() => import('./dashboard'));

/** `/` for a member: the dashboard inside the shell, with the API client the rest of the app uses. */
export default function MemberHome() {
  return (
    <Providers>
      <AppShell>
        <DashboardPage />
      </AppShell>
    </Providers>
  );
}
