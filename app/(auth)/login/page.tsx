import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/components/login/LoginPage';
import { safeRedirect } from '@/lib/shell/redirect';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('pageTitle') };
}

export default async function Login({ searchParams }: { searchParams: Promise<{ redirect?: string | string[]; reason?: string | string[] }> }) {
  const { redirect, reason } = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return <LoginPage redirectTo={safeRedirect(first(redirect))} reason={first(reason)} />;
}
