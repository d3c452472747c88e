import type { CSSProperties } from 'react';
import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { CATALOGUED_STATUSES } from '@/lib/api/failure';
import { LOGIN_REASON_NETWORK } from '@/lib/shell/redirect';
import { toLocale } from '@/lib/i18n/locales';
import { parseStoredSettings, SETTINGS_COOKIE } from '@/lib/settings/schema';
import { themeOrFirst } from '@/lib/settings/themes';
import { APP_VERSION } from '@/lib/shell/constants';
import { LoginForm, type LoginTexts } from './LoginForm';

const TEXT_KEYS = [
  'heading',
  'subtitle',
  'username',
  'password',
  'captcha',
  'captchaAlt',
  'captchaRefresh',
  'submit',
  'submitting',
  'usernameRequired',
  'passwordRequired',
  'captchaRequired',
  'noMenuPermission',
  'failed',
  'insecureContext',
] as const satisfies readonly (keyof LoginTexts)[];

/**
 * The login page, rendered on the server: texts come from the catalogue here and go to a small
 * client form as props (no client-side i18n runtime, no MUI: the first page operators load stays light).
 * The accent colour and card follow the settings cookie of the last user, as the console does.
 */
export async function LoginPage({ redirectTo, reason }: { redirectTo: string; reason?: string }) {
  const [t, tApp, tHttp, locale, jar] = await Promise.all([getTranslations('login'), getTranslations('app'), getTranslations('http'), getLocale(), cookies()]);
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as Omit<LoginTexts, 'productTitle' | 'version'>;
  const http = Object.fromEntries([...CATALOGUED_STATUSES.map(String), 'other', 'network'].map((key) => [key, tHttp.raw(key) as string]));
  const settings = parseStoredSettings(jar.get(SETTINGS_COOKIE)?.value);
  const theme = themeOrFirst(settings.theme);
  const style = { '--login-primary': settings.color, ...(theme.paper ? { '--login-paper': theme.paper } : {}) } as CSSProperties;
  return (
    <LoginForm
      redirectTo={redirectTo}
      locale={toLocale(locale)}
      texts={{ ...texts, productTitle: tApp('productTitle'), version: tApp('version', { version: APP_VERSION }) }}
      http={http}
      mode={theme.mode}
      style={style}
      notice={reason === LOGIN_REASON_NETWORK ? http.network : undefined}
    />
  );
}
