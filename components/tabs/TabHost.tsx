'use client';

import { Activity, Suspense, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Block from '@mui/icons-material/Block';
import Construction from '@mui/icons-material/Construction';
import SearchOff from '@mui/icons-material/SearchOff';
import { MODULE_PAGES, STATIC_PAGES } from '@/components/pages/registry';
import { PageErrorBoundary } from '@/components/feedback/PageErrorBoundary';
import { StatusPanel } from '@/components/pages/StatusPanel';
import { useShell } from '@/lib/shell/shell-context';
import { TabPaneContext, useTabs } from '@/lib/shell/tabs/context';
import { keptAlive, type Tab } from '@/lib/shell/tabs/store';
import { useResolveRoute, useRouteTitle } from './route-of-tab';

/** Spec §2 keeps cached pages alive; beyond this many the least recently shown page is unmounted. */
const KEEP_ALIVE_MAX = Number(process.env.NEXT_PUBLIC_KEEP_ALIVE_MAX) || 20;

/** One tab's content: its page from the registry, or a status panel (404, 403, under construction). */
function TabContent({ tab }: { tab: Tab }) {
  const { menu } = useShell();
  const resolve = useResolveRoute(menu);
  const routeTitle = useRouteTitle(menu);
  const tPage = useTranslations('page');
  const route = resolve(tab.name);
  if (route.kind === 'notFound') {
    return <StatusPanel testId="page-not-found" icon={<SearchOff sx={{ fontSize: 64 }} color="disabled" />} title={tPage('notFoundTitle')} body={tPage('notFoundBody', { path: route.path })} />;
  }
  if (route.kind === 'forbidden') {
    return <StatusPanel testId="page-forbidden" icon={<Block sx={{ fontSize: 64 }} color="error" />} title={tPage('forbiddenTitle')} body={tPage('forbiddenBody', { path: route.path })} />;
  }
  const Page = route.kind === 'static' ? STATIC_PAGES[route.path] : MODULE_PAGES[route.path];
  if (!Page) {
    return (
      <StatusPanel
        testId="page-under-construction"
        icon={<Construction sx={{ fontSize: 64 }} color="warning" />}
        title={tPage('underConstructionTitle')}
        body={tPage('underConstructionBody', { name: routeTitle(tab.name) })}
      />
    );
  }
  // One broken page (or a page whose code did not download) never blanks the console.
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Box sx={{ display: 'grid', placeItems: 'center', p: 6 }}><CircularProgress /></Box>}>
        <Page path={tab.name} params={tab.params} query={tab.query} title={routeTitle(tab.name)} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * A tab's scroll box. A hidden Activity is display:none, which can lose scroll offsets, so the pane
 * remembers every scrolled element inside it and puts the offsets back when the tab shows again.
 */
function TabPane({ tab, visible, children }: { tab: Tab; visible: boolean; children: ReactNode }) {
  const paneRef = useRef<HTMLDivElement>(null);
  const offsets = useRef(new Map<Element, { top: number; left: number }>());

  useEffect(() => {
    const pane = paneRef.current;
    if (!pane) return;
    const remember = (event: Event) => {
      const target = event.target instanceof Element ? event.target : pane;
      offsets.current.set(target, { top: target.scrollTop, left: target.scrollLeft });
    };
    pane.addEventListener('scroll', remember, { capture: true, passive: true });
    return () => pane.removeEventListener('scroll', remember, { capture: true });
  }, []);

  // Layout effects run again when a hidden Activity shows: restore before the browser paints.
  useLayoutEffect(() => {
    for (const [element, { top, left }] of offsets.current) {
      if (element.isConnected) element.scrollTo({ top, left });
      else offsets.current.delete(element);
    }
  }, []);

  const location = useMemo(() => ({ path: tab.name, fullPath: tab.fullPath, params: tab.params, query: tab.query, visible }), [tab, visible]);
  return (
    <TabPaneContext value={location}>
      <Box ref={paneRef} role="tabpanel" aria-label={tab.meta.title} data-testid="tab-pane" data-full-path={tab.fullPath} sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 2 }}>
        {children}
      </Box>
    </TabPaneContext>
  );
}

/**
 * Renders every kept-alive tab inside React's <Activity>: the active one visible, the others
 * hidden with their state (inputs, scroll, open panels) intact. Pages flagged not cached are
 * mounted only while shown, so each visit starts fresh.
 */
export function TabHost() {
  const { state } = useTabs();
  const { menu } = useShell();
  const resolve = useResolveRoute(menu);
  const alive = keptAlive(state, KEEP_ALIVE_MAX);
  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
      {state.tabs.map((tab) => {
        const visible = tab.fullPath === state.current;
        const route = resolve(tab.name);
        const cached = route.kind === 'static' || route.kind === 'module' ? route.cached : true;
        if (!visible && !(cached && alive.has(tab.fullPath))) return null;
        return (
          <Activity key={`${tab.fullPath}#${state.generations[tab.fullPath] ?? 0}`} mode={visible ? 'visible' : 'hidden'}>
            <TabPane tab={tab} visible={visible}>
              <TabContent tab={tab} />
            </TabPane>
          </Activity>
        );
      })}
    </Box>
  );
}
