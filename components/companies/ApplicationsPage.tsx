'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { useOpenPage } from '@/lib/shell/navigation';
import { ApplicationFormDialog } from './ApplicationFormDialog';
import { APPLICATION_DETAIL, applicationResource } from './resources';

/** 企业备案: registration applications; a new one opens its detail tab, where it is completed and submitted. */
export default function ApplicationsPage({ path, title }: PageProps) {
  const t = useTranslations('companies');
  const openPage = useOpenPage();
  const [adding, setAdding] = useState(false);
  return (
    <ResourceListPage
      resource={applicationResource}
      path={path}
      title={title}
      renderAction={(action, refresh) =>
        action.key === 'add' ? (
          <>
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} data-testid="application-add">
              {t(action.label)}
            </Button>
            {adding && (
              <ApplicationFormDialog
                application={null}
                onClose={() => setAdding(false)}
                onSaved={(id) => {
                  refresh();
                  openPage(APPLICATION_DETAIL, { id: String(id) });
                }}
              />
            )}
          </>
        ) : null
      }
    />
  );
}
