'use client';

import { useTranslations } from 'next-intl';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { HsImportButton } from './HsImportButton';
import { hsCodeResource } from './resources';

/** HS编码管理: search the HS code table and refresh it from a file. */
export default function HsCodePage({ path, title }: PageProps) {
  const t = useTranslations('hsCode');
  return (
    <ResourceListPage
      resource={hsCodeResource}
      path={path}
      title={title}
      renderAction={(action, refresh) => (action.kind === 'upload' ? <HsImportButton label={t(action.label)} onImported={refresh} /> : null)}
    />
  );
}
