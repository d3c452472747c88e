'use client';

import LinearProgress from '@mui/material/LinearProgress';
import { useGlobalLoading } from '@/lib/api/loading';

/** A thin bar under the header while tracked requests run (spec §4 global loading flag). */
export function LoadingBar() {
  const loading = useGlobalLoading();
  return (
    <LinearProgress
      aria-hidden={!loading}
      data-testid="global-loading"
      data-loading={loading}
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, visibility: loading ? 'visible' : 'hidden' }}
    />
  );
}
