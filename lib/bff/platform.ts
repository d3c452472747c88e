import 'server-only';
import type { z } from 'zod';
import { anyEnvelopeSchema, ResultCode, type Envelope } from '@/customs-api/contract/envelope';

/** Base URL of an external platform; unset means the embedded platform in this process. */
function upstreamBase(): string | undefined {
  return process.env.CUSTOMS_API_URL?.replace(/\/+$/, '') || undefined;
}

/**
 * Sends one HTTP-shaped request to the customs platform: over the network when CUSTOMS_API_URL
 * is set, otherwise to the embedded platform's fetch handler (no socket, same contract).
 */
export async function platformFetch(path: string, init: RequestInit): Promise<Response> {
  const base = upstreamBase();
  if (base) return fetch(`${base}${path}`, { ...init, redirect: 'manual' });
  const { getEmbeddedCustomsApi } = await import('@/customs-api/embedded');
  const api = await getEmbeddedCustomsApi();
  return api.fetch(new Request(`http://customs-api.embedded${path}`, init));
}

export type PlatformCallOptions = {
  token?: string;
  clientIp?: string;
  timeoutMs?: number;
};

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function platformHeaders({ token, clientIp }: PlatformCallOptions): Headers {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  if (token) headers.set('x-authorization', `Bearer ${token}`);
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  return headers;
}

/**
 * A JSON call made by the BFF itself (login, module tree...): returns the validated `data`
 * on code 0 and throws PlatformError otherwise.
 */
export async function platformCall<T extends z.ZodTypeAny>(
  path: string,
  body: unknown,
  dataSchema: T,
  options: PlatformCallOptions = {},
): Promise<z.infer<T>> {
  const response = await platformFetch(path, {
    method: 'POST',
    headers: platformHeaders(options),
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const envelope = await readEnvelope(response);
  if (envelope.code !== ResultCode.ok) throw new PlatformError(response.status, envelope.code, envelope.message);
  return dataSchema.parse(envelope.data);
}

async function readEnvelope(response: Response): Promise<Envelope> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PlatformError(response.status, ResultCode.internal, `Platform answered ${response.status} without JSON`);
  }
  const parsed = anyEnvelopeSchema.safeParse(json);
  if (!parsed.success) throw new PlatformError(response.status, ResultCode.internal, 'Platform answer is not an envelope');
  return { code: parsed.data.code, message: parsed.data.message ?? '', data: parsed.data.data };
}

/** The caller's address as the platform should see it (for its login throttling). */
export function clientIpOf(headers: Headers): string | undefined {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || undefined;
}
