'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { MemberCreated } from '@/customs-api/contract/organization';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { TemporaryPasswordDialog } from '@/components/password/TemporaryPasswordDialog';
import { MemberDetailView } from './MemberDetailView';
import { MemberFormDialog } from './MemberFormDialog';
import { memberCells, memberResource } from './resources';

/** 成员管理: the member list; a member opens in its own tab (`?id=`) with its actions. */
export default function MembersPage({ path, title, query }: PageProps) {
  if (query.id) return <MemberDetailView path={path} id={query.id} />;
  return <MemberList path={path} title={title} />;
}

function MemberList({ path, title }: { path: string; title: string }) {
  const t = useTranslations('organization');
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<MemberCreated | null>(null);
  return (
    <>
      <ResourceListPage
        resource={memberResource}
        path={path}
        title={title}
        renderCell={memberCells}
        renderAction={(action, refresh) =>
          action.key === 'add' ? (
            <>
              <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)} data-testid="member-add">
                {t(action.label)}
              </Button>
              {adding && <MemberFormDialog member={null} open onClose={() => setAdding(false)} onCreated={setCreated} onSaved={refresh} />}
            </>
          ) : null
        }
      />
      <TemporaryPasswordDialog username={created?.member.username ?? ''} password={created?.temporaryPassword ?? null} onClose={() => setCreated(null)} />
    </>
  );
}
