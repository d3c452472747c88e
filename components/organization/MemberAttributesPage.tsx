'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import {
  MEMBER_ATTRIBUTE_TYPES,
  ORGANIZATION_ACCESS,
  ORGANIZATION_PATHS,
  memberAttrSaveRequestSchema,
  type MemberAttributeDef,
} from '@/customs-api/contract/organization';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';
import { useButtonPermission } from '@/lib/shell/buttons';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';
import { buttonCodeOf } from './resources';
import { useValidationText } from './validation';

const EMPTY: MemberAttributeDef = { code: '', name: '', type: 'text', options: [], required: false, sort: 0 };

/** 成员属性: the extra fields every member record carries (text, number, date, or a choice). */
export default function MemberAttributesPage({ path, title }: PageProps) {
  const t = useTranslations('organization');
  const mayUse = useButtonPermission(path);
  const canEdit = mayUse(buttonCodeOf(ORGANIZATION_ACCESS.memberAttrSave));
  const list = useSWR(ORGANIZATION_PATHS.memberAttrList, (url) => apiRequest<MemberAttributeDef[]>(url, { body: { data: {} } }));
  const [editing, setEditing] = useState<{ attribute: MemberAttributeDef; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<MemberAttributeDef | null>(null);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="member-attributes">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ attribute: EMPTY, isNew: true })} data-testid="attribute-add">
            {t('attributes.add')}
          </Button>
        )}
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('attributes.code')}</TableCell>
            <TableCell>{t('attributes.name')}</TableCell>
            <TableCell>{t('attributes.type')}</TableCell>
            <TableCell>{t('attributes.options')}</TableCell>
            <TableCell>{t('attributes.required')}</TableCell>
            <TableCell>{t('attributes.sort')}</TableCell>
            {canEdit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {(list.data ?? []).map((attribute) => (
            <TableRow key={attribute.code}>
              <TableCell>{attribute.code}</TableCell>
              <TableCell>{attribute.name}</TableCell>
              <TableCell>{t(`attributes.types.${attribute.type}`)}</TableCell>
              <TableCell>{attribute.options.join(', ')}</TableCell>
              <TableCell>{attribute.required ? t('yes') : t('no')}</TableCell>
              <TableCell>{attribute.sort}</TableCell>
              {canEdit && (
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing({ attribute, isNew: false })}>
                    {t('attributes.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(attribute)}>
                    {t('attributes.delete')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
          {list.data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{t('attributes.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {editing && <AttributeDialog attribute={editing.attribute} isNew={editing.isNew} onClose={() => setEditing(null)} onSaved={() => void list.mutate()} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('attributes.deleteTitle')}
        text={t('attributes.deleteConfirm', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await apiRequest(ORGANIZATION_PATHS.memberAttrDelete, { body: { data: { code: deleting?.code } }, successMessage: t('saved') });
          void list.mutate();
        }}
      />
    </Paper>
  );
}

function AttributeDialog({ attribute, isNew, onClose, onSaved }: { attribute: MemberAttributeDef; isNew: boolean; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('organization');
  const validationText = useValidationText();
  const [values, setValues] = useState({ ...attribute, optionsText: attribute.options.join('\n') });
  const [problems, setProblems] = useState<FieldMessages>({});
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const save = async () => {
    const { optionsText, ...definition } = values;
    const request = { data: { ...definition, options: optionsText.split('\n').map((option) => option.trim()).filter(Boolean) } };
    const found = fieldMessages(memberAttrSaveRequestSchema, request);
    setProblems(found);
    if (Object.keys(found).length) return false;
    await apiRequest(ORGANIZATION_PATHS.memberAttrSave, { body: request, silent: true, successMessage: t('saved') });
    onSaved();
  };
  return (
    <FormDialog open title={isNew ? t('attributes.addTitle') : t('attributes.editTitle')} onClose={onClose} onSubmit={save} testId="attribute-form">
      <TextField label={t('attributes.code')} value={values.code} disabled={!isNew} required onChange={(event) => set({ code: event.target.value })} error={!!problems.code} helperText={validationText(problems.code)} />
      <TextField label={t('attributes.name')} value={values.name} required onChange={(event) => set({ name: event.target.value })} error={!!problems.name} helperText={validationText(problems.name)} />
      <TextField select label={t('attributes.type')} value={values.type} onChange={(event) => set({ type: event.target.value as MemberAttributeDef['type'] })}>
        {MEMBER_ATTRIBUTE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`attributes.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.type === 'select' && (
        <TextField label={t('attributes.options')} helperText={validationText(problems.options) ?? t('attributes.optionsHelp')} error={!!problems.options} multiline minRows={3} value={values.optionsText} onChange={(event) => set({ optionsText: event.target.value })} />
      )}
      <TextField label={t('attributes.sort')} type="number" value={values.sort} onChange={(event) => set({ sort: Number(event.target.value) })} error={!!problems.sort} helperText={validationText(problems.sort)} />
      <FormControlLabel control={<Checkbox checked={values.required} onChange={(event) => set({ required: event.target.checked })} />} label={t('attributes.required')} />
    </FormDialog>
  );
}
