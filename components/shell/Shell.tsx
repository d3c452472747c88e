'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import { AUTH_PATHS, moduleTreeSchema, type ModuleNode, type UserInfo } from '@/customs-api/contract/auth';
import { apiRequest } from '@/lib/api/client';
import { setLogIdentity } from '@/lib/log/store';
import { buildMenu } from '@/lib/shell/menu';
import { createTreeRefresher, sameTree } from '@/lib/shell/module-tree-refresh';
import { useSettings } from '@/components/settings/SettingsProvider';
import { DictionaryPreloader } from '@/components/dictionaries/DictionaryPreloader';
import { ShellContext } from '@/lib/shell/shell-context';
import { SideMenu } from './SideMenu';
import { TabBar } from '@/components/tabs/TabBar';
import { TabHost } from '@/components/tabs/TabHost';
import { TabsProvider } from '@/components/tabs/TabsProvider';
import { TopBar } from './TopBar';
import { RefreshMenuOnNavigation } from './RefreshMenuOnNavigation';
import { PasswordGate } from '@/components/password/PasswordGate';

/** A tree fetched in the browser replaces the rendered one until the server renders a new one. */
type FetchedTree = { replaces: ModuleNode[]; tree: ModuleNode[] };

/** The member's module tree: the one the server rendered, refreshed in place by later fetches. */
function useLiveModuleTree(userId: string, rendered: ModuleNode[]) {
  const [fetched, setFetched] = useState<FetchedTree | null>(null);
  const renderedRef = useRef(rendered);
  useEffect(() => {
    renderedRef.current = rendered;
  }, [rendered]);
  const [refresher] = useState(() =>
    createTreeRefresher({
      fetchTree: async () => {
        const next = moduleTreeSchema.parse(await apiRequest(AUTH_PATHS.moduleTree, { body: { data: { id: userId } }, silent: true }));
        setFetched((previous) => {
          const replaces = renderedRef.current;
          const current = previous?.replaces === replaces ? previous.tree : replaces;
          return sameTree(current, next) ? previous : { replaces, tree: next };
        });
      },
    }),
  );
  const refreshMenu = useCallback((force?: boolean) => void refresher.request(force), [refresher]);
  const tree = fetched?.replaces === rendered ? fetched.tree : rendered;
  return { tree, refreshMenu };
}

/** The console frame: top bar, side menu from the member's module tree, and the page. */
export function Shell({ user, modules, children }: { user: UserInfo; modules: ModuleNode[]; children: ReactNode }) {
  const { tree, refreshMenu } = useLiveModuleTree(user.id, modules);
  const menu = useMemo(() => buildMenu(tree), [tree]);
  const { bindUser } = useSettings();
  const pathname = usePathname() ?? '/index';
  const state = useMemo(() => ({ user, menu, refreshMenu }), [user, menu, refreshMenu]);

  useEffect(() => setLogIdentity({ user: user.username, uuid: user.id }), [user]);
  useEffect(() => bindUser(user.id), [bindUser, user.id]);

  return (
    <ShellContext value={state}>
      {/* Keyed by user: switching users discards every open tab and kept-alive page. */}
      <TabsProvider key={user.id} userId={user.id}>
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
          <DictionaryPreloader />
          <RefreshMenuOnNavigation />
          <PasswordGate />
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
