export const HOME_PATH = '/index';
export const LOGIN_PATH = '/login';
/** `/login?reason=network`: the user was sent to log in because the platform did not answer. */
export const LOGIN_REASON_PARAM = 'reason';
export const LOGIN_REASON_NETWORK = 'network';

const PROBE_ORIGIN = 'http://console.invalid';

/**
 * The `redirect` query of /login must stay on this site. Anything that could leave it
 * (`//host`, `https:`, `javascript:`, backslashes, their percent-encoded forms) or loop back
 * to the login page falls back to home.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value) return HOME_PATH;
  let decoded = value;
  // Decode repeatedly so that double-encoded tricks (%252F%252F) are seen for what they are.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return HOME_PATH;
    }
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return HOME_PATH;
    if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return HOME_PATH;
  }
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<full path>` for a page the user must log in to see. */
export function loginUrlFor(fullPath: string): string {
  const target = safeRedirect(fullPath);
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}
