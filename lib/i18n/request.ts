import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { LOCALE_COOKIE, toLocale } from './locales';

export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Shanghai' };
});
