import type { CurrentUser } from '@shared/schemas/auth';
import { Brand } from '@/components/brand';
import { NavGroups } from './nav-groups';
import { visibleGroups } from './nav-items';
import { OrganizationMenu, PlanCard, QuickActions, SidebarFooter, UserBlock } from './sidebar-parts';
import { useSidebarSettings } from './sidebar-settings';
import { useHiddenNavigation } from './use-organization-features';

/** The standard sidebar (16rem): brand, user, organisation, grouped navigation, quick actions, plan card. */
export function StandardSidebar({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const { hiddenFeatures } = useSidebarSettings();
  const hidden = useHiddenNavigation(hiddenFeatures);
  return (
    <div className="flex h-full w-64 flex-col bg-background" data-sidebar="standard">
      <div className="flex h-16 shrink-0 items-center border-b px-4">
        <Brand to="/" />
      </div>
      <div className="flex-1 overflow-y-auto">
        <div className="grid gap-3 border-b p-4">
          <UserBlock user={user} />
          <OrganizationMenu user={user} />
        </div>
        <div className="grid gap-5 p-3">
          <NavGroups groups={visibleGroups(hidden)} matching="standard" onNavigate={onNavigate} />
          <QuickActions user={user} onNavigate={onNavigate} />
          <PlanCard />
        </div>
      </div>
      <SidebarFooter onNavigate={onNavigate} />
    </div>
  );
}
