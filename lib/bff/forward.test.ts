/**
 * The forwarder against a fault-injecting upstream on 127.0.0.1 (CUSTOMS_API_URL): timeouts,
 * refused connections, server errors, non-JSON bodies, 401s, the header allow-list and CSRF.
 * Each answer is also run through the browser's interpretation to check what the user is told.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { interpretResponse } from '@/lib/api/failure';
import { catalogueTranslator } from '@/lib/api/test-support';
import { UPSTREAM_UNREACHABLE_HEADER } from '@/lib/api/wire';
import { forwardToPlatform } from './forward';
import { login } from './login';
import { logout } from './logout';
import { saveSession } from './session';
import { SESSION_COOKIE } from './session-config';
import { browserCookies, browserRequest, listen, type RunningServer } from './test-support';

jest.mock('next/headers', () => jest.requireActual('./test-support').nextHeadersFake);
jest.mock('cookie', () => jest.requireActual('./test-support').loadOutsideJest('cookie'));
jest.mock('uint8array-extras', () => jest.requireActual('./test-support').loadOutsideJest('uint8array-extras'));

const TOKEN = 'platform-token-0123456789abcdef';
const en = catalogueTranslator('en');
const seen: { path: string; url: string; headers: IncomingMessage['headers'] }[] = [];

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Each path is one kind of trouble. */
function faultyPlatform(request: IncomingMessage, response: ServerResponse) {
  const path = request.url?.split('?')[0] ?? '';
  seen.push({ path, url: request.url ?? '', headers: request.headers });
  switch (path) {
    case '/api/slow':
      setTimeout(() => json(response, 200, { code: 0, data: 'too late' }), 2_000).unref();
      return;
    case '/api/fail-with-message':
      return json(response, 500, { code: 99, message: '数据库连接失败', data: null });
    case '/api/fail-empty':
      return response.writeHead(500).end();
    case '/api/html-gateway':
      return response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>503 Service Temporarily Unavailable</body></html>');
    case '/api/plain-text':
      return response.writeHead(200, { 'content-type': 'text/plain' }).end('pong');
    case '/api/expired':
      return json(response, 401, { code: 401, message: '登录已过期', data: null });
    case '/api/download':
      return response
        .writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"', 'set-cookie': 'upstream=1', 'x-internal': 'secret' })
        .end('a,b');
    default:
      return json(response, 200, { code: 0, message: '', data: { echoed: true } });
  }
}

let upstream: RunningServer;

beforeAll(async () => {
  process.env.SESSION_PASSWORD = 'bff-integration-test-password-of-32-plus-characters';
  upstream = await listen(faultyPlatform);
});
afterAll(() => upstream?.close());

beforeEach(async () => {
  process.env.CUSTOMS_API_URL = upstream.url;
  seen.length = 0;
  browserCookies.clear();
  await saveSession({ token: TOKEN, uuid: 'u-1', memberId: 'u-1', user: { id: 'u-1', username: 'admin', name: '系统管理员' } });
});
afterEach(() => {
  delete process.env.CUSTOMS_API_URL;
  jest.restoreAllMocks();
});

async function call(path: string, init: Parameters<typeof browserRequest>[1] = {}, timeoutMs?: number) {
  // Like the catch-all route: the path without its query; the forwarder takes the query from the URL.
  const pathname = path.split('?')[0] ?? path;
  const response = await forwardToPlatform(browserRequest(path, { body: {}, ...init }), pathname, timeoutMs ? { timeoutOf: () => timeoutMs } : {});
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Non-JSON bodies stay text, as the browser would read them.
  }
  const told = interpretResponse(response.status, body, path, en);
  return { response, body, toldUser: told.ok ? undefined : told.failure.message };
}

