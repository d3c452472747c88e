import * as z from 'zod/mini';

/**
 * The answers of the login calls, checked at the boundary (`zod/mini`; the wire schemas of
 * `customs-api/contract/auth.ts` use classic zod and are built at module load, too heavy for /login).
 * `login-client.ts` loads this module on its first call, in parallel with the request: under
 * Turbopack even zod/mini brings most of zod's core (≈ 25 KB gzip), which the first load of
 * /login must not carry.
 */

export const envelopeSchema = z.object({
  code: z.int(),
  message: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
});

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** SVG markup; empty when the check is off. */
  image: z.string(),
  enabled: z.boolean(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const publicKeySchema = z.object({
  /** SPKI PEM of an RSA key for RSA-OAEP with SHA-256. */
  publicKey: z.string().check(z.startsWith('-----BEGIN PUBLIC KEY-----')),
  keyId: z.string().check(z.minLength(1)),
});
export type PublicKey = z.infer<typeof publicKeySchema>;

/** The BFF's answer to a login: who logged in (the token stays on the server). */
export const loginAnswerSchema = z.object({ userInfo: z.object({ id: z.string() }) });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export type AnswerSchema<T> = z.ZodMiniType<T>;
