import { errorCode } from './errors';
import { trpc } from './trpc';

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export function useCurrentUser() {
  const query = trpc.auth.user.useQuery(undefined, { retry: false });
  const signedOut = query.isError && errorCode(query.error) === 'UNAUTHORIZED';
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data),
    signedOut,
    error: signedOut ? null : query.error,
  };
}

/** Sign-in is a full navigation to the login endpoint, which returns to `redirect` afterwards. */
export function loginUrl(redirect?: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (redirect) params.set('redirect', redirect);
  const query = params.toString();
  return `/api/login${query ? `?${query}` : ''}`;
}

export function goToLogin(redirect = window.location.pathname + window.location.search) {
  window.location.assign(loginUrl(redirect));
}