describe('forwardToPlatform with a faulty upstream', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('a slow platform times out: 504, told "Gateway timeout"', async () => {
    const started = Date.now();
    const { response, toldUser } = await call('/api/slow', {}, 200);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.status).toBe(504);
    expect(toldUser).toBe('Gateway timeout');
  });

  it('a refused connection: 502 with the unreachable header (the browser shows the network message)', async () => {
    const closed = await listen(() => undefined);
    await closed.close();
    process.env.CUSTOMS_API_URL = closed.url;
    const { response, toldUser } = await call('/api/anything');
    expect(response.status).toBe(502);
    expect(response.headers.get(UPSTREAM_UNREACHABLE_HEADER)).toBe('1');
    expect(toldUser).toBe('Bad gateway');
  });

  it('500 with a message: the server message is shown', async () => {
    const { response, toldUser } = await call('/api/fail-with-message');
    expect(response.status).toBe(500);
    expect(toldUser).toBe('数据库连接失败');
  });

  it('500 without a body: the catalogue message', async () => {
    const { response, toldUser } = await call('/api/fail-empty');
    expect(response.status).toBe(500);
    expect(toldUser).toBe('Internal server error');
  });

  it('non-JSON bodies pass through: an HTML error page gives the catalogue message, plain text is data', async () => {
    const html = await call('/api/html-gateway');
    expect(html.response.status).toBe(503);
    expect(html.toldUser).toBe('Service unavailable');
    const text = await call('/api/plain-text');
    expect(text.body).toBe('pong');
    expect(text.toldUser).toBeUndefined();
  });

  it('a 401 from the platform ends the console session and is not toasted', async () => {
    const { response, body } = await call('/api/expired');
    expect(response.status).toBe(401);
    expect(body).toMatchObject({ message: '登录已过期' });
    expect(browserCookies.has(SESSION_COOKIE)).toBe(false);
    expect(interpretResponse(401, body, '/api/expired', en)).toMatchObject({ failure: { toast: false, endSession: 'login' } });
  });
});

describe('what crosses the BFF', () => {
  it('only allow-listed browser headers reach the platform, plus the session token', async () => {
    await call('/api/echo?page=2', {
      headers: {
        cookie: `${SESSION_COOKIE}=sealed; other=1`,
        authorization: 'Basic Zm9vOmJhcg==',
        'x-authorization': 'Bearer forged-by-the-browser',
        'U-Name': '%2Findex',
        'extend-params': '%7B%7D',
        'X-Form': 'form-1',
        MenuCode: 'M1',
        'accept-language': 'zh-CN',
        'x-custom': 'nope',
      },
    });
    const [{ headers }] = seen as [(typeof seen)[number]];
    expect(headers['x-authorization']).toBe(`Bearer ${TOKEN}`);
    expect(headers).toMatchObject({ 'u-name': '%2Findex', 'extend-params': '%7B%7D', 'x-form': 'form-1', menucode: 'M1', 'accept-language': 'zh-CN' });
    for (const name of ['cookie', 'authorization', 'x-custom', 'origin', 'sec-fetch-site']) expect(headers).not.toHaveProperty(name);
  });

  it('keeps the query string, and only allow-listed upstream headers come back', async () => {
    await call('/api/echo?page=2&size=10');
    expect(seen[0]?.url).toBe('/api/echo?page=2&size=10');
    const { response, body } = await call('/api/download');
    expect(body).toBe('a,b');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.csv"');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-internal')).toBeNull();
  });

  it('without a session the platform is not called for private paths', async () => {
    browserCookies.clear();
    const { response, toldUser } = await call('/api/echo');
    expect(response.status).toBe(401);
    expect(toldUser).toBe('登录已过期');
    expect(seen).toEqual([]);
  });
});

describe('CSRF: state-changing calls must come from this site', () => {
  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example', 'sec-fetch-site': '' },
    { origin: 'null', 'sec-fetch-site': '' },
  ];

  it.each(crossSite)('refuses %j with 403 "Access denied" and calls nothing', async (headers) => {
    const { response, toldUser } = await call('/api/echo', { headers });
    expect(response.status).toBe(403);
    expect(toldUser).toBe('Access denied');
    for (const handler of [login, logout]) {
      const refused = await handler(browserRequest('/api/auth/x', { body: {}, headers }));
      expect(refused.status).toBe(403);
    }
    expect(seen).toEqual([]);
    expect(browserCookies.has(SESSION_COOKIE)).toBe(true);
  });

  it('passes same-origin calls, calls without browser hints, and cross-site reads', async () => {
    expect((await call('/api/echo')).response.status).toBe(200);
    expect((await call('/api/echo', { headers: { origin: '', 'sec-fetch-site': '' } })).response.status).toBe(200);
    expect((await call('/api/echo', { method: 'GET', body: undefined, headers: { 'sec-fetch-site': 'cross-site' } })).response.status).toBe(200);
    expect(seen).toHaveLength(3);
  });
});
