'use client';

import { Component, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { pushLog } from '@/lib/log/store';
import { isChunkLoadError } from '@/lib/ui/lazy-page';

function Fallback({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const t = useTranslations('errors');
  return (
    <Alert
      severity={chunk ? 'warning' : 'error'}
      data-testid={chunk ? 'chunk-error' : 'page-error'}
      action={
        <Button color="inherit" onClick={chunk ? () => window.location.reload() : onRetry}>
          {chunk ? t('reload') : t('retry')}
        </Button>
      }
    >
      <AlertTitle>{chunk ? t('chunkTitle') : t('pageTitle')}</AlertTitle>
      {chunk ? t('chunkBody') : t('pageBody')}
    </Alert>
  );
}

type State = { error: unknown };

/**
 * Keeps one broken page from blanking the console: a failed code download offers a reload
 * (a new version was probably deployed); any other error offers to try the page again.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    pushLog(`${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, 'danger');
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return <Fallback chunk={isChunkLoadError(this.state.error)} onRetry={() => this.setState({ error: null })} />;
  }
}
