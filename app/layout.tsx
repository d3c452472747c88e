import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ClientRuntime } from '@/components/feedback/ClientRuntime';
import { ThemeRegistry } from '@/components/feedback/ThemeRegistry';
import { Toaster } from '@/components/feedback/Toaster';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  // Spec §1: the window title is the product title, ' | ', then the route title.
  return { title: { template: `${t('productTitle')} | %s`, default: t('productTitle') } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        <AppRouterCacheProvider>
          <NextIntlClientProvider>
            <ThemeRegistry>
              <ClientRuntime />
              {children}
              <Toaster />
            </ThemeRegistry>
          </NextIntlClientProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
