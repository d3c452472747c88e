import { z } from 'zod';

/**
 * Every platform answer is `{code, message, data}` (spec §7/§8).
 * code 0 = success; other codes are business errors whose message is shown to the user.
 */
export const ResultCode = {
  ok: 0,
  /** Session/member no longer valid (with message '用户不存在.' the console ends the session). */
  userGone: -1,
  /** Business rule or validation failure (bad credentials, bad input). */
  invalid: 1,
  /** Captcha missing, wrong or expired. */
  captcha: 5,
  /** Too many attempts: account or address temporarily locked. */
  locked: 9,
  /** Unexpected platform failure. */
  internal: 99,
  /** Token missing, invalid or expired (HTTP 401). */
  unauthorized: 401,
  /** Member lacks the resource for this call (HTTP 403). */
  forbidden: 403,
  /** Unknown path (HTTP 404). */
  notFound: 404,
} as const;

/** Messages the console reacts to by exact wording (spec §8). */
export const PlatformMessage = {
  userGone: '用户不存在.',
  sessionExpired: '登录已过期',
} as const;

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number().int(), message: z.string().default(''), data: data.nullable().optional() });

export const anyEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});
export type Envelope<T = unknown> = { code: number; message: string; data: T };

/** Request bodies that the spec writes as `data.x` are wrapped as `{data: {...}}`. */
export const wrapped = <T extends z.ZodTypeAny>(data: T) => z.object({ data });
