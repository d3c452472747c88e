'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Description from '@mui/icons-material/Description';
import { DECLARE_PATHS } from '@/customs-api/contract/declare';
import { downloadFile } from '@/lib/api/download';

/** The empty import templates (CEB621 import, CEB603 export) with field names and descriptions. */
export function TemplateMenu({ label }: { label: string }) {
  const t = useTranslations('declareImports');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = (template: 'I' | 'E') => {
    setAnchor(null);
    void downloadFile(DECLARE_PATHS.download, { body: { data: { template } } }).catch(() => undefined);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<Description />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" data-testid="declare-templates">
        {label}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => download('I')}>{t('templates.import')}</MenuItem>
        <MenuItem onClick={() => download('E')}>{t('templates.export')}</MenuItem>
      </Menu>
    </>
  );
}
