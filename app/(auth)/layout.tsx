import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import './auth.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  // Spec §1: the window title is the product title, ' | ', then the route title.
  return { title: { template: `${t('productTitle')} | %s`, default: t('productTitle') } };
}

/**
 * Root layout of the login page: no MUI, no client-side i18n, no console runtime, so that the
 * first page operators load (often on slow networks) stays small. The console's root layout is
 * `app/(app)/layout.tsx`; going from one to the other is a full page load.
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await getLocale()}>
      <body>{children}</body>
    </html>
  );
}
