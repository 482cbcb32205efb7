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
