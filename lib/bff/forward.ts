import 'server-only';
import { PUBLIC_PLATFORM_PATHS } from '@/customs-api/contract/auth';
import { timeoutFor } from '@/lib/api/timeouts';
import { isCrossSiteWrite } from './csrf';
import { clientIpOf, platformFetch } from './platform';
import { crossSiteRefused, notLoggedIn, upstreamTimeout, upstreamUnreachable } from './responses';
import { destroySession, readSession } from './session';

/** Only these browser headers reach the platform: never cookies, never a browser-made authorization. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'u-name', 'extend-params', 'x-form', 'menucode'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control', 'last-modified', 'etag'];

export type ForwardOptions = {
  /** How long the platform may take for a path (tests shorten it; production uses spec §9's values). */
  timeoutOf?: (path: string) => number;
};

/**
 * Forwards one browser call to the platform under the session's token.
 * The browser never sees the token; a 401 from the platform ends the console session too.
 */
export async function forwardToPlatform(request: Request, path: string, { timeoutOf = timeoutFor }: ForwardOptions = {}): Promise<Response> {
  if (isCrossSiteWrite(request)) return crossSiteRefused();
  const session = await readSession();
  if (!session && !PUBLIC_PLATFORM_PATHS.includes(path)) return notLoggedIn();

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (session) headers.set('x-authorization', `Bearer ${session.token}`);
  const clientIp = clientIpOf(request.headers);
  if (clientIp) headers.set('x-forwarded-for', clientIp);

  const search = new URL(request.url).search;
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let upstream: Response;
  try {
    upstream = await platformFetch(`${path}${search}`, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // Streams the upload instead of buffering it (needed for large Excel files).
      ...(hasBody ? { duplex: 'half' } : {}),
      signal: AbortSignal.timeout(timeoutOf(path)),
    } as RequestInit);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    console.error(`[bff] ${request.method} ${path} failed: ${timedOut ? 'timeout' : String(error)}`);
    return timedOut ? upstreamTimeout() : upstreamUnreachable();
  }

  if (upstream.status === 401 && session) await destroySession();
  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  // fetch has already decoded a compressed body, so the upstream length no longer matches it.
  if (upstream.headers.has('content-encoding')) responseHeaders.delete('content-length');
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
