'use client';

import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';

/** A header icon that opens a small menu; the one shape shared by the language and size tools. */
export function MenuButton({ label, icon, testId, children }: { label: string; icon: ReactNode; testId: string; children: (close: () => void) => ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={label} aria-haspopup="menu" data-testid={testId}>
          {icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}
