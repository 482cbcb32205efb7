import { useState } from 'react';
import type { FeatureId } from '@shared/constants/features';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { type FeatureVisibility, FEATURES, defaultVisibility } from './feature-visibility';

function visibilityOf(hidden: readonly FeatureId[]): FeatureVisibility {
  return Object.fromEntries(FEATURES.map((feature) => [feature.id, !(hidden as readonly string[]).includes(feature.id)]));
}

/** The organisation-wide draft of /feature-config: stored on the server for every member. */
export function useOrganizationFeatureConfig(organizationId: string | null, hidden: readonly FeatureId[]) {
  const [draft, setDraft] = useState<FeatureVisibility | null>(null);
  const current = draft ?? visibilityOf(hidden);
  const save = trpc.organizations.updateFeatures.useMutation({
    onSuccess: () => {
      setDraft(null);
      toast({ title: 'Configuration Saved', description: 'Everyone in your organization now sees only the features you chose.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The configuration could not be saved. Please try again.'), variant: 'destructive' }),
  });
  return {
    draft: current,
    changed: draft !== null,
    saving: save.isPending,
    toggle(id: string, visible: boolean) {
      setDraft({ ...current, [id]: visible });
    },
    reset() {
      setDraft(defaultVisibility());
    },
    save() {
      if (!organizationId) return;
      const hiddenFeatures = FEATURES.filter((feature) => current[feature.id] === false).map((feature) => feature.id as FeatureId);
      save.mutate({ organizationId, hiddenFeatures });
    },
  };
}
