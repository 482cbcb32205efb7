import { Building2, Crown, Monitor, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { FEATURES, FEATURE_CATEGORIES } from '@/features/shell/feature-visibility';
import { useFeatureConfig } from '@/features/shell/use-feature-config';
import { useOrganizationFeatureConfig } from '@/features/shell/use-organization-feature-config';
import { useOrganizationFeatures } from '@/features/shell/use-organization-features';
import { toast } from '@/lib/toast';
import { useWorkspace } from '@/lib/workspace';

type Scope = 'device' | 'organization';

/**
 * Feature visibility: each device's own choice, and (for an organisation's admins) the
 * organisation-wide one every member gets; what the organisation hides stays hidden on every device.
 */
export function FeatureConfigPage() {
  const { organization, managesOrganization } = useWorkspace();
  const organizationFeatures = useOrganizationFeatures();
  const device = useFeatureConfig();
  const shared = useOrganizationFeatureConfig(organizationFeatures.organizationId, organizationFeatures.hidden);
  const [scope, setScope] = useState<Scope>('device');
  const editingOrganization = scope === 'organization' && managesOrganization;
  const config = editingOrganization ? shared : device;
  const hiddenByOrganization = (id: string) => !editingOrganization && (organizationFeatures.hidden as readonly string[]).includes(id);
  const isVisible = (id: string) => config.draft[id] !== false && !hiddenByOrganization(id);
  const visibleCount = FEATURES.filter((feature) => isVisible(feature.id)).length;
  const orgName = organization?.name ?? 'your organization';

  const save = () => {
    if (editingOrganization) return shared.save();
    device.save();
    toast({ title: 'Configuration Saved', description: 'Your navigation now shows only the features you chose.' });
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Feature Visibility Configuration</h1>
        {managesOrganization && (
          <ToggleGroup type="single" value={scope} onValueChange={(value) => value && setScope(value as Scope)} aria-label="Whose navigation to configure" className="w-fit">
            <ToggleGroupItem value="device">
              <Monitor aria-hidden="true" /> This device
            </ToggleGroupItem>
            <ToggleGroupItem value="organization">
              <Building2 aria-hidden="true" /> Everyone in {orgName}
            </ToggleGroupItem>
          </ToggleGroup>
        )}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            {editingOrganization ? `Choose which features everyone in ${orgName} sees. Each device can hide more.` : 'Choose which features appear in your navigation on this device.'}{' '}
            {visibleCount} of {FEATURES.length} visible.
          </p>
          <div className="grid shrink-0 gap-2 sm:flex">
            <Button variant="outline" onClick={config.reset}>
              <RotateCcw aria-hidden="true" />
              Reset to Defaults
            </Button>
            <Button onClick={save} disabled={!config.changed || (editingOrganization && shared.saving)}>
              <Save aria-hidden="true" />
              Save Configuration
            </Button>
          </div>
        </div>
      </div>

      {FEATURE_CATEGORIES.map((category) => {
        const features = FEATURES.filter((feature) => feature.category === category.id);
        const shown = features.filter((feature) => isVisible(feature.id)).length;
        return (
          <Card key={category.id}>
            <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
              <div>
                <CardTitle>
                  <h2>{category.label}</h2>
                </CardTitle>
                <CardDescription>
                  {shown} of {features.length} visible
                </CardDescription>
              </div>
            </CardHeader>
            <CardContent className="grid gap-1">
              {features.map((feature) => {
                const id = `feature-${feature.id}`;
                const locked = hiddenByOrganization(feature.id);
                return (
                  <div key={feature.id} className="flex items-center justify-between gap-4 rounded-lg px-2 py-3 hover:bg-muted/50">
                    <div className="min-w-0">
                      <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-medium">
                        {feature.label}
                        {feature.isPremium && (
                          <Badge variant="outline" className="gap-1 border-amber-300 bg-amber-50 text-amber-700">
                            <Crown className="size-3" aria-hidden="true" />
                            Premium
                          </Badge>
                        )}
                        {locked && <Badge variant="secondary">Hidden by {orgName}</Badge>}
                      </label>
                      <p className="text-sm text-muted-foreground">{feature.description}</p>
                    </div>
                    <Switch id={id} checked={isVisible(feature.id)} disabled={locked} onCheckedChange={(visible) => config.toggle(feature.id, visible)} />
                  </div>
                );
              })}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

export default FeatureConfigPage;
