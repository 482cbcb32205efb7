import { useState } from 'react';
import { readLocal } from '@/lib/local-settings';
import { FEATURE_VISIBILITY_KEY, type FeatureVisibility, defaultVisibility, parseVisibility, visibilityFromHidden } from './feature-visibility';
import { saveFeatureVisibility, useSidebarSettings } from './sidebar-settings';

function storedVisibility(hidden: readonly string[]): FeatureVisibility {
  const raw = readLocal(FEATURE_VISIBILITY_KEY);
  if (raw === null) return visibilityFromHidden(hidden);
  try {
    return parseVisibility(JSON.parse(raw));
  } catch (error) {
    // The spec: a stored configuration that cannot be read is only logged.
    console.error('could not read the stored feature visibility configuration', error);
    return visibilityFromHidden(hidden);
  }
}

/** The /feature-config draft: toggles mark it changed, save stores it, reset restores defaults (and marks changed). */
export function useFeatureConfig() {
  const { hiddenFeatures } = useSidebarSettings();
  const [draft, setDraft] = useState<FeatureVisibility>(() => storedVisibility(hiddenFeatures));
  const [changed, setChanged] = useState(false);

  return {
    draft,
    changed,
    toggle(id: string, visible: boolean) {
      setDraft((current) => ({ ...current, [id]: visible }));
      setChanged(true);
    },
    reset() {
      setDraft(defaultVisibility());
      setChanged(true);
    },
    save() {
      saveFeatureVisibility(draft);
      setChanged(false);
    },
  };
}
