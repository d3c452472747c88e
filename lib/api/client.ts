import { AUTH_PATHS } from '@/customs-api/contract/auth';
import { pushLog } from '@/lib/log/store';
import { loginUrlFor } from '@/lib/shell/redirect';
import { showToast } from '@/lib/ui/toast';
import { UPSTREAM_UNREACHABLE_HEADER } from './wire';
import { interpretResponse, networkFailure, type ApiFailure, type Translate } from './failure';
import { headerRouteFor, requestHeaders } from './headers';
import { trackRequest } from './loading';
import { timeoutFor } from './timeouts';

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
};

/** Calls whose failures are not logged as 数据请求异常 (spec §8). */
const LOGIN_CALLS: readonly string[] = [AUTH_PATHS.login, AUTH_PATHS.captcha, AUTH_PATHS.publicKey, AUTH_PATHS.logout];

let context: ClientContext = {
  translate: (key) => key,
  currentPath: () => (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`),
  currentRouteName: () => (typeof location === 'undefined' ? '' : location.pathname),
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

/** The one way the browser calls the platform: relative `/api/...` through the BFF. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'POST', body, successMessage, silent = false, flowButtonCode } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const pagePath = context.currentPath().split('?')[0] ?? '/';
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...requestHeaders({
      routePath: headerRouteFor(pagePath),
      routeName: context.currentRouteName(),
      body,
      flowButtonCode,
      readStorage,
    }),
  };
  if (!isForm && body !== undefined) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? timeoutFor(path));
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
      const timedOut = timeout.aborted;
      throw fail(
        timedOut
          ? { kind: 'http', status: 408, message: context.translate('http.408'), toast: true, endSession: 'no', url: path }
          : networkFailure(path, context.translate),
        path,
        silent,
      );
    }
    if (response.headers.get(UPSTREAM_UNREACHABLE_HEADER)) throw fail(networkFailure(path, context.translate), path, silent);
    const payload = await readPayload(response);
    const outcome = interpretResponse(response.status, payload, path, context.translate);
    if (!outcome.ok) throw fail(outcome.failure, path, silent);
    if (successMessage) showToast('success', successMessage);
    return outcome.data as T;
  } finally {
    done();
  }
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Tells the user (toast), records the failure (log) and leaves for login when the session is over. */
function fail(failure: ApiFailure, path: string, silent: boolean): ApiError {
  const pathname = path.split('?')[0] ?? path;
  if (failure.toast && !silent) showToast('error', failure.message);
  if (!LOGIN_CALLS.includes(pathname)) pushLog(`${context.translate('log.requestFailed')}: ${failure.message} (${pathname})`, 'danger');
  if (failure.endSession === 'login') leaveForLogin(failure);
  return new ApiError(failure);
}

function leaveForLogin(failure: ApiFailure) {
  if (leaving || typeof window === 'undefined' || location.pathname === '/login') return;
  leaving = true;
  const target = loginUrlFor(`${location.pathname}${location.search}`);
  const go = () => window.location.assign(target);
  // A vanished member still holds a console session: end it before leaving.
  if (failure.kind === 'business') void fetch(AUTH_PATHS.logout, { method: 'POST' }).finally(go);
  else go();
}
