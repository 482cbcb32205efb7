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

export { goToLogin, loginUrl } from './login';
