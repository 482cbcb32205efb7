import { lazy, Suspense, useState } from 'react';
import type { BookingDialogProps } from './booking-dialog';

// The wizard and its form schemas (zod) are a chunk of their own, loaded when a booking starts: the shell
// and the dashboard render a closed dialog on every page load.
const BookingDialog = lazy(() => import('./booking-dialog').then((module) => ({ default: module.BookingDialog })));

/** BookingDialog, downloaded the first time it opens and kept mounted afterwards (so it can animate closed). */
export function LazyBookingDialog(props: BookingDialogProps) {
  const [needed, setNeeded] = useState(props.open);
  if (!needed && props.open) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog {...props} />
    </Suspense>
  );
}
