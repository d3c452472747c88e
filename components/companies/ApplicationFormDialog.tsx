'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { applicationFieldsSchema, COMPANY_PATHS, COMPANY_TYPES, type ApplicationRow, type CompanyType } from '@/customs-api/contract/companies';
import { FormDialog } from '@/components/organization/FormDialog';
import { useValidationText } from '@/components/organization/validation';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';
import { usccProblemKind } from '@/lib/organization/uscc';

type TextKey = 'name' | 'uscc' | 'customsCode' | 'legalRepresentative' | 'contactName' | 'contactPhone' | 'address';
type Values = Record<TextKey, string> & { types: CompanyType[] };

const valuesOf = (application: ApplicationRow | null): Values => ({
  name: application?.name ?? '',
  uscc: application?.uscc ?? '',
  customsCode: application?.customsCode ?? '',
  types: application?.types ?? [],
  legalRepresentative: application?.legalRepresentative ?? '',
  contactName: application?.contactName ?? '',
  contactPhone: application?.contactPhone ?? '',
  address: application?.address ?? '',
});

/** Creates a draft application or edits a draft or rejected one; the USCC check character is checked as it is typed. */
export function ApplicationFormDialog({ application, onClose, onSaved }: { application: ApplicationRow | null; onClose: () => void; onSaved: (id: number) => void }) {
  const t = useTranslations('companies');
  const validationText = useValidationText();
  const [values, setValues] = useState<Values>(() => valuesOf(application));
  const [problems, setProblems] = useState<FieldMessages>({});
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const uscc = values.uscc.trim().toUpperCase();
  const usccProblem = uscc ? usccProblemKind(uscc) : null;
  // Wrong length is only worth saying once the code is complete or on saving.
  const usccText = usccProblem && (usccProblem !== 'length' || uscc.length > 18 || problems.uscc) ? t(`uscc.${usccProblem}`) : validationText(problems.uscc);

  const save = async () => {
    const found = fieldMessages(applicationFieldsSchema, values);
    setProblems(found);
    if (Object.keys(found).length) return false;
    const data = applicationFieldsSchema.parse(values);
    if (application) {
      await apiRequest(COMPANY_PATHS.applicationUpdate, { body: { data: { ...data, id: application.id } }, silent: true, successMessage: t('saved') });
      onSaved(application.id);
    } else {
      const created = await apiRequest<ApplicationRow>(COMPANY_PATHS.applicationCreate, { body: { data }, silent: true, successMessage: t('saved') });
      onSaved(created.id);
    }
  };

  const text = (key: TextKey, required = true, extra: { helperText?: string; maxLength?: number } = {}) => (
    <TextField
      label={t(`fields.${key}`)}
      value={values[key]}
      required={required}
      onChange={(event) => set({ [key]: event.target.value })}
      error={key === 'uscc' ? !!usccText : !!problems[key]}
      helperText={(key === 'uscc' ? usccText : validationText(problems[key])) ?? extra.helperText}
      slotProps={{ htmlInput: { 'data-testid': `application-${key}`, maxLength: extra.maxLength } }}
    />
  );

  return (
    <FormDialog open title={application ? t('applications.editTitle') : t('applications.addTitle')} onClose={onClose} onSubmit={save} testId="application-form" maxWidth="md">
      {text('name')}
      {text('uscc', true, { helperText: t('uscc.help'), maxLength: 18 })}
      {text('customsCode', true, { helperText: t('customsCodeHelp'), maxLength: 10 })}
      <FormControl error={!!problems.types} required component="fieldset">
        <FormLabel component="legend">{t('fields.types')}</FormLabel>
        <FormGroup row>
          {COMPANY_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={t(`types.${type}`)}
              control={
                <Checkbox
                  checked={values.types.includes(type)}
                  onChange={(event) => set({ types: event.target.checked ? [...values.types, type] : values.types.filter((other) => other !== type) })}
                  slotProps={{ input: { 'data-testid': `application-type-${type}` } as object }}
                />
              }
            />
          ))}
        </FormGroup>
        {problems.types && <FormHelperText>{validationText(problems.types)}</FormHelperText>}
      </FormControl>
      {text('legalRepresentative')}
      {text('contactName')}
      {text('contactPhone')}
      {text('address', false)}
    </FormDialog>
  );
}
