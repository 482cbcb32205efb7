import { type ReactNode, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { TooltipProvider } from '@/components/ui/tooltip';
import { LazyBookingDialog } from '@/features/sessions/lazy-booking-dialog';
import { useCurrentUser } from '@/lib/auth';
import { useQuickBook } from '@/lib/quick-book';
import { useLiveData } from '@/lib/use-live-data';
import { AppHeader } from './app-header';
import { CompactSidebar } from './compact-sidebar';
import { QuickStartGuide } from './quick-start-guide';
import { useCompactSidebar } from './sidebar-settings';
import { StandardSidebar } from './standard-sidebar';
import { WelcomeDialog } from './welcome-dialog';

const ONBOARDING_PATHS = new Set(['/coach-onboarding', '/organization-setup']);

/**
 * The signed-in layout: sidebar (standard or compact, chosen in the header and remembered on
 * this device), header, the page, and the first-visit welcome. On small screens the sidebar
 * becomes a drawer. Pages render as children of this layout route (or as `children`).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { user } = useCurrentUser();
  useLiveData(Boolean(user));
  const compact = useCompactSidebar();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  if (!user) return <FullPageSpinner />;

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh bg-muted/40">
        <a href="#main" className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          Skip to content
        </a>
        <aside className="sticky top-0 hidden h-dvh shrink-0 border-r lg:block" aria-label="Sidebar">
          {compact ? <CompactSidebar user={user} /> : <StandardSidebar user={user} />}
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader user={user} onOpenMenu={() => setMenuOpen(true)} />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 pb-launcher outline-none sm:p-6 sm:pb-launcher lg:p-8 lg:pb-launcher">
            {children ?? <Outlet />}
          </main>
        </div>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetContent className="w-64">
            <SheetTitle className="sr-only">Navigation</SheetTitle>
            <SheetDescription className="sr-only">Pages and account links</SheetDescription>
            <StandardSidebar user={user} onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        {/* Onboarding has its own guidance: the welcome waits for the next page. */}
        {!ONBOARDING_PATHS.has(pathname) && <WelcomeDialog userId={user.id} firstName={user.firstName} />}
        <QuickStartGuide userId={user.id} />
        <QuickBookDialog />
      </div>
    </TooltipProvider>
  );
}

/** The booking dialog behind every 'Quick Book' button (header, sidebar). */
function QuickBookDialog() {
  const { open, coachId, setOpen } = useQuickBook();
  return <LazyBookingDialog open={open} onOpenChange={setOpen} coachId={coachId} />;
}

export default AppShell;
