import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { type NavGroup, isActiveCompact, isActiveStandard } from './nav-items';
import { type Density, toggleGroupCollapsed, useSidebarSettings } from './sidebar-settings';

const ITEM_PADDING: Record<Density, string> = { compact: 'py-1', normal: 'py-2', spacious: 'py-3' };

export interface NavGroupsProps {
  groups: NavGroup[];
  /** standard: root exact, others by prefix; compact: exact. */
  matching: 'standard' | 'compact';
  /** Icons only (the collapsed compact sidebar). */
  iconsOnly?: boolean;
  onNavigate?: () => void;
}

export function NavGroups({ groups, matching, iconsOnly = false, onNavigate }: NavGroupsProps) {
  const { pathname } = useLocation();
  const { density, collapsedGroups } = useSidebarSettings();
  const isActive = matching === 'standard' ? isActiveStandard : isActiveCompact;

  return (
    <nav aria-label="Main" className="grid gap-3">
      {groups.map((group) => {
        const collapsed = !iconsOnly && collapsedGroups.includes(group.id);
        const listId = `nav-group-${matching}-${group.id}`;
        return (
          <div key={group.id} data-nav-group={group.id}>
            {iconsOnly ? (
              <div className="mx-3 mb-2 h-px bg-border" aria-hidden="true" />
            ) : (
              <button
                type="button"
                onClick={() => toggleGroupCollapsed(group.id)}
                aria-expanded={!collapsed}
                aria-controls={listId}
                className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:text-foreground"
              >
                <span className="truncate">{group.label}</span>
                <span className="flex items-center gap-1.5">
                  <span className="rounded-full bg-muted px-1.5 py-0.5 text-[10px] leading-none font-semibold text-muted-foreground tabular-nums" aria-label={`${group.items.length} items`}>
                    {group.items.length}
                  </span>
                  <ChevronDown className={cn('size-3.5 transition-transform', collapsed && '-rotate-90')} aria-hidden="true" />
                </span>
              </button>
            )}
            {!collapsed && (
              <ul id={listId} className="mt-1 grid gap-0.5">
                {group.items.map((item) => {
                  const active = isActive(item.path, pathname);
                  const Icon = item.icon;
                  return (
                    <li key={item.id}>
                      <Tooltip content={item.label} disabled={!iconsOnly}>
                        <Link
                          to={item.path}
                          onClick={onNavigate}
                          aria-current={active ? 'page' : undefined}
                          aria-label={iconsOnly ? item.label : undefined}
                          data-feature={item.id}
                          className={cn(
                            'flex items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                            ITEM_PADDING[density],
                            iconsOnly && 'justify-center px-0',
                            active ? 'bg-primary/10 text-primary' : 'text-foreground/80 hover:bg-muted hover:text-foreground',
                          )}
                        >
                          <Icon className="size-4 shrink-0" aria-hidden="true" />
                          {!iconsOnly && <span className="truncate">{item.label}</span>}
                        </Link>
                      </Tooltip>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}
