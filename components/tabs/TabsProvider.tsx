'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useShell } from '@/lib/shell/shell-context';
import { APP_VERSION } from '@/lib/shell/constants';
import { findStaticRoute, HOME_ROUTE } from '@/lib/shell/routes';
import { TabsContext, type TabsApi } from '@/lib/shell/tabs/context';
import { clearSessionSearchOnClose } from '@/lib/shell/tabs/session-search';
import * as tabs from '@/lib/shell/tabs/store';
import { useResolveRoute, useRouteTitle } from './route-of-tab';

const REFRESH_ROUTE = '/refresh';
const REDIRECT_PREFIX = '/redirect/';

function locationFullPath(): string {
  return tabs.fullPathOf(location.pathname, Object.fromEntries(new URLSearchParams(location.search)));
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Owns the open tabs of the signed-in user. The URL shows the active tab: opening a tab pushes its
 * URL (history.pushState, which Next mirrors into usePathname), and a URL change that did not come
 * from here (back/forward, a link, a reload) opens or activates the tab of that URL.
 */
export function TabsProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const tApp = useTranslations('app');
  const { menu } = useShell();
  const resolve = useResolveRoute(menu);
  const routeTitle = useRouteTitle(menu);
  const pathname = usePathname() ?? HOME_ROUTE;
  const searchParams = useSearchParams();
  const urlQuery = useMemo(() => Object.fromEntries(searchParams?.entries() ?? []), [searchParams]);
  const storageKey = tabs.tabsStorageKey(userId, APP_VERSION);

  const tabOf = useCallback((path: string, query: Record<string, string> = {}) => tabs.tabFor(path, query, routeTitle(path)), [routeTitle]);

  const [state, setState] = useState(() => {
    const home = tabs.initialTabsState(routeTitle(HOME_ROUTE));
    return findStaticRoute(pathname)?.hidden ? home : tabs.openTab(home, tabOf(pathname, urlQuery));
  });
  const [restored, setRestored] = useState(false);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  // Restore once after mount (localStorage does not exist on the server): stored tabs this member
  // can still open, then the tab of the URL.
  const restoring = useRef(false);
  useEffect(() => {
    if (restoring.current) return;
    restoring.current = true;
    const keep = (tab: tabs.Tab) => {
      const route = resolve(tab.name);
      return route.kind !== 'notFound' && route.kind !== 'forbidden' && !findStaticRoute(tab.name)?.hidden;
    };
    const stored = tabs.restoreTabs(readStorage(storageKey), keep, routeTitle(HOME_ROUTE));
    const retitled = { ...stored, tabs: stored.tabs.map((tab) => ({ ...tab, meta: { title: routeTitle(tab.name) } })) };
    setState((current) => tabs.activateTab(current.tabs.reduce(tabs.openTab, retitled), current.current));
    setRestored(true);
  }, [storageKey, resolve, routeTitle]);

  useEffect(() => {
    if (!restored) return;
    try {
      localStorage.setItem(storageKey, tabs.serializeTabs(state));
    } catch {
      // Storage full or blocked: tabs simply are not remembered.
    }
  }, [restored, storageKey, state]);

  // Closed tabs: spec §2 clears the saved search of the collection-verification lists.
  const previousTabs = useRef(state.tabs);
  useEffect(() => {
    const open = new Set(state.tabs.map((tab) => tab.fullPath));
    for (const tab of previousTabs.current) if (!open.has(tab.fullPath)) clearSessionSearchOnClose(tab.name, sessionStorage);
    previousTabs.current = state.tabs;
  }, [state.tabs]);

  // URL → tabs: a URL this provider did not push (back/forward, links, /refresh, /redirect/...).
  useEffect(() => {
    // Hidden routes hand over to a real tab with replaceState. Deferred: on the first mount Next's
    // router patches history in its own effect, which runs after ours, and only a patched
    // replaceState updates usePathname.
    let handOver: ReturnType<typeof setTimeout> | undefined;
    if (pathname === REFRESH_ROUTE) {
      // d2-admin's /refresh: remount the page that was shown and return to it.
      const shown = latest.current.current;
      setState((current) => tabs.refreshTab(current, shown));
      handOver = setTimeout(() => history.replaceState(null, '', shown));
    } else if (pathname.startsWith(REDIRECT_PREFIX)) {
      const target = tabs.fullPathOf(`/${pathname.slice(REDIRECT_PREFIX.length)}`, urlQuery);
      handOver = setTimeout(() => history.replaceState(null, '', target));
    } else {
      setState((current) => tabs.openTab(current, tabOf(pathname, urlQuery)));
    }
    return () => clearTimeout(handOver);
  }, [pathname, urlQuery, tabOf]);

  // Tabs → URL: a newly active tab shows its URL (one history entry per switch, so back/forward switch tabs).
  const activeFullPath = state.current;
  const shownCurrent = useRef(activeFullPath);
  useEffect(() => {
    if (shownCurrent.current === activeFullPath) return;
    shownCurrent.current = activeFullPath;
    if (locationFullPath() !== activeFullPath) history.pushState(null, '', activeFullPath);
  }, [activeFullPath]);

  const currentTitle = state.tabs.find((tab) => tab.fullPath === state.current)?.meta.title;
  useEffect(() => {
    if (currentTitle) document.title = `${tApp('productTitle')} | ${currentTitle}`;
  }, [tApp, currentTitle]);

  const actions = useMemo<Omit<TabsApi, 'state' | 'restored'>>(
    () => ({
      open: (path, query = {}) => {
        if (path === REFRESH_ROUTE) return setState((current) => tabs.refreshTab(current, current.current));
        setState((current) => tabs.openTab(current, tabOf(path, query)));
      },
      activate: (fullPath) => setState((current) => tabs.activateTab(current, fullPath)),
      close: (fullPath) => setState((current) => tabs.closeTab(current, fullPath)),
      closeLeft: (fullPath) => setState((current) => tabs.closeLeftOf(current, fullPath)),
      closeRight: (fullPath) => setState((current) => tabs.closeRightOf(current, fullPath)),
      closeOthers: (fullPath) => setState((current) => tabs.closeOthersThan(current, fullPath)),
      closeAll: () => setState(tabs.closeAll),
      refresh: (fullPath) => setState((current) => tabs.refreshTab(current, fullPath)),
      move: (fullPath, overFullPath) => setState((current) => tabs.moveTab(current, fullPath, overFullPath)),
      setTitle: (fullPath, title) => setState((current) => tabs.setTabTitle(current, fullPath, title)),
    }),
    [tabOf],
  );
  const api = useMemo<TabsApi>(() => ({ state, restored, ...actions }), [state, restored, actions]);

  return <TabsContext value={api}>{children}</TabsContext>;
}
