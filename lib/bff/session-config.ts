import { randomBytes } from 'node:crypto';
import type { SessionOptions } from 'iron-session';
import { z } from 'zod';
import { userInfoSchema } from '@/customs-api/contract/auth';

/** Cookie names carry the product and its version (spec §9). */
export const COOKIE_PREFIX = 'cbec-console-1.0.2';
export const SESSION_COOKIE = `${COOKIE_PREFIX}-session`;
/** Spec §9: cookie lifetime 1 day. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

/** What the console keeps about a login. The token never leaves the server. */
export const sessionDataSchema = z.object({
  token: z.string(),
  uuid: z.string(),
  memberId: z.string(),
  user: userInfoSchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;

let devPassword: string | undefined;

function sessionPassword(): string {
  const configured = process.env.SESSION_PASSWORD;
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_PASSWORD must be at least 32 characters');
    return configured;
  }
  if (process.env.NODE_ENV === 'production') {
    throw new Error('SESSION_PASSWORD is required in production (32+ random characters, the same on every instance)');
  }
  if (!devPassword) {
    devPassword = randomBytes(32).toString('base64url');
    console.warn('[session] SESSION_PASSWORD is not set: using a random development secret; sessions end on restart.');
  }
  return devPassword;
}

/** Secure everywhere except plain-http loopback (a laptop demo, the tests). */
export function isLoopbackHost(host: string | null | undefined): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host ?? '');
}

export function sessionOptions(requestHost: string | null | undefined): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionPassword(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: !isLoopbackHost(requestHost), path: '/' },
  };
}
