'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORGANIZATION_PATHS, RESOURCE_TYPES, resourceCreateRequestSchema, type ResourceNode, type ResourceType } from '@/customs-api/contract/organization';
import { FormDialog } from '@/components/organization/FormDialog';
import { useValidationText } from '@/components/organization/validation';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';

/** Adds a menu, link or button under a parent (a button's code starts with its menu's code). */
export function ResourceFormDialog({ parent, type, onClose, onSaved }: { parent: ResourceNode | null; type: ResourceType; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('permission');
  const validationText = useValidationText();
  const [values, setValues] = useState({ code: type === 'BUTTON' && parent ? `${parent.code}_` : '', name: '', param: '', icon: '', type, hidden: false });
  const [problems, setProblems] = useState<FieldMessages>({});
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const save = async () => {
    const request = { data: { ...values, parentId: parent?.id ?? null } };
    const found = fieldMessages(resourceCreateRequestSchema, request);
    setProblems(found);
    if (Object.keys(found).length) return false;
    await apiRequest(ORGANIZATION_PATHS.resourceCreate, { body: request, silent: true, successMessage: t('saved') });
    onSaved();
  };
  const text = (key: 'code' | 'name' | 'param' | 'icon', required = false) => (
    <TextField
      label={t(`fields.${key}`)}
      value={values[key]}
      required={required}
      onChange={(event) => set({ [key]: event.target.value })}
      error={!!problems[key]}
      helperText={validationText(problems[key]) ?? (key === 'param' ? t('menu.paramHelp') : undefined)}
      slotProps={{ htmlInput: { 'data-testid': `resource-${key}` } }}
    />
  );
  return (
    <FormDialog open title={parent ? t('menu.addUnder', { name: parent.name }) : t('menu.addTop')} onClose={onClose} onSubmit={save} testId="resource-form">
      <TextField select label={t('fields.type')} value={values.type} onChange={(event) => set({ type: event.target.value as ResourceType })}>
        {RESOURCE_TYPES.filter((option) => option !== 'BUTTON' || parent).map((option) => (
          <MenuItem key={option} value={option}>
            {t(`types.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('code', true)}
      {text('name', true)}
      {values.type !== 'BUTTON' && text('param')}
      {values.type !== 'BUTTON' && text('icon')}
      <FormControlLabel control={<Checkbox checked={values.hidden} onChange={(event) => set({ hidden: event.target.checked })} />} label={t('fields.hidden')} />
    </FormDialog>
  );
}
