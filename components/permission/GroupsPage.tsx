'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { ORGANIZATION_ACCESS, ORGANIZATION_PATHS, type GroupDetail } from '@/customs-api/contract/organization';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import { ConfirmDialog } from '@/components/organization/ConfirmDialog';
import { InfoGrid } from '@/components/organization/InfoGrid';
import { buttonCodeOf } from '@/components/organization/resources';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { formatValue } from '@/lib/list/format';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useOpenPage } from '@/lib/shell/navigation';
import { useShell } from '@/lib/shell/shell-context';
import { useSetTabTitle, useTabLocation, useTabs } from '@/lib/shell/tabs/context';
import { GrantTree } from './GrantTree';
import { GroupFormDialog } from './GroupFormDialog';
import { GROUP_PAGE, groupResource } from './resources';

const refreshGroupLists = (key: unknown) => Array.isArray(key) && key[0] === ORGANIZATION_PATHS.groupPage;

/** 权限组: the groups; a group opens in its own tab (`?id=`) with its grants and members. */
export default function GroupsPage({ path, title, query }: PageProps) {
  if (query.id) return <GroupDetailView path={path} id={query.id} />;
  return <GroupList path={path} title={title} />;
}

function GroupList({ path, title }: { path: string; title: string }) {
  const t = useTranslations('permission');
  const openPage = useOpenPage();
  const [adding, setAdding] = useState(false);
  return (
    <ResourceListPage
      resource={groupResource}
      path={path}
      title={title}
      renderAction={(action, refresh) =>
        action.key === 'add' ? (
          <>
            <Button variant="contained" startIcon={<GroupAdd />} onClick={() => setAdding(true)} data-testid="group-add">
              {t(action.label)}
            </Button>
            {adding && (
              <GroupFormDialog
                group={null}
                onClose={() => setAdding(false)}
                onSaved={(id) => {
                  refresh();
                  if (id) openPage(GROUP_PAGE, { id });
                }}
              />
            )}
          </>
        ) : null
      }
    />
  );
}

function GroupDetailView({ path, id }: { path: string; id: string }) {
  const t = useTranslations('permission');
  const tList = useTranslations('list');
  const mayUse = useButtonPermission(path);
  const { refreshMenu } = useShell();
  const { mutate } = useSWRConfig();
  const { close } = useTabs();
  const { fullPath } = useTabLocation();
  const detail = useSWR([ORGANIZATION_PATHS.groupDetail, id], ([url, groupId]) => apiRequest<GroupDetail>(url, { body: { data: { id: groupId } } }));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const group = detail.data;
  useSetTabTitle(group ? t('groups.tabTitle', { name: group.name }) : undefined);

  if (detail.isLoading) return <LinearProgress />;
  if (!group) return <Alert severity="warning">{tList('notFound')}</Alert>;

  const changed = () => {
    void detail.mutate();
    void mutate(refreshGroupLists);
  };
  return (
    <Box data-testid="group-detail">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {group.name} ({group.code})
        </Typography>
        {mayUse(buttonCodeOf(ORGANIZATION_ACCESS.groupUpdate)) && (
          <Button variant="outlined" onClick={() => setEditing(true)} data-testid="group-edit">
            {t('groups.edit')}
          </Button>
        )}
        {mayUse(buttonCodeOf(ORGANIZATION_ACCESS.groupDelete)) && (
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)} data-testid="group-delete">
            {t('groups.delete')}
          </Button>
        )}
      </Stack>
      <InfoGrid
        title={t('groups.info')}
        items={[
          { label: t('fields.code'), value: group.code },
          { label: t('fields.name'), value: group.name },
          { label: t('fields.description'), value: group.description },
          { label: t('fields.createdAt'), value: formatValue(group.createdAt, 'datetime') },
          { label: t('fields.members'), value: group.members.map((member) => `${member.name} (${member.username})`).join(', '), field: 'members' },
        ]}
      />
      <GrantTree
        key={group.resourceIds.join(',')}
        group={group}
        canGrant={mayUse(buttonCodeOf(ORGANIZATION_ACCESS.groupGrant))}
        onSaved={() => {
          changed();
          // The viewer may belong to this group: their menus and buttons follow at once.
          refreshMenu(true);
        }}
      />
      {editing && <GroupFormDialog group={group} onClose={() => setEditing(false)} onSaved={changed} />}
      <ConfirmDialog
        open={deleting}
        title={t('groups.deleteTitle')}
        text={t('groups.deleteConfirm', { name: group.name })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await apiRequest(ORGANIZATION_PATHS.groupDelete, { body: { data: { id } }, successMessage: t('saved') });
          void mutate(refreshGroupLists);
          refreshMenu(true);
          close(fullPath);
        }}
      />
    </Box>
  );
}
