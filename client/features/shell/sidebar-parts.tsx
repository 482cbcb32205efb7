import { Compass, Crown, LogOut, Settings } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ROLE_LABELS } from '@shared/constants/roles';
import type { CurrentUser } from '@shared/schemas/auth';
import { personName } from '@shared/utils/person-name';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { isActiveStandard } from './nav-items';
import { FOOTER_LINKS, type QuickLink, quickActions } from './quick-links';
import { SidebarOptionsMenu } from './sidebar-options-menu';
export { OrganizationMenu } from './organization-menu';
import { TUTORIAL_STEPS, setGuideOpen, useTutorialProgress } from './tutorial-store';

export function displayName(user: CurrentUser): string {
  return personName(user, user.email);
}

export function UserBlock({ user }: { user: CurrentUser }) {
  return (
    <div className="flex items-center gap-3">
      <UserAvatar person={user} className="size-10" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">{displayName(user)}</p>
        <p className="truncate text-xs text-muted-foreground">{ROLE_LABELS[user.role] ?? 'Member'}</p>
      </div>
    </div>
  );
}

/** The spec's static plan card. */
export function PlanCard() {
  return (
    <div className="rounded-lg border border-primary/20 bg-gradient-to-br from-primary/10 to-violet-500/10 p-3">
      <p className="flex items-center gap-1.5 text-sm font-semibold">
        <Crown className="size-4 text-amber-500" aria-hidden="true" />
        Enterprise Plan
      </p>
      <p className="text-xs text-muted-foreground">Active until Dec 2024</p>
    </div>
  );
}

function LinkRow({ link, iconsOnly, onNavigate }: { link: QuickLink; iconsOnly: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActiveStandard(link.path, pathname);
  const Icon = link.icon;
  return (
    <Tooltip content={link.label} disabled={!iconsOnly}>
      <Link
        to={link.path}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        aria-label={iconsOnly ? link.label : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-1.5 text-sm transition-colors',
          iconsOnly && 'justify-center px-0 py-2',
          active ? 'bg-primary/10 font-medium text-primary' : 'text-foreground/80 hover:bg-muted hover:text-foreground',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {!iconsOnly && <span className="truncate">{link.label}</span>}
      </Link>
    </Tooltip>
  );
}

export function QuickActions({ user, iconsOnly = false, onNavigate }: { user: CurrentUser; iconsOnly?: boolean; onNavigate?: () => void }) {
  const progress = useTutorialProgress(user.id);
  const done = progress.completedSteps.length;
  const guideLabel = 'Quick Start Guide';
  return (
    <div className="grid gap-0.5">
      {!iconsOnly && <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Quick Actions</p>}
      {quickActions(user).map((link) => (
        <LinkRow key={link.path} link={link} iconsOnly={iconsOnly} onNavigate={onNavigate} />
      ))}
      <Tooltip content={guideLabel} disabled={!iconsOnly}>
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            setGuideOpen(true);
          }}
          aria-label={iconsOnly ? guideLabel : undefined}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-md px-3 py-1.5 text-left text-sm text-foreground/80 transition-colors hover:bg-muted hover:text-foreground',
            iconsOnly && 'justify-center px-0 py-2',
          )}
        >
          <Compass className="size-4 shrink-0" aria-hidden="true" />
          {!iconsOnly && (
            <>
              <span className="flex-1 truncate">{guideLabel}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {done}/{TUTORIAL_STEPS.length}
              </span>
            </>
          )}
        </button>
      </Tooltip>
    </div>
  );
}

/** Subscription, settings and support links, the feature-visibility gear, sidebar options and sign-out. */
export function SidebarFooter({ iconsOnly = false, onNavigate }: { iconsOnly?: boolean; onNavigate?: () => void }) {
  return (
    <div className="grid gap-1 border-t p-3">
      {FOOTER_LINKS.map((link) => (
        <LinkRow key={link.path} link={link} iconsOnly={iconsOnly} onNavigate={onNavigate} />
      ))}
      <div className={cn('mt-1 flex items-center gap-1', iconsOnly ? 'flex-col' : 'justify-between px-1')}>
        <Tooltip content="Configure feature visibility" side={iconsOnly ? 'right' : 'top'}>
          <Button asChild variant="ghost" size="icon" className="size-8">
            <Link to="/feature-config" onClick={onNavigate} aria-label="Configure feature visibility">
              <Settings />
            </Link>
          </Button>
        </Tooltip>
        <SidebarOptionsMenu side={iconsOnly ? 'right' : 'top'} />
        <Tooltip content="Sign Out" side={iconsOnly ? 'right' : 'top'}>
          <Button asChild variant="ghost" size="icon" className="size-8">
            <a href="/api/logout" aria-label="Sign Out">
              <LogOut />
            </a>
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
