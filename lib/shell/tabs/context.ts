'use client';

import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { Tab, TabsState } from './store';

/** A page's own location: hidden tabs must not read the address bar, which shows another tab. */
export type TabLocation = { path: string; fullPath: string; params: Record<string, string>; query: Record<string, string> };

type TabPaneState = TabLocation & { visible: boolean };

export const TabPaneContext = createContext<TabPaneState | null>(null);

function usePane(hook: string): TabPaneState {
  const pane = useContext(TabPaneContext);
  if (!pane) throw new Error(`${hook} must be used inside a console tab`);
  return pane;
}

export function useTabLocation(): TabLocation {
  const { path, fullPath, params, query } = usePane('useTabLocation');
  return { path, fullPath, params, query };
}

/**
 * Whether the page's tab is shown. A hidden tab's effects are torn down, so code that must run
 * when the tab hides (closing a menu or dialog) belongs in an effect cleanup: see useOnTabHide.
 */
export function useTabVisible(): boolean {
  return usePane('useTabVisible').visible;
}

/**
 * Runs `onHide` when the page's tab is hidden (React tears down a hidden Activity's effects), e.g.
 * to close open menus, dialogs and popovers so they do not come back by themselves.
 */
export function useOnTabHide(onHide: () => void): void {
  const latest = useRef(onHide);
  useLayoutEffect(() => {
    latest.current = onHide;
  });
  useEffect(() => () => latest.current(), []);
}

/** What the tab host offers to the shell (tab bar, navigation) and pages. */
export type TabsApi = {
  state: TabsState;
  /** False until the stored tabs are restored (after hydration). */
  restored: boolean;
  /** Opens or activates the tab of a path and query, and shows its URL. */
  open: (path: string, query?: Record<string, string>) => void;
  activate: (fullPath: string) => void;
  close: (fullPath: string) => void;
  closeLeft: (fullPath: string) => void;
  closeRight: (fullPath: string) => void;
  closeOthers: (fullPath: string) => void;
  closeAll: () => void;
  refresh: (fullPath: string) => void;
  move: (fullPath: string, overFullPath: string) => void;
  setTitle: (fullPath: string, title: string) => void;
};

export const TabsContext = createContext<TabsApi | null>(null);

export function useTabs(): TabsApi {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('useTabs must be used inside the console shell');
  return tabs;
}

export function useActiveTab(): Tab | undefined {
  const { state } = useTabs();
  return state.tabs.find((tab) => tab.fullPath === state.current);
}

/** Lets a page name its tab, e.g. a detail page shows the document number. */
export function useSetTabTitle(title: string | undefined): void {
  const { setTitle } = useTabs();
  const { fullPath } = usePane('useSetTabTitle');
  useEffect(() => {
    if (title) setTitle(fullPath, title);
  }, [setTitle, fullPath, title]);
}
