/**
 * A redirect target this app may follow: a same-origin path only. Anything else
 * (absolute URLs, protocol-relative '//evil', backslash tricks, control characters) becomes '/'.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  return target;
}
