'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import { applicationRejectRequestSchema, COMPANY_PATHS } from '@/customs-api/contract/companies';
import { FormDialog } from '@/components/organization/FormDialog';
import { useValidationText } from '@/components/organization/validation';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';

/** Rejecting needs a reason: the applicant reads it and fixes the application. */
export function RejectDialog({ id, onClose, onDone }: { id: number; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('companies');
  const validationText = useValidationText();
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});
  const save = async () => {
    const request = { data: { id, reason } };
    const found = fieldMessages(applicationRejectRequestSchema, request);
    setProblems(found);
    if (Object.keys(found).length) return false;
    await apiRequest(COMPANY_PATHS.applicationReject, { body: request, silent: true, successMessage: t('applications.rejected') });
    onDone();
  };
  return (
    <FormDialog open title={t('applications.rejectTitle')} onClose={onClose} onSubmit={save} submitLabel={t('applications.reject')} testId="reject-form">
      <TextField
        label={t('fields.rejectReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        autoFocus
        error={!!problems.reason}
        helperText={validationText(problems.reason)}
        slotProps={{ htmlInput: { 'data-testid': 'reject-reason', maxLength: 500 } }}
      />
    </FormDialog>
  );
}
