'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORGANIZATION_ACCESS, ORGANIZATION_PATHS, type MemberDetail, type PasswordResetResult } from '@/customs-api/contract/organization';
import { TemporaryPasswordDialog } from '@/components/password/TemporaryPasswordDialog';
import { apiRequest } from '@/lib/api/client';
import { formatValue } from '@/lib/list/format';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useShell } from '@/lib/shell/shell-context';
import { useSetTabTitle, useTabLocation, useTabs } from '@/lib/shell/tabs/context';
import { ConfirmDialog } from './ConfirmDialog';
import { InfoGrid } from './InfoGrid';
import { MemberFormDialog } from './MemberFormDialog';
import { buttonCodeOf, MEMBER_STATUS_LABELS } from './resources';

type Pending = 'toggle' | 'unlock' | 'reset' | 'delete' | null;

/** One member with the actions the viewer's buttons allow: edit (groups too), enable/disable, unlock, reset password, delete. */
export function MemberDetailView({ path, id }: { path: string; id: string }) {
  const t = useTranslations('organization');
  const tList = useTranslations('list');
  const mayUse = useButtonPermission(path);
  const { refreshMenu } = useShell();
  const { mutate } = useSWRConfig();
  const { close } = useTabs();
  const { fullPath } = useTabLocation();
  const detail = useSWR([ORGANIZATION_PATHS.memberDetail, id], ([url, memberId]) => apiRequest<MemberDetail>(url, { body: { data: { id: memberId } } }));
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const member = detail.data;
  useSetTabTitle(member ? t('members.tabTitle', { name: member.name }) : undefined);

  const changed = () => {
    void detail.mutate();
    void mutate((key) => Array.isArray(key) && key[0] === ORGANIZATION_PATHS.memberPage);
    // The viewer may have changed their own groups.
    refreshMenu(true);
  };

  if (detail.isLoading) return <LinearProgress />;
  if (!member) return <Alert severity="warning">{tList('notFound')}</Alert>;

  const act = async (action: Exclude<Pending, null>) => {
    if (action === 'toggle') await apiRequest(ORGANIZATION_PATHS.memberToggle, { body: { data: { id, enabled: !member.enabled } }, successMessage: t('saved') });
    if (action === 'unlock') await apiRequest(ORGANIZATION_PATHS.memberUnlock, { body: { data: { id } }, successMessage: t('saved') });
    if (action === 'delete') {
      await apiRequest(ORGANIZATION_PATHS.memberDelete, { body: { data: { id } }, successMessage: t('saved') });
      void mutate((key) => Array.isArray(key) && key[0] === ORGANIZATION_PATHS.memberPage);
      close(fullPath);
      return;
    }
    if (action === 'reset') setTemporaryPassword((await apiRequest<PasswordResetResult>(ORGANIZATION_PATHS.memberResetPassword, { body: { data: { id } } })).temporaryPassword);
    changed();
  };
  const button = (action: Exclude<Pending, null>, code: string, label: string) =>
    mayUse(code) ? (
      <Button variant="outlined" onClick={() => setPending(action)} data-testid={`member-${action}`}>
        {label}
      </Button>
    ) : null;

  return (
    <Box data-testid="member-detail">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {member.name} ({member.username})
        </Typography>
        {mayUse(buttonCodeOf(ORGANIZATION_ACCESS.memberUpdate)) && (
          <Button variant="contained" onClick={() => setEditing(true)} data-testid="member-edit">
            {t('members.edit')}
          </Button>
        )}
        {button('toggle', buttonCodeOf(ORGANIZATION_ACCESS.memberToggle), member.enabled ? t('members.disable') : t('members.enable'))}
        {member.status === 'locked' && button('unlock', buttonCodeOf(ORGANIZATION_ACCESS.memberUnlock), t('members.unlock'))}
        {button('reset', buttonCodeOf(ORGANIZATION_ACCESS.memberResetPassword), t('members.resetPassword'))}
        {button('delete', buttonCodeOf(ORGANIZATION_ACCESS.memberDelete), t('members.delete'))}
      </Stack>
      <InfoGrid
        title={t('members.profile')}
        items={[
          { label: t('fields.username'), value: member.username },
          { label: t('fields.name'), value: member.name },
          { label: t('fields.company'), value: member.companyName },
          { label: t('fields.phone'), value: member.phone },
          { label: t('fields.email'), value: member.email },
          { label: t('fields.status'), value: t(MEMBER_STATUS_LABELS[member.status]), field: 'status' },
          { label: t('fields.lockedUntil'), value: formatValue(member.lockedUntil, 'datetime') },
          { label: t('fields.mustChangePassword'), value: member.mustChangePassword ? t('yes') : t('no') },
          { label: t('fields.passwordChangedAt'), value: formatValue(member.passwordChangedAt, 'datetime') },
          { label: t('fields.createdAt'), value: formatValue(member.createdAt, 'datetime') },
          {
            label: t('fields.groups'),
            field: 'groups',
            value: member.groups.length ? (
              <Stack direction="row" spacing={0.5} component="span" sx={{ flexWrap: 'wrap' }}>
                {member.groups.map((group) => (
                  <Chip key={group.id} size="small" label={group.name} component="span" />
                ))}
              </Stack>
            ) : null,
          },
        ]}
      />
      {member.attributes.length > 0 && <InfoGrid title={t('members.attributes')} items={member.attributes.map((attribute) => ({ label: attribute.name, value: attribute.value }))} />}
      {editing && <MemberFormDialog member={member} open onClose={() => setEditing(false)} onSaved={changed} />}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`members.confirm.${pending}Title`) : ''}
        text={pending ? t(`members.confirm.${pending}`, { name: member.name, enabled: String(member.enabled) }) : ''}
        onClose={() => setPending(null)}
        onConfirm={() => act(pending!)}
      />
      <TemporaryPasswordDialog username={member.username} password={temporaryPassword} onClose={() => setTemporaryPassword(null)} />
    </Box>
  );
}
