import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DENSITY_LABELS, resetAllSettingsWithToast } from './sidebar-options-menu';
import { DENSITIES, type Density, setCompactSidebar, updateSidebarSettings, useCompactSidebar, useSidebarSettings } from './sidebar-settings';

/** Display preferences kept on this device only. */
export function DeviceSettingsCard() {
  const { density } = useSidebarSettings();
  const compact = useCompactSidebar();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>This device</h2>
        </CardTitle>
        <CardDescription>Display preferences stored in this browser only.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="sidebar-view">Sidebar</Label>
            <Select value={compact ? 'compact' : 'standard'} onValueChange={(value) => setCompactSidebar(value === 'compact')}>
              <SelectTrigger id="sidebar-view">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="standard">Standard</SelectItem>
                <SelectItem value="compact">Compact</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="sidebar-density">Density</Label>
            <Select value={density} onValueChange={(value) => updateSidebarSettings({ density: value as Density })}>
              <SelectTrigger id="sidebar-density">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DENSITIES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {DENSITY_LABELS[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Choose which features appear in the navigation in{' '}
            <Link to="/feature-config" className="font-medium text-primary hover:underline">
              Feature Visibility
            </Link>
            .
          </p>
          <Button variant="outline" onClick={resetAllSettingsWithToast}>
            <RotateCcw aria-hidden="true" />
            Reset All Settings
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
