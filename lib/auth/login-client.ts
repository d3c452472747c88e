import { AUTH_PATHS } from '@/customs-api/contract/auth-paths';
import { UPSTREAM_UNREACHABLE_HEADER } from '@/lib/api/wire';
import type { AnswerSchema, Captcha, LoginAnswer, PublicKey } from './login-schemas';
import { readPayload } from '@/lib/api/payload';

export type { Captcha, LoginAnswer, PublicKey } from './login-schemas';

/**
 * The login page's own data client: the three calls of a login with plain `fetch`, answers checked
 * with `zod/mini` (`login-schemas.ts`, loaded with the first call). The console's data client
 * (`lib/api/client.ts`) brings toasts, the log and the loading bar, none of which the login page
 * shows; this one keeps the first load of /login small.
 * Same reading of answers (spec §7/§8): HTTP status first (server message preferred, else the
 * catalogue's), then the envelope code (0 → data, other → its message).
 */

/** The `http.*` texts of the catalogue, as written (placeholders `{url}`, `{status}`). */
export type HttpTexts = Record<string, string>;

/** A call that failed: `message` is what the user reads; `data` the envelope's data of a business failure. */
export class LoginCallError extends Error {
  constructor(
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'LoginCallError';
  }
}

type Schemas = typeof import('./login-schemas');
let schemas: Promise<Schemas> | undefined;
/** The answer schemas come in their own chunk, fetched with the first call (see `login-schemas.ts`). */
function loadSchemas(): Promise<Schemas> {
  schemas ??= import('./login-schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

export type LoginBody = { username: string; password: string; keyId: string; captcha: string; captchaId: string };

/** HTTP statuses with their own catalogue text (as `lib/api/failure.ts`). */
const CATALOGUED = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);
/** The BFF answers by 60 s; the browser waits a little longer so that the BFF's answer is what the user sees. */
const TIMEOUT_MS = 65_000;

function fill(template: string | undefined, values: Record<string, string | number>): string {
  return (template ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** Sends one call and returns the envelope's data checked by `schema`; throws LoginCallError for failures. */
async function call<T>(path: string, body: unknown, pick: (schemas: Schemas) => AnswerSchema<T>, http: HttpTexts): Promise<T> {
  const ready = loadSchemas();
  // Never an unhandled rejection while the call is on its way; awaited (and reported) below.
  ready.catch(() => undefined);
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: timeout,
    });
  } catch {
    throw new LoginCallError(timeout.aborted ? fill(http['408'], {}) : fill(http.network, {}));
  }
  if (response.headers.get(UPSTREAM_UNREACHABLE_HEADER)) throw new LoginCallError(fill(http.network, {}));
  let envelopeSchema: Schemas['envelopeSchema'];
  let schema: AnswerSchema<T>;
  try {
    const loaded = await ready;
    envelopeSchema = loaded.envelopeSchema;
    schema = pick(loaded);
  } catch {
    throw new LoginCallError(fill(http.network, {}));
  }
  const payload = await readPayload(response);
  const { status } = response;
  if (status < 200 || status >= 300) {
    throw new LoginCallError(serverMessage(payload) ?? (CATALOGUED.has(status) ? fill(http[String(status)], { url: path }) : fill(http.other, { status })));
  }
  const envelope = envelopeSchema.safeParse(payload);
  // A body without a code is the data itself (spec §7).
  const data = envelope.success ? envelope.data.data : payload;
  if (envelope.success && envelope.data.code !== 0) {
    throw new LoginCallError(envelope.data.message || fill(http.other, { status: envelope.data.code }), envelope.data.data);
  }
  // An answer of another shape is a fault of the platform, not of the user: a plain Error.
  return schema.parse(data);
}

export const fetchCaptcha = (http: HttpTexts): Promise<Captcha> => call(AUTH_PATHS.captcha, {}, (s) => s.captchaSchema, http);
export const fetchPublicKey = (http: HttpTexts): Promise<PublicKey> => call(AUTH_PATHS.publicKey, {}, (s) => s.publicKeySchema, http);
export const sendLogin = (body: LoginBody, http: HttpTexts): Promise<LoginAnswer> => call(AUTH_PATHS.login, body, (s) => s.loginAnswerSchema, http);
