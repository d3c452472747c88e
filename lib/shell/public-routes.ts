/** Request header through which the auth gate tells server layouts the full requested path. */
export const CONSOLE_PATH_HEADER = 'x-console-path';

/** Pages reachable without a session (spec §2: login, and the embeddable form entry points). */
const PUBLIC_PAGES = ['/login', '/iframe-data', '/flow-block'];

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
