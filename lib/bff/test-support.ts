/**
 * Helpers for the BFF's integration tests (never imported by the app): a fake of Next's request
 * edge (`next/headers`) over one browser's cookie jar, and real HTTP servers on 127.0.0.1.
 */
import { createServer, type RequestListener } from 'node:http';
import Module from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * Loads a package with Node's own loader, outside Jest's sandbox, which cannot require the ES modules
 * iron-session depends on (`cookie`, `uint8array-extras`): `jest.mock('cookie', () => loadOutsideJest('cookie'))`.
 * (Only for packages of plain functions over strings: objects from outside the sandbox are of another realm.)
 */
export function loadOutsideJest(id: string): unknown {
  const nodeLoader = Module as unknown as { _load(path: string, parent: null): unknown };
  return nodeLoader._load(require.resolve(id), null);
}

/** The cookies of the one browser the test plays. */
export const browserCookies = new Map<string, string>();

type CookieOptions = { maxAge?: number };

/** Stands in for `next/headers` (only available inside a Next request): `jest.mock('next/headers', () => nextHeadersFake)`. */
export const nextHeadersFake = {
  cookies: async () => ({
    get: (name: string) => (browserCookies.has(name) ? { name, value: browserCookies.get(name) ?? '' } : undefined),
    getAll: () => [...browserCookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options?: CookieOptions) => {
      if (!value || options?.maxAge === 0) browserCookies.delete(name);
      else browserCookies.set(name, value);
    },
  }),
  headers: async () => new Headers({ host: CONSOLE_HOST }),
};

export const CONSOLE_HOST = 'localhost:3000';
export const CONSOLE_ORIGIN = `http://${CONSOLE_HOST}`;

export type RunningServer = { url: string; close(): Promise<void> };

/** Starts a node:http server on a random port of 127.0.0.1. */
export async function listen(listener: RequestListener): Promise<RunningServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser call to the console, same-origin unless the headers say otherwise. */
export function browserRequest(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Request {
  const method = init.method ?? 'POST';
  return new Request(`${CONSOLE_ORIGIN}${path}`, {
    method,
    headers: { host: CONSOLE_HOST, 'content-type': 'application/json', ...(method === 'GET' ? {} : { origin: CONSOLE_ORIGIN, 'sec-fetch-site': 'same-origin' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
