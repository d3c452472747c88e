'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import { ORGANIZATION_PATHS, groupCreateRequestSchema, groupUpdateRequestSchema, type GroupDetail } from '@/customs-api/contract/organization';
import { FormDialog } from '@/components/organization/FormDialog';
import { useValidationText } from '@/components/organization/validation';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';

/** Creates a permission group (code, name, description) or edits one (the code stays). */
export function GroupFormDialog({ group, onClose, onSaved }: { group: GroupDetail | null; onClose: () => void; onSaved: (id: string | null) => void }) {
  const t = useTranslations('permission');
  const validationText = useValidationText();
  const [values, setValues] = useState({ code: group?.code ?? '', name: group?.name ?? '', description: group?.description ?? '' });
  const [problems, setProblems] = useState<FieldMessages>({});

  const save = async () => {
    const request = group ? { data: { id: group.id, name: values.name, description: values.description } } : { data: values };
    const found = fieldMessages(group ? groupUpdateRequestSchema : groupCreateRequestSchema, request);
    setProblems(found);
    if (Object.keys(found).length) return false;
    const saved = await apiRequest<{ id?: string } | null>(group ? ORGANIZATION_PATHS.groupUpdate : ORGANIZATION_PATHS.groupCreate, { body: request, silent: true, successMessage: t('saved') });
    onSaved(saved?.id ?? group?.id ?? null);
  };

  const field = (key: keyof typeof values, options: { disabled?: boolean; multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      label={t(`fields.${key}`)}
      value={values[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      disabled={options.disabled}
      multiline={options.multiline}
      required={options.required}
      error={!!problems[key]}
      helperText={validationText(problems[key])}
      slotProps={{ htmlInput: { 'data-testid': `group-${key}` } }}
    />
  );
  return (
    <FormDialog open title={group ? t('groups.editTitle') : t('groups.addTitle')} onClose={onClose} onSubmit={save} testId="group-form">
      {field('code', { disabled: !!group, required: true })}
      {field('name', { required: true })}
      {field('description', { multiline: true })}
    </FormDialog>
  );
}
