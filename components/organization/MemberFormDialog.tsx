'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ORGANIZATION_PATHS,
  memberCreateRequestSchema,
  memberUpdateRequestSchema,
  type MemberCreated,
  type MemberDetail,
  type MemberOptions,
} from '@/customs-api/contract/organization';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';
import { FormDialog } from './FormDialog';
import { useValidationText } from './validation';

type Values = { username: string; name: string; companyId: string; phone: string; email: string; groupIds: string[]; attributes: Record<string, string> };

const valuesOf = (member: MemberDetail | null): Values => ({
  username: member?.username ?? '',
  name: member?.name ?? '',
  companyId: member?.companyId ?? '',
  phone: member?.phone ?? '',
  email: member?.email ?? '',
  groupIds: member?.groups.map((group) => group.id) ?? [],
  attributes: Object.fromEntries(member?.attributes.map((attribute) => [attribute.code, attribute.value]) ?? []),
});

export function useMemberOptions() {
  return useSWR(ORGANIZATION_PATHS.memberOptions, (url) => apiRequest<MemberOptions>(url, { body: { data: {} } }));
}

type Props = {
  /** null creates a member. */
  member: MemberDetail | null;
  open: boolean;
  onClose: () => void;
  onCreated?: (created: MemberCreated) => void;
  onSaved: () => void;
};

/** Creates or edits a member: profile, company, permission groups and attributes. */
export function MemberFormDialog({ member, open, onClose, onCreated, onSaved }: Props) {
  const t = useTranslations('organization');
  const validationText = useValidationText();
  const { data: options } = useMemberOptions();
  const [values, setValues] = useState<Values>(() => valuesOf(member));
  const [problems, setProblems] = useState<FieldMessages>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const body = { ...values, companyId: values.companyId || null };
    const request = member ? { data: { ...body, id: member.id } } : { data: body };
    const found = fieldMessages(member ? memberUpdateRequestSchema : memberCreateRequestSchema, request);
    for (const attribute of options?.attributes ?? []) {
      if (attribute.required && !values.attributes[attribute.code]?.trim()) found[`attr.${attribute.code}`] = { key: 'required' };
    }
    setProblems(found);
    if (Object.keys(found).length) return false;
    if (member) {
      await apiRequest(ORGANIZATION_PATHS.memberUpdate, { body: request, silent: true, successMessage: t('saved') });
    } else {
      onCreated?.(await apiRequest<MemberCreated>(ORGANIZATION_PATHS.memberCreate, { body: request, silent: true }));
    }
    onSaved();
  };

  const field = (key: 'username' | 'name' | 'phone' | 'email', required = false) => (
    <TextField
      label={t(`fields.${key}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      required={required}
      error={!!problems[key]}
      helperText={validationText(problems[key])}
      slotProps={{ htmlInput: { 'data-testid': `member-${key}` } }}
    />
  );

  return (
    <FormDialog open={open} title={member ? t('members.editTitle', { name: member.name }) : t('members.addTitle')} onClose={onClose} onSubmit={save} testId="member-form">
      {!member && field('username', true)}
      {field('name', true)}
      <TextField select label={t('fields.company')} value={values.companyId} onChange={(event) => set('companyId', event.target.value)}>
        <MenuItem value="">{t('members.noCompany')}</MenuItem>
        {options?.companies.map((company) => (
          <MenuItem key={company.id} value={company.id}>
            {company.name} ({company.customsCode})
          </MenuItem>
        ))}
      </TextField>
      {field('phone')}
      {field('email')}
      <Autocomplete
        multiple
        options={options?.groups ?? []}
        getOptionLabel={(group) => `${group.name} (${group.code})`}
        value={options?.groups.filter((group) => values.groupIds.includes(group.id)) ?? []}
        onChange={(_, groups) => set('groupIds', groups.map((group) => group.id))}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => <TextField {...params} label={t('fields.groups')} error={!!problems.groupIds} helperText={validationText(problems.groupIds)} />}
        data-testid="member-groups"
      />
      {options?.attributes.map((attribute) => (
        <TextField
          key={attribute.code}
          label={attribute.name}
          select={attribute.type === 'select'}
          type={attribute.type === 'number' ? 'number' : attribute.type === 'date' ? 'date' : 'text'}
          value={values.attributes[attribute.code] ?? ''}
          onChange={(event) => set('attributes', { ...values.attributes, [attribute.code]: event.target.value })}
          required={attribute.required}
          error={!!problems[`attr.${attribute.code}`]}
          helperText={validationText(problems[`attr.${attribute.code}`])}
          slotProps={{ inputLabel: attribute.type === 'date' ? { shrink: true } : undefined }}
        >
          {attribute.type === 'select'
            ? attribute.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))
            : null}
        </TextField>
      ))}
    </FormDialog>
  );
}
