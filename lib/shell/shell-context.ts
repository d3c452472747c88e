'use client';

import { createContext, useContext } from 'react';
import type { UserInfo } from '@/customs-api/contract/auth';
import type { MenuItem } from '@/lib/shell/menu';

export type ShellState = {
  user: UserInfo;
  menu: MenuItem[];
  /** Fetches the member's module tree again (throttled unless forced) and updates menus, routes and buttons in place. */
  refreshMenu: (force?: boolean) => void;
};

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used inside the console shell');
  return state;
}
