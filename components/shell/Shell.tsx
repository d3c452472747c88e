'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import type { ModuleNode, UserInfo } from '@/customs-api/contract/auth';
import { setLogIdentity } from '@/lib/log/store';
import { buildMenu } from '@/lib/shell/menu';
import { useSettings } from '@/components/settings/SettingsProvider';
import { DictionaryPreloader } from '@/components/dictionaries/DictionaryPreloader';
import { ShellContext } from '@/lib/shell/shell-context';
import { SideMenu } from './SideMenu';
import { TabBar } from '@/components/tabs/TabBar';
import { TabHost } from '@/components/tabs/TabHost';
import { TabsProvider } from '@/components/tabs/TabsProvider';
import { TopBar } from './TopBar';

/** The console frame: top bar, side menu from the member's module tree, and the page. */
export function Shell({ user, modules, children }: { user: UserInfo; modules: ModuleNode[]; children: ReactNode }) {
  const menu = useMemo(() => buildMenu(modules), [modules]);
  const { bindUser } = useSettings();
  const pathname = usePathname() ?? '/index';
  const state = useMemo(() => ({ user, menu }), [user, menu]);

  useEffect(() => setLogIdentity({ user: user.username, uuid: user.id }), [user]);
  useEffect(() => bindUser(user.id), [bindUser, user.id]);

  return (
    <ShellContext value={state}>
      {/* Keyed by user: switching users discards every open tab and kept-alive page. */}
      <TabsProvider key={user.id} userId={user.id}>
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
          <DictionaryPreloader />
          <TopBar userName={user.name} />
          <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
            <SideMenu menu={menu} activePath={pathname} />
            <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
              <TabBar />
              {/* The tab host lives in the layout, so page state survives even soft navigations (links). */}
              <TabHost />
              {children}
            </Box>
          </Box>
        </Box>
      </TabsProvider>
    </ShellContext>
  );
}
