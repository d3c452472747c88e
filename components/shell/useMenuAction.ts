'use client';

import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/shell/menu';
import { useOpenPage } from '@/lib/shell/navigation';
import { showToast } from '@/lib/ui/toast';

/** Runs a menu entry's action: open the page, the external link, or warn about a temporary entry. */
export function useMenuAction() {
  const t = useTranslations('shell');
  const openPage = useOpenPage();
  return (item: MenuItem) => {
    switch (item.kind) {
      case 'page':
        return openPage(item.path, item.query);
      case 'external':
        return void window.open(item.href, '_blank', 'noopener,noreferrer');
      case 'temporary':
        return void showToast('warning', t('temporaryMenu'));
      default:
        return void showToast('error', t('invalidAction'));
    }
  };
}
