import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ClientRuntime } from '@/components/feedback/ClientRuntime';
import { Toaster } from '@/components/feedback/Toaster';
import { SettingsProvider } from '@/components/settings/SettingsProvider';
import { parseStoredSettings, SETTINGS_COOKIE } from '@/lib/settings/schema';
import { toLocale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  // Spec §1: the window title is the product title, ' | ', then the route title.
  return { title: { template: `${t('productTitle')} | %s`, default: t('productTitle') } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // The settings cookie lets the server paint the user's theme and size at once (no flash).
  const settings = { ...parseStoredSettings((await cookies()).get(SETTINGS_COOKIE)?.value), locale: toLocale(locale) };
  return (
    <html lang={locale}>
      <body>
        <AppRouterCacheProvider>
          <NextIntlClientProvider>
            <SettingsProvider initial={settings}>
              <ClientRuntime />
              {children}
              <Toaster />
            </SettingsProvider>
          </NextIntlClientProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
