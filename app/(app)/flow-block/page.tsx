import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EntryPage } from '@/components/embed/EntryPage';
import { parseEntryParams } from '@/lib/shell/entry-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('entry'))('flowBlock.title') };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ params?: string | string[] }> }) {
  return <EntryPage kind="flowBlock" entry={parseEntryParams((await searchParams).params)} />;
}
