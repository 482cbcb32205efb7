import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/toast';
import { loadToaster } from '@/lib/toaster-chunk';

// Radix toast is its own chunk, loaded with the first toast (most page loads show none).
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** The toast viewport, mounted (and downloaded) once the first toast is asked for. */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  const toasts = useToasts();
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
