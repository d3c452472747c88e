import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Captcha } from '../contract/auth';
import type { CustomsApiContext } from '../context';
import { captcha } from '../db/schema';
import { captchaSvg, randomCaptchaText } from './captcha-image';
import { sha256 } from './sha256';

const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;

// Salted with the id so equal answers do not share a hash.
const answerHash = (captchaId: string, answer: string) => sha256(`${captchaId}:${answer.trim().toUpperCase()}`);

export async function issueCaptcha(ctx: CustomsApiContext): Promise<Captcha> {
  if (!ctx.captchaEnabled) return { captchaId: '', image: '', enabled: false };
  const now = ctx.now();
  const text = (ctx.captchaText ?? randomCaptchaText)();
  const captchaId = randomUUID();
  // Housekeeping: spent and expired captchas are worthless.
  await ctx.db.delete(captcha).where(or(lt(captcha.expiresAt, now), isNotNull(captcha.usedAt)));
  await ctx.db.insert(captcha).values({ id: captchaId, answerHash: answerHash(captchaId, text), expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS) });
  return { captchaId, image: captchaSvg(text), enabled: true };
}

/** Spends the captcha whatever the answer (one guess per image); true when it was live and the answer matches. */
export async function consumeCaptcha(ctx: CustomsApiContext, captchaId: string, answer: string): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const now = ctx.now();
  const [spent] = await ctx.db
    .update(captcha)
    .set({ usedAt: now })
    .where(and(eq(captcha.id, captchaId), isNull(captcha.usedAt), gt(captcha.expiresAt, now)))
    .returning({ answerHash: captcha.answerHash });
  return spent?.answerHash === answerHash(captchaId, answer);
}
