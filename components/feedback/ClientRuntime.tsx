'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { configureApiClient } from '@/lib/api/client';
import { pushLog } from '@/lib/log/store';

function describe(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  try {
    return typeof reason === 'string' ? reason : JSON.stringify(reason);
  } catch {
    return String(reason);
  }
}

/**
 * Wires the browser runtime once: localized messages for the data client, and unhandled
 * errors and rejections into the front-end log (spec §8).
 */
export function ClientRuntime() {
  const t = useTranslations();
  useEffect(() => {
    configureApiClient({ translate: (key, values) => t(key, values) });
  }, [t]);

  useEffect(() => {
    const onError = (event: ErrorEvent) => pushLog(`${t('log.unhandledError')}: ${describe(event.error ?? event.message)}`, 'danger');
    const onRejection = (event: PromiseRejectionEvent) => {
      // Failed calls were logged by the data client already.
      if (event.reason instanceof Error && event.reason.name === 'ApiError') return;
      pushLog(`${t('log.unhandledRejection')}: ${describe(event.reason)}`, 'danger');
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [t]);
  return null;
}
