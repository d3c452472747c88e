import { z } from 'zod';
import { HOME_ROUTE } from '../routes';

/** An opened tab (spec §3 "Opened tab"); its full path is its identity. */
export type Tab = {
  /** Route path without query: what the registry and the route resolver know. */
  name: string;
  /** Path with query: the tab's key, so one route with other parameters is another tab. */
  fullPath: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: { title: string };
};

export type TabsState = {
  tabs: Tab[];
  /** Full path of the active tab. */
  current: string;
  /** Full paths from least to most recently shown: decides which pages the keep-alive cap evicts. */
  recent: string[];
  /** Bumped by "refresh": a new generation remounts the tab's page. */
  generations: Record<string, number>;
};

export const HOME_TAB: Tab = { name: HOME_ROUTE, fullPath: HOME_ROUTE, params: {}, query: {}, meta: { title: '' } };

/** `/path?x=1` from a path and a query (query keys keep their order). */
export function fullPathOf(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A tab for a path and query; the title is filled by whoever knows the route. */
export function tabFor(path: string, query: Record<string, string> = {}, title = '', params: Record<string, string> = {}): Tab {
  return { name: path, fullPath: fullPathOf(path, query), params, query, meta: { title } };
}

export function initialTabsState(homeTitle = ''): TabsState {
  const home = { ...HOME_TAB, meta: { title: homeTitle } };
  return { tabs: [home], current: home.fullPath, recent: [home.fullPath], generations: {} };
}

const isHome = (tab: Tab) => tab.fullPath === HOME_ROUTE;

/** Marks a tab as shown now (most recent last). */
function touch(recent: readonly string[], fullPath: string): string[] {
  return [...recent.filter((entry) => entry !== fullPath), fullPath];
}

/** Drops bookkeeping of tabs that are gone. */
function prune(state: TabsState, tabs: Tab[], current: string): TabsState {
  const open = new Set(tabs.map((tab) => tab.fullPath));
  const generations = Object.fromEntries(Object.entries(state.generations).filter(([fullPath]) => open.has(fullPath)));
  const recent = touch(
    state.recent.filter((fullPath) => open.has(fullPath)),
    current,
  );
  return { tabs, current, recent, generations };
}

/** Opens a tab (appended after the others) or activates the one with the same full path. */
export function openTab(state: TabsState, tab: Tab): TabsState {
  const existing = state.tabs.find((open) => open.fullPath === tab.fullPath);
  const tabs = existing ? state.tabs : [...state.tabs, tab];
  return { ...state, tabs, current: tab.fullPath, recent: touch(state.recent, tab.fullPath) };
}

export function activateTab(state: TabsState, fullPath: string): TabsState {
  if (!state.tabs.some((tab) => tab.fullPath === fullPath)) return state;
  return { ...state, current: fullPath, recent: touch(state.recent, fullPath) };
}

/** Closes one tab; closing the active one activates its right neighbour, or the left one if it was last. */
export function closeTab(state: TabsState, fullPath: string): TabsState {
  const index = state.tabs.findIndex((tab) => tab.fullPath === fullPath);
  const target = state.tabs[index];
  if (!target || isHome(target)) return state;
  const tabs = state.tabs.filter((tab) => tab.fullPath !== fullPath);
  if (state.current !== fullPath) return prune(state, tabs, state.current);
  const neighbour = tabs[index] ?? tabs[index - 1] ?? HOME_TAB;
  return prune(state, tabs, neighbour.fullPath);
}

/**
 * Closes the tabs matching `drop` (never home). When the active tab goes, the tab the command was
 * given on (`anchor`) becomes active.
 */
function closeWhere(state: TabsState, anchor: string, drop: (index: number, anchorIndex: number) => boolean): TabsState {
  const anchorIndex = state.tabs.findIndex((tab) => tab.fullPath === anchor);
  if (anchorIndex < 0) return state;
  const tabs = state.tabs.filter((tab, index) => isHome(tab) || !drop(index, anchorIndex));
  const current = tabs.some((tab) => tab.fullPath === state.current) ? state.current : anchor;
  return prune(state, tabs, current);
}

export const closeLeftOf = (state: TabsState, anchor: string) => closeWhere(state, anchor, (index, anchorIndex) => index < anchorIndex);
export const closeRightOf = (state: TabsState, anchor: string) => closeWhere(state, anchor, (index, anchorIndex) => index > anchorIndex);
export const closeOthersThan = (state: TabsState, anchor: string) => closeWhere(state, anchor, (index, anchorIndex) => index !== anchorIndex);

/** Closes every tab but home, which becomes active. */
export function closeAll(state: TabsState): TabsState {
  return prune(state, state.tabs.filter(isHome), HOME_ROUTE);
}

/** Moves a tab to where another one is; home stays first and is never moved. */
export function moveTab(state: TabsState, fullPath: string, overFullPath: string): TabsState {
  const from = state.tabs.findIndex((tab) => tab.fullPath === fullPath);
  const to = state.tabs.findIndex((tab) => tab.fullPath === overFullPath);
  const moving = state.tabs[from];
  if (!moving || to < 0 || from === to || isHome(moving)) return state;
  const tabs = state.tabs.filter((_, index) => index !== from);
  tabs.splice(Math.max(to, 1), 0, moving);
  return { ...state, tabs };
}

/** Remounts a tab's page with fresh state. */
export function refreshTab(state: TabsState, fullPath: string): TabsState {
  return { ...state, generations: { ...state.generations, [fullPath]: (state.generations[fullPath] ?? 0) + 1 } };
}

export function setTabTitle(state: TabsState, fullPath: string, title: string): TabsState {
  const tab = state.tabs.find((open) => open.fullPath === fullPath);
  if (!tab || tab.meta.title === title) return state;
  return { ...state, tabs: state.tabs.map((open) => (open === tab ? { ...open, meta: { title } } : open)) };
}

/**
 * Full paths whose pages stay mounted: home, the active tab, and the most recently shown others
 * up to `max` in all. Older pages are unmounted (their tabs stay open and remount fresh).
 */
export function keptAlive(state: TabsState, max: number): Set<string> {
  const alive = new Set([HOME_ROUTE, state.current]);
  for (const fullPath of [...state.recent].reverse()) {
    if (alive.size >= max) break;
    alive.add(fullPath);
  }
  return alive;
}

/* ---------- persistence (spec §2: tabs are persisted per user) ---------- */

const storedTabSchema = z.object({
  name: z.string().startsWith('/'),
  fullPath: z.string().startsWith('/'),
  params: z.record(z.string(), z.string()),
  query: z.record(z.string(), z.string()),
  meta: z.object({ title: z.string() }),
});
const storedTabsSchema = z.object({ tabs: z.array(storedTabSchema).max(200) });

/** One key per user and product version, so another user or release never reads these tabs. */
export function tabsStorageKey(userId: string, version: string): string {
  return `cbec-console-${version}-tabs-${userId}`;
}

export function serializeTabs(state: TabsState): string {
  return JSON.stringify({ tabs: state.tabs });
}

/**
 * Restores stored tabs: corrupt data gives the defaults; tabs `keep` rejects (routes this member
 * no longer has) are dropped; home is always first, exactly once.
 */
export function restoreTabs(raw: string | null, keep: (tab: Tab) => boolean, homeTitle = ''): TabsState {
  const defaults = initialTabsState(homeTitle);
  if (!raw) return defaults;
  let parsed;
  try {
    parsed = storedTabsSchema.safeParse(JSON.parse(raw));
  } catch {
    return defaults;
  }
  if (!parsed.success) return defaults;
  const seen = new Set<string>([HOME_ROUTE]);
  const others = parsed.data.tabs.filter((tab) => {
    if (seen.has(tab.fullPath) || !keep(tab)) return false;
    seen.add(tab.fullPath);
    return true;
  });
  return { ...defaults, tabs: [...defaults.tabs, ...others] };
}
