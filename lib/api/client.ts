import { AUTH_PATHS } from '@/customs-api/contract/auth';
import { pushLog } from '@/lib/log/store';
import { LOGIN_PATH, LOGIN_REASON_NETWORK, LOGIN_REASON_PARAM, loginUrlFor } from '@/lib/shell/redirect';
import { showToast } from '@/lib/ui/toast';
import { UPSTREAM_UNREACHABLE_HEADER } from './wire';
import { interpretResponse, networkFailure, type ApiFailure, type Outcome, type Translate } from './failure';
import { headerRouteFor, requestHeaders } from './headers';
import { trackRequest } from './loading';
import { timeoutFor } from './timeouts';
import { readPayload } from '@/lib/api/payload';

/** A failed call: the promise of every call rejects with this after the user has been told. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (sent as is; wrap as `{data: ...}` where the platform expects it) or FormData for uploads. */
  body?: unknown;
  /** Shown as a success toast when the call succeeds (spec §7: success messages only when asked). */
  successMessage?: string;
  /** Do not toast failures (the caller shows them); they are still logged. */
  silent?: boolean;
  flowButtonCode?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
};

type ClientContext = {
  translate: Translate;
  /** Path of the page making calls (the active tab's, not necessarily the address bar's). */
  currentPath: () => string;
  currentRouteName: () => string;
  /** Leaves the app for another page (a full load, so no state of the ended session survives). */
  goTo: (url: string) => void;
};

/** Calls whose failures are not logged as 数据请求异常 (spec §8). */
const LOGIN_CALLS: readonly string[] = [AUTH_PATHS.login, AUTH_PATHS.captcha, AUTH_PATHS.publicKey, AUTH_PATHS.logout];

/**
 * The BFF enforces the timeouts and answers 504; the browser waits a little longer so that
 * the BFF's answer (not the browser's own abort) is what the user sees.
 */
const BROWSER_TIMEOUT_GRACE_MS = 5_000;
/** Ending a vanished member's session must not keep the user from the login page. */
const SESSION_END_TIMEOUT_MS = 5_000;

let context: ClientContext = {
  translate: (key) => key,
  currentPath: () => (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`),
  currentRouteName: () => (typeof location === 'undefined' ? '' : location.pathname),
  goTo: (url) => window.location.assign(url),
};
let leaving = false;

/** Set once by the shell so that messages are localized and headers name the active page. */
export function configureApiClient(next: Partial<ClientContext>) {
  context = { ...context, ...next };
}

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key) ?? localStorage.getItem(key);
  } catch {
    return null;
  }
}

const pathnameOf = (path: string) => path.split('?')[0] ?? path;

/** The one way the browser calls the platform: relative `/api/...` through the BFF. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const data = await send(path, options, (response) => interpretAnswer(response, path));
  if (options.successMessage) showToast('success', options.successMessage);
  return data as T;
}

/**
 * Sends one call with the spec's headers, timeout and loading flag; `read` turns the answer into
 * data or a failure. Failures are told, logged and thrown as ApiError (shared by calls and downloads).
 */
export async function send<T>(path: string, options: ApiRequestOptions, read: (response: Response) => Promise<Outcome<T>>): Promise<T> {
  const { method = 'POST', body, silent = false, flowButtonCode } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...requestHeaders({
      routePath: headerRouteFor(pathnameOf(context.currentPath())),
      routeName: context.currentRouteName(),
      body,
      flowButtonCode,
      readStorage,
    }),
  };
  if (!isForm && body !== undefined) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? timeoutFor(path) + BROWSER_TIMEOUT_GRACE_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const done = trackRequest(path);
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw fail(
        timeout.aborted
          ? { kind: 'http', status: 408, message: context.translate('http.408'), toast: true, endSession: 'no', url: path }
          : networkFailure(path, context.translate),
        path,
        silent,
      );
    }
    if (response.headers.get(UPSTREAM_UNREACHABLE_HEADER)) throw fail(networkFailure(path, context.translate), path, silent);
    const outcome = await read(response);
    if (!outcome.ok) throw fail(outcome.failure, path, silent);
    return outcome.data;
  } finally {
    done();
  }
}

/** An answer read as JSON (or text) and interpreted by the envelope and status rules. */
export async function interpretAnswer(response: Response, path: string): Promise<Outcome> {
  return interpretResponse(response.status, await readPayload(response), path, context.translate);
}

/** Tells the user (toast), records the failure (log) and leaves for login when the session is over. */
function fail(failure: ApiFailure, path: string, silent: boolean): ApiError {
  const pathname = pathnameOf(path);
  if (failure.toast && !silent) showToast('error', failure.message);
  // Login calls fail on user input (wrong password, captcha): recorded, but not as a data request fault.
  if (LOGIN_CALLS.includes(pathname)) pushLog(failure.message, 'info');
  else pushLog(`${context.translate('log.requestFailed')}: ${failure.message} (${pathname})`, 'danger');
  if (failure.endSession === 'login') leaveForLogin(failure);
  return new ApiError(failure);
}

/**
 * Sends the user to `/login?redirect=<current page>` once: later failures of calls still in flight
 * do not navigate again, and nothing happens on the login page itself (no loop).
 */
function leaveForLogin(failure: ApiFailure) {
  const currentPath = context.currentPath();
  if (leaving || typeof window === 'undefined' || pathnameOf(currentPath) === LOGIN_PATH) return;
  leaving = true;
  // The login page repeats the network message, which the toast could not outlive.
  const reason = failure.kind === 'network' ? `&${LOGIN_REASON_PARAM}=${LOGIN_REASON_NETWORK}` : '';
  const go = () => context.goTo(`${loginUrlFor(currentPath)}${reason}`);
  // A vanished member still holds a console session: end it before leaving.
  if (failure.kind === 'business') {
    void fetch(AUTH_PATHS.logout, { method: 'POST', credentials: 'same-origin', signal: AbortSignal.timeout(SESSION_END_TIMEOUT_MS) })
      .catch(() => undefined)
      .finally(go);
  } else go();
}
