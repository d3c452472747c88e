'use client';

import { useTabs } from './tabs/context';

export { fullPathOf } from './tabs/store';

/** Opens a console page as a tab, or activates its tab (the one place that decides how navigation happens). */
export function useOpenPage(): (path: string, query?: Record<string, string>) => void {
  return useTabs().open;
}
