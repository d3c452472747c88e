'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COMPANY_PATHS, COMPANY_TYPES, companyUpdateRequestSchema, type CompanyDetail, type CompanyType } from '@/customs-api/contract/companies';
import { FormDialog } from '@/components/organization/FormDialog';
import { useValidationText } from '@/components/organization/validation';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';

type TextKey = 'name' | 'legalRepresentative' | 'contactName' | 'contactPhone' | 'address';

/** Edits a company (USCC and customs code change only through a new application). */
export function CompanyFormDialog({ company, onClose, onSaved }: { company: CompanyDetail; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('companies');
  const validationText = useValidationText();
  const [values, setValues] = useState({
    name: company.name,
    legalRepresentative: company.legalRepresentative,
    contactName: company.contactName,
    contactPhone: company.contactPhone,
    address: company.address,
    types: company.types as CompanyType[],
    status: company.status,
  });
  const [problems, setProblems] = useState<FieldMessages>({});
  const save = async () => {
    const request = { data: { id: company.id, ...values } };
    const found = fieldMessages(companyUpdateRequestSchema, request);
    setProblems(found);
    if (Object.keys(found).length) return false;
    await apiRequest(COMPANY_PATHS.companyUpdate, { body: request, silent: true, successMessage: t('saved') });
    onSaved();
  };
  const text = (key: TextKey) => (
    <TextField label={t(`fields.${key}`)} value={values[key]} required={key === 'name'} onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))} error={!!problems[key]} helperText={validationText(problems[key])} />
  );
  return (
    <FormDialog open title={t('companies.editTitle')} onClose={onClose} onSubmit={save} testId="company-form" maxWidth="md">
      {text('name')}
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('fields.types')}</FormLabel>
        <FormGroup row>
          {COMPANY_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={t(`types.${type}`)}
              control={<Checkbox checked={values.types.includes(type)} onChange={(event) => setValues((current) => ({ ...current, types: event.target.checked ? [...current.types, type] : current.types.filter((other) => other !== type) }))} />}
            />
          ))}
        </FormGroup>
      </FormControl>
      {text('legalRepresentative')}
      {text('contactName')}
      {text('contactPhone')}
      {text('address')}
      <TextField select label={t('fields.companyStatus')} value={values.status} onChange={(event) => setValues((current) => ({ ...current, status: event.target.value as 'active' | 'disabled' }))}>
        <MenuItem value="active">{t('companyStatus.active')}</MenuItem>
        <MenuItem value="disabled">{t('companyStatus.disabled')}</MenuItem>
      </TextField>
    </FormDialog>
  );
}
