import { LOGIN_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST } from '@shared/constants/coaching';
import { goToLogin } from './login';
import { errorCode } from './errors';
import { toast } from './toast';
import { loadToaster } from './toaster-chunk';

let ending = false;

/**
 * The session ended (a 401 from any read or change): the spec's toast, then sign-in after half a
 * second, coming back to this page. Once, however many calls fail together. Reading the current
 * user is the one place where a 401 is an answer (signed out), not an ending.
 */
export function onUnauthorized(error: unknown, queryKey: readonly unknown[] | undefined): void {
  if (errorCode(error) !== 'UNAUTHORIZED' || ending) return;
  const path = queryKey?.[0];
  if (Array.isArray(path) && path.join('.') === 'auth.user') return;
  endSession();
}

/** Shows the logged-out toast and goes to sign-in after the spec's delay. */
export function endSession(): void {
  if (ending) return;
  ending = true;
  toast({ ...UNAUTHORIZED_TOAST, variant: 'destructive' });
  // The half second counts from when the toast can be seen: its viewport may still be downloading.
  const redirect = () => setTimeout(() => goToLogin(), LOGIN_REDIRECT_DELAY_MS);
  loadToaster().then(redirect, redirect);
}
