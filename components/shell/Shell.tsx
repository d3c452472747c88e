'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import type { ModuleNode, UserInfo } from '@/customs-api/contract/auth';
import { setLogIdentity } from '@/lib/log/store';
import { buildMenu } from '@/lib/shell/menu';
import { ShellContext } from './ShellContext';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The console frame: top bar, side menu from the member's module tree, and the page. */
export function Shell({ user, modules, children }: { user: UserInfo; modules: ModuleNode[]; children: ReactNode }) {
  const menu = useMemo(() => buildMenu(modules), [modules]);
  const [collapsed, setCollapsed] = useState(false);
  const pathname = usePathname() ?? '/index';
  const state = useMemo(() => ({ user, menu }), [user, menu]);

  useEffect(() => setLogIdentity({ user: user.username, uuid: user.id }), [user]);

  return (
    <ShellContext value={state}>
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
        <TopBar userName={user.name} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} />
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <SideMenu menu={menu} collapsed={collapsed} activePath={pathname} />
          <Box component="main" sx={{ flex: 1, minWidth: 0, overflow: 'auto', p: 2, bgcolor: 'background.default' }}>
            {children}
          </Box>
        </Box>
      </Box>
    </ShellContext>
  );
}
