/**
 * A redirect target this app may follow: a same-origin path only. Anything else
 * (absolute URLs, protocol-relative '//evil', backslash tricks, control characters) becomes '/'.
 * Characters outside printable ASCII are percent-encoded, so the result is always a valid Location.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || typeof target !== 'string') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    // encodeURIComponent throws on a lone surrogate: such a target is refused.
    return target.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return fallback;
  }
}
