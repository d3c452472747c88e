import { PlatformMessage, ResultCode } from '@/customs-api/contract/envelope';
import { parseBody } from './envelope';

/** HTTP statuses with their own catalogue message (spec §8). */
export const CATALOGUED_STATUSES = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505] as const;

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type ApiFailure = {
  kind: 'business' | 'http' | 'network';
  status?: number;
  code?: number;
  /** The text for the user: the server's message where it has one, else the catalogue's. */
  message: string;
  /** '登录已过期' is never toasted (spec §8). */
  toast: boolean;
  /** Where the user must go next: nowhere, or the login page (keeping the current page as redirect). */
  endSession: 'no' | 'login';
  url: string;
  /** The envelope's data of a business failure (some calls explain the failure there). */
  data?: unknown;
};

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export function networkFailure(url: string, t: Translate): ApiFailure {
  return { kind: 'network', message: t('http.network'), toast: true, endSession: 'login', url };
}

/**
 * Turns one answer into data or a failure, by spec §7/§8: HTTP status first (server message
 * preferred), then the envelope code (0 → data, none → body as is, any other → the message).
 */
export function interpretResponse(status: number, body: unknown, url: string, t: Translate): Outcome {
  if (status < 200 || status >= 300) {
    const message =
      serverMessage(body) ??
      ((CATALOGUED_STATUSES as readonly number[]).includes(status) ? t(`http.${status}`, { url }) : t('http.other', { status }));
    return {
      ok: false,
      failure: {
        kind: 'http',
        status,
        message,
        toast: message !== PlatformMessage.sessionExpired,
        endSession: status === 401 ? 'login' : 'no',
        url,
      },
    };
  }
  const parsed = parseBody(body);
  if (parsed.kind === 'raw') return { ok: true, data: parsed.body };
  if (parsed.code === ResultCode.ok) return { ok: true, data: parsed.data };
  const userGone = parsed.code === ResultCode.userGone && parsed.message === PlatformMessage.userGone;
  return {
    ok: false,
    failure: {
      kind: 'business',
      status,
      code: parsed.code,
      message: parsed.message || t('http.other', { status: parsed.code }),
      toast: parsed.message !== PlatformMessage.sessionExpired,
      endSession: userGone ? 'login' : 'no',
      url,
      data: parsed.data,
    },
  };
}
