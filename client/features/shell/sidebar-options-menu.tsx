import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast';
import { DENSITIES, type Density, resetAllSettings, updateSidebarSettings, useSidebarSettings } from './sidebar-settings';

const DENSITY_LABELS: Record<Density, string> = { compact: 'Compact', normal: 'Normal', spacious: 'Spacious' };

export function resetAllSettingsWithToast() {
  resetAllSettings();
  toast({ title: 'Settings Reset', description: 'Sidebar density, groups and feature visibility are back to their defaults.' });
}

/** Density and 'Reset All Settings' for the sidebar on this device. */
export function SidebarOptionsMenu({ side = 'top' }: { side?: 'top' | 'right' }) {
  const { density } = useSidebarSettings();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Sidebar options" className="size-8">
          <SlidersHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side={side} align="start" className="w-52">
        <DropdownMenuLabel>Density</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={density} onValueChange={(value) => updateSidebarSettings({ density: value as Density })}>
          {DENSITIES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {DENSITY_LABELS[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={resetAllSettingsWithToast}>
          <RotateCcw aria-hidden="true" />
          Reset All Settings
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { DENSITY_LABELS };
