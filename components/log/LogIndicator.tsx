'use client';

import { useTranslations } from 'next-intl';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BugReport from '@mui/icons-material/BugReport';
import { errorCount, LOG_BADGE_MAX, useLogEntries } from '@/lib/log/store';
import { useOpenPage } from '@/lib/shell/navigation';
import { LOG_ROUTE } from '@/lib/shell/routes';

/** Header tool: the number of logged errors (at most 99 shown); opens the log page. */
export function LogIndicator() {
  const t = useTranslations('log');
  const openPage = useOpenPage();
  const count = errorCount(useLogEntries());
  const label = t('indicator', { count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={() => openPage(LOG_ROUTE)} aria-label={label} data-testid="log-indicator">
        <Badge badgeContent={count} max={LOG_BADGE_MAX} color="error">
          <BugReport />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
