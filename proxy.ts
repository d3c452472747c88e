import { NextResponse, type NextRequest } from 'next/server';
import { unsealData } from 'iron-session';
import { sessionDataSchema, sessionOptions, SESSION_COOKIE } from '@/lib/bff/session-config';
import { isPublicPage, CONSOLE_PATH_HEADER } from '@/lib/shell/public-routes';
import { loginUrlFor } from '@/lib/shell/redirect';

/**
 * The auth gate (Next 16's proxy, called middleware.ts before Next 16): console pages need a
 * session, else the browser goes to /login?redirect=<full path>. Route handlers and layouts
 * check the session again; this is the first check, not the only one.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const fullPath = `${pathname}${search}`;
  const forwarded = new Headers(request.headers);
  forwarded.set(CONSOLE_PATH_HEADER, fullPath);
  const next = () => NextResponse.next({ request: { headers: forwarded } });

  if (pathname.startsWith('/api/') || isPublicPage(pathname)) return next();
  if (await hasSession(request)) return next();
  return NextResponse.redirect(new URL(loginUrlFor(fullPath), request.url));
}

async function hasSession(request: NextRequest): Promise<boolean> {
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  if (!sealed) return false;
  try {
    const { password, ttl } = sessionOptions(request.headers.get('host'));
    const data = await unsealData(sealed, { password, ttl });
    return sessionDataSchema.safeParse(data).success;
  } catch {
    return false;
  }
}

export const config = {
  // Everything but Next's own assets and files with an extension (icons, images).
  matcher: ['/((?!_next/static|_next/image|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
