'use client';

import { useEffect } from 'react';
import { useShell } from '@/lib/shell/shell-context';
import { useTabs } from '@/lib/shell/tabs/context';

/** Issue #8: every navigation (a tab opened or shown) may bring the member's new grants (throttled). */
export function RefreshMenuOnNavigation() {
  const { refreshMenu } = useShell();
  const activeTab = useTabs().state.current;
  useEffect(() => {
    refreshMenu();
  }, [activeTab, refreshMenu]);
  return null;
}
