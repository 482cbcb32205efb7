import { errorCode } from './errors';
import { trpc } from './trpc';

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export function useCurrentUser() {
  const query = trpc.auth.user.useQuery(undefined, { retry: false });
  const signedOut = query.isError && errorCode(query.error) === 'UNAUTHORIZED';
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    /** The first answer (a user or signed out) is in; stays true while it is read again. */
    settled: query.dataUpdatedAt > 0 || query.errorUpdatedAt > 0,
    isAuthenticated: Boolean(query.data),
    signedOut,
    error: signedOut ? null : query.error,
  };
}

export { goToLogin, loginUrl } from './login';
