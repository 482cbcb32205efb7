import { CalendarPlus, CreditCard, HelpCircle, LayoutList, LogOut, Menu, PanelLeft, Search, Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/schemas/auth';
import { Brand } from '@/components/brand';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { openQuickBook } from '@/lib/quick-book';
import { displayName } from './sidebar-parts';
import { setCompactSidebar, useCompactSidebar } from './sidebar-settings';

export function AppHeader({ user, onOpenMenu }: { user: CurrentUser; onOpenMenu: () => void }) {
  const compact = useCompactSidebar();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-3 sm:px-4 lg:px-6">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open navigation" onClick={onOpenMenu}>
        <Menu />
      </Button>
      <Brand className="lg:hidden" />

      <ToggleGroup
        type="single"
        value={compact ? 'compact' : 'standard'}
        onValueChange={(value) => value && setCompactSidebar(value === 'compact')}
        aria-label="Sidebar view"
        className="hidden lg:inline-flex"
      >
        <ToggleGroupItem value="standard" aria-label="Standard sidebar">
          <LayoutList aria-hidden="true" />
          Standard
        </ToggleGroupItem>
        <ToggleGroupItem value="compact" aria-label="Compact sidebar">
          <PanelLeft aria-hidden="true" />
          Compact
        </ToggleGroupItem>
      </ToggleGroup>

      <div className="relative hidden max-w-sm flex-1 sm:block">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" placeholder="Search..." aria-label="Search" className="pl-8" />
      </div>

      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Button onClick={() => openQuickBook()} aria-label="Quick Book" className="px-3">
          <CalendarPlus aria-hidden="true" />
          <span className="hidden sm:inline">Quick Book</span>
        </Button>

        <NotificationBell />

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <button type="button" className="cursor-pointer rounded-full" aria-label="Account menu">
              <UserAvatar person={user} letterFallback className="size-9" />
            </button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel className="grid gap-0.5">
              <span className="truncate text-sm text-foreground">{displayName(user)}</span>
              <span className="truncate font-normal">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/settings">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/subscription">
                <CreditCard aria-hidden="true" />
                Manage Subscription
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/support">
                <HelpCircle aria-hidden="true" />
                Support
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <a href="/api/logout">
                <LogOut aria-hidden="true" />
                Sign Out
              </a>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
