import { useEffect, useRef } from 'react';
import { LOGIN_REDIRECT_DELAY_MS, UNAUTHORIZED_TOAST } from '@shared/constants/coaching';
import { goToLogin } from '@/lib/auth';
import { errorCode } from '@/lib/errors';
import { toast } from '@/lib/toast';

/** A read answered 401 (the session ended): say so, then go to sign-in after half a second. */
export function useUnauthorizedRedirect(...errors: unknown[]) {
  const unauthorized = errors.some((error) => errorCode(error) === 'UNAUTHORIZED');
  const fired = useRef(false);
  useEffect(() => {
    if (!unauthorized || fired.current) return;
    fired.current = true;
    toast({ ...UNAUTHORIZED_TOAST, variant: 'destructive' });
    const timer = setTimeout(() => goToLogin(), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unauthorized]);
}
