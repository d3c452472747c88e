import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/components/login/LoginPage';
import { safeRedirect } from '@/lib/shell/redirect';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('pageTitle') };
}

export default async function Login({ searchParams }: { searchParams: Promise<{ redirect?: string | string[] }> }) {
  const { redirect } = await searchParams;
  return <LoginPage redirectTo={safeRedirect(Array.isArray(redirect) ? redirect[0] : redirect)} />;
}
