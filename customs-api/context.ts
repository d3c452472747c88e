import type { Db } from './db/client';

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

/** Everything a handler may depend on; tests swap the clock and captcha text. */
export type CustomsApiContext = {
  db: Db;
  now: () => Date;
  captchaEnabled: boolean;
  log: Logger;
  /** Text for the next captcha; random unless a test fixes it. */
  captchaText?: () => string;
};

export type CustomsApiOptions = Pick<CustomsApiContext, 'db'> & Partial<Omit<CustomsApiContext, 'db'>>;

export function withDefaults(options: CustomsApiOptions): CustomsApiContext {
  return { now: () => new Date(), captchaEnabled: true, log: console, ...options };
}

/** `LOGIN_CAPTCHA=off` disables the captcha check, with a loud warning. */
export function captchaEnabledFromEnv(log: Logger): boolean {
  if (process.env.LOGIN_CAPTCHA !== 'off') return true;
  log.warn('WARNING: LOGIN_CAPTCHA=off — the login captcha check is DISABLED. Never run like this in production.');
  return false;
}
