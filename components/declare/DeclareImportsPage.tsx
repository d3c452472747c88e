'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PageProps } from '@/components/pages/registry';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import { batchResource, headResource } from './resources';
import { TemplateMenu } from './TemplateMenu';
import { UploadButton } from './UploadButton';

/** 申报导入: uploaded batches and the inventory heads they produced. */
export default function DeclareImportsPage({ path, title }: PageProps) {
  const t = useTranslations('declareImports');
  const [view, setView] = useState<'batches' | 'heads'>('batches');
  const { mutate } = useSWRConfig();
  // Uploading adds heads: revalidate every loaded heads query (keeping the heads view's search).
  const refreshHeads = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/app/declare/imports/head'));
  return (
    <Box>
      <Tabs value={view} onChange={(_, next) => setView(next)} sx={{ mb: 1 }} aria-label={title}>
        <Tab value="batches" label={t('views.batches')} data-testid="declare-view-batches" />
        <Tab value="heads" label={t('views.heads')} data-testid="declare-view-heads" />
      </Tabs>
      <Box hidden={view !== 'batches'}>
        <ResourceListPage
          resource={batchResource}
          path={path}
          view="batches"
          title={t('views.batches')}
          renderAction={(action, refresh) =>
            action.kind === 'upload' ? (
              <UploadButton
                label={t(action.label)}
                onUploaded={() => {
                  refresh();
                  void refreshHeads();
                }}
              />
            ) : action.kind === 'download' ? (
              <TemplateMenu label={t(action.label)} />
            ) : null
          }
        />
      </Box>
      <Box hidden={view !== 'heads'}>
        <ResourceListPage resource={headResource} path={path} view="heads" title={t('views.heads')} />
      </Box>
    </Box>
  );
}
