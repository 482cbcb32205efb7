import { CalendarPlus, PanelLeftClose, PanelLeftOpen, Zap } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/schemas/auth';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { openQuickBook } from '@/lib/quick-book';
import { cn } from '@/lib/utils';
import { NavGroups } from './nav-groups';
import { visibleGroups } from './nav-items';
import { QuickActions, SidebarFooter } from './sidebar-parts';
import { updateSidebarSettings, useSidebarSettings } from './sidebar-settings';
import { useHiddenNavigation } from './use-organization-features';

/** The compact sidebar: collapses to icons (4rem) or expands (16rem); exact-match navigation. */
export function CompactSidebar({ user }: { user: CurrentUser }) {
  const { hiddenFeatures, isCollapsed } = useSidebarSettings();
  const hidden = useHiddenNavigation(hiddenFeatures);
  const toggleLabel = isCollapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <div className={cn('flex h-full flex-col bg-background transition-[width] duration-200', isCollapsed ? 'w-16' : 'w-64')} data-sidebar="compact" data-collapsed={isCollapsed}>
      <div className={cn('flex h-16 shrink-0 items-center border-b', isCollapsed ? 'justify-center' : 'justify-between px-4')}>
        {isCollapsed ? (
          <Link to="/" aria-label="Catalyst home" className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Zap className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <Brand to="/" />
        )}
        {!isCollapsed && (
          <Button variant="ghost" size="icon" className="size-8" aria-label={toggleLabel} aria-expanded onClick={() => updateSidebarSettings({ isCollapsed: true })}>
            <PanelLeftClose />
          </Button>
        )}
      </div>
      <div className={cn('flex-1 overflow-y-auto', isCollapsed ? 'px-2 py-3' : 'p-3')}>
        {isCollapsed && (
          <Tooltip content={toggleLabel}>
            <Button variant="ghost" size="icon" className="mb-2 w-full" aria-label={toggleLabel} aria-expanded={false} onClick={() => updateSidebarSettings({ isCollapsed: false })}>
              <PanelLeftOpen />
            </Button>
          </Tooltip>
        )}
        <Tooltip content="Quick Book Session" disabled={!isCollapsed}>
          <Button className={cn('mb-4 w-full', isCollapsed && 'px-0')} onClick={() => openQuickBook()} aria-label={isCollapsed ? 'Quick Book Session' : undefined}>
            <CalendarPlus aria-hidden="true" />
            {!isCollapsed && 'Quick Book Session'}
          </Button>
        </Tooltip>
        <div className="grid gap-5">
          <NavGroups groups={visibleGroups(hidden)} matching="compact" iconsOnly={isCollapsed} />
          <QuickActions user={user} iconsOnly={isCollapsed} />
        </div>
      </div>
      <SidebarFooter iconsOnly={isCollapsed} />
    </div>
  );
}
