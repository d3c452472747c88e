'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldMessage } from '@/lib/organization/form-errors';

/** Translates a field's validation problem (`organization.validation.*`); undefined when there is none. */
export function useValidationText(): (message: FieldMessage | undefined) => string | undefined {
  const t = useTranslations('organization.validation');
  return useCallback((message) => (message ? t(message.key, message.values) : undefined), [t]);
}
