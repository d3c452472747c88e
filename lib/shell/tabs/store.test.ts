import {
  closeAll,
  closeLeftOf,
  closeOthersThan,
  closeRightOf,
  closeTab,
  fullPathOf,
  initialTabsState,
  keptAlive,
  moveTab,
  openTab,
  activateTab,
  refreshTab,
  restoreTabs,
  serializeTabs,
  setTabTitle,
  tabFor,
  tabsStorageKey,
  type TabsState,
} from './store';
import { clearSessionSearchOnClose, sessionSearchKey } from './session-search';

const paths = (state: TabsState) => state.tabs.map((tab) => tab.fullPath);

/** Home plus /a, /b, /c, /d opened in that order (the last one active). */
function withTabs(...names: string[]): TabsState {
  return names.reduce((state, name) => openTab(state, tabFor(name, {}, name)), initialTabsState('首页'));
}

describe('opening tabs', () => {
  it('starts with the home tab only, active', () => {
    const state = initialTabsState('首页');
    expect(paths(state)).toEqual(['/index']);
    expect(state.current).toBe('/index');
  });

  it('appends new tabs and activates them', () => {
    const state = withTabs('/a', '/b');
    expect(paths(state)).toEqual(['/index', '/a', '/b']);
    expect(state.current).toBe('/b');
  });

  it('dedupes by full path: the same path activates, other parameters open another tab', () => {
    let state = withTabs('/a', '/b');
    state = openTab(state, tabFor('/a'));
    expect(paths(state)).toEqual(['/index', '/a', '/b']);
    expect(state.current).toBe('/a');
    state = openTab(state, tabFor('/payDetail', { id: '1' }));
    state = openTab(state, tabFor('/payDetail', { id: '2' }));
    state = openTab(state, tabFor('/payDetail', { id: '1' }));
    expect(paths(state)).toEqual(['/index', '/a', '/b', '/payDetail?id=1', '/payDetail?id=2']);
    expect(state.current).toBe('/payDetail?id=1');
    expect(state.tabs[3]).toEqual({ name: '/payDetail', fullPath: '/payDetail?id=1', params: {}, query: { id: '1' }, meta: { title: '' } });
  });

  it('ignores activation of a tab that is not open', () => {
    const state = withTabs('/a');
    expect(activateTab(state, '/nope')).toBe(state);
  });

  it('builds full paths with an encoded query', () => {
    expect(fullPathOf('/x')).toBe('/x');
    expect(fullPathOf('/x', { a: '1', b: 'c d' })).toBe('/x?a=1&b=c+d');
  });
});

describe('closing one tab', () => {
  it('closing the active tab activates its right neighbour', () => {
    const state = activateTab(withTabs('/a', '/b', '/c'), '/b');
    const closed = closeTab(state, '/b');
    expect(paths(closed)).toEqual(['/index', '/a', '/c']);
    expect(closed.current).toBe('/c');
  });

  it('closing the active last tab activates its left neighbour', () => {
    const closed = closeTab(withTabs('/a', '/b', '/c'), '/c');
    expect(closed.current).toBe('/b');
  });

  it('closing the only other tab returns to home', () => {
    expect(closeTab(withTabs('/a'), '/a').current).toBe('/index');
  });

  it('closing an inactive tab keeps the active one', () => {
    const closed = closeTab(withTabs('/a', '/b', '/c'), '/a');
    expect(paths(closed)).toEqual(['/index', '/b', '/c']);
    expect(closed.current).toBe('/c');
  });

  it('never closes home', () => {
    const state = withTabs('/a');
    expect(closeTab(state, '/index')).toBe(state);
  });

  it('forgets the refresh generation of a closed tab', () => {
    const closed = closeTab(refreshTab(withTabs('/a', '/b'), '/a'), '/a');
    expect(closed.generations).toEqual({});
    expect(closed.recent).not.toContain('/a');
  });
});

describe('closing several tabs', () => {
  const state = activateTab(withTabs('/a', '/b', '/c', '/d'), '/b');

  it('close left of a tab keeps home and the tabs from it on', () => {
    expect(paths(closeLeftOf(state, '/c'))).toEqual(['/index', '/c', '/d']);
    expect(closeLeftOf(state, '/c').current).toBe('/c');
    expect(closeLeftOf(state, '/b').current).toBe('/b');
  });

  it('close right of a tab keeps the active tab when it survives', () => {
    const closed = closeRightOf(state, '/c');
    expect(paths(closed)).toEqual(['/index', '/a', '/b', '/c']);
    expect(closed.current).toBe('/b');
  });

  it('close right of a tab left of the active one activates that tab', () => {
    const closed = closeRightOf(state, '/a');
    expect(paths(closed)).toEqual(['/index', '/a']);
    expect(closed.current).toBe('/a');
  });

  it('close others keeps home and the tab, which becomes active', () => {
    const closed = closeOthersThan(state, '/d');
    expect(paths(closed)).toEqual(['/index', '/d']);
    expect(closed.current).toBe('/d');
  });

  it('close others on home keeps home only', () => {
    expect(paths(closeOthersThan(state, '/index'))).toEqual(['/index']);
  });

  it('close all returns to home', () => {
    const closed = closeAll(state);
    expect(paths(closed)).toEqual(['/index']);
    expect(closed.current).toBe('/index');
    expect(closed.recent).toEqual(['/index']);
  });
});

describe('reordering', () => {
  const state = withTabs('/a', '/b', '/c');

  it('moves a tab to the place of another', () => {
    expect(paths(moveTab(state, '/c', '/a'))).toEqual(['/index', '/c', '/a', '/b']);
    expect(paths(moveTab(state, '/a', '/c'))).toEqual(['/index', '/b', '/c', '/a']);
  });

  it('keeps home first: home does not move and nothing goes before it', () => {
    expect(moveTab(state, '/index', '/b')).toBe(state);
    expect(paths(moveTab(state, '/b', '/index'))).toEqual(['/index', '/b', '/a', '/c']);
  });

  it('keeps the active tab', () => {
    expect(moveTab(state, '/c', '/a').current).toBe('/c');
  });
});

describe('refresh and titles', () => {
  it('refresh bumps only the given tab generation', () => {
    const state = refreshTab(refreshTab(withTabs('/a', '/b'), '/a'), '/a');
    expect(state.generations).toEqual({ '/a': 2 });
    expect(state.current).toBe('/b');
  });

  it('a page can set its tab title', () => {
    const state = setTabTitle(withTabs('/a'), '/a', 'DOC-001');
    expect(state.tabs[1]?.meta.title).toBe('DOC-001');
    expect(setTabTitle(state, '/a', 'DOC-001')).toBe(state);
  });
});

describe('keep-alive cap', () => {
  it('keeps home, the active tab and the most recently shown others up to the cap', () => {
    let state = withTabs('/a', '/b', '/c', '/d');
    state = activateTab(state, '/a');
    // recent order now: index, b, c, d, a
    expect([...keptAlive(state, 3)].sort()).toEqual(['/a', '/d', '/index']);
    expect([...keptAlive(state, 20)].sort()).toEqual(['/a', '/b', '/c', '/d', '/index']);
  });

  it('the least recently used tab is evicted, not closed', () => {
    const state = withTabs('/a', '/b', '/c');
    expect(keptAlive(state, 3).has('/a')).toBe(false);
    expect(paths(state)).toContain('/a');
  });

  it('always keeps home and the active tab, even with a tiny cap', () => {
    const state = withTabs('/a', '/b');
    expect([...keptAlive(state, 1)].sort()).toEqual(['/b', '/index']);
  });
});

describe('persistence', () => {
  const known = () => true;

  it('uses one storage key per user and product version', () => {
    expect(tabsStorageKey('u1', '1.0.2')).toBe('cbec-console-1.0.2-tabs-u1');
    expect(tabsStorageKey('u2', '1.0.2')).not.toBe(tabsStorageKey('u1', '1.0.2'));
    expect(tabsStorageKey('u1', '1.0.3')).not.toBe(tabsStorageKey('u1', '1.0.2'));
  });

  it('round-trips the tabs in their order', () => {
    const state = moveTab(withTabs('/a', '/b', '/payDetail?x'), '/b', '/a');
    const restored = restoreTabs(serializeTabs(state), known, '首页');
    expect(paths(restored)).toEqual(paths(state));
    expect(restored.current).toBe('/index');
  });

  it('keeps users apart: each user restores from their own key', () => {
    const storage = new Map<string, string>();
    storage.set(tabsStorageKey('u1', '1.0.2'), serializeTabs(withTabs('/a')));
    storage.set(tabsStorageKey('u2', '1.0.2'), serializeTabs(withTabs('/b')));
    expect(paths(restoreTabs(storage.get(tabsStorageKey('u1', '1.0.2')) ?? null, known))).toEqual(['/index', '/a']);
    expect(paths(restoreTabs(storage.get(tabsStorageKey('u2', '1.0.2')) ?? null, known))).toEqual(['/index', '/b']);
    expect(paths(restoreTabs(storage.get(tabsStorageKey('u3', '1.0.2')) ?? null, known))).toEqual(['/index']);
  });

  it('drops tabs the member can no longer open', () => {
    const raw = serializeTabs(withTabs('/a', '/gone', '/b'));
    expect(paths(restoreTabs(raw, (tab) => tab.name !== '/gone'))).toEqual(['/index', '/a', '/b']);
  });

  it('falls back to the defaults on corrupt or foreign data', () => {
    for (const raw of ['{', 'null', '[]', '{"tabs":"x"}', '{"tabs":[{"name":"a"}]}', JSON.stringify({ tabs: [{ name: 'http://x', fullPath: '/x', params: {}, query: {}, meta: { title: '' } }] })]) {
      expect(paths(restoreTabs(raw, known))).toEqual(['/index']);
    }
  });

  it('keeps home first exactly once and drops duplicates', () => {
    const tab = (fullPath: string) => ({ name: fullPath, fullPath, params: {}, query: {}, meta: { title: fullPath } });
    const raw = JSON.stringify({ tabs: [tab('/a'), tab('/index'), tab('/a'), tab('/b')] });
    expect(paths(restoreTabs(raw, known))).toEqual(['/index', '/a', '/b']);
  });
});

describe('session search data', () => {
  it('closing a collection-verification list clears its saved search only', () => {
    const storage = new Map<string, string>();
    const removeItem = (key: string) => void storage.delete(key);
    for (const path of ['/collection-verification/export/list', '/collection-verification/import/list', '/receipt-management/search']) storage.set(sessionSearchKey(path), '{}');
    clearSessionSearchOnClose('/collection-verification/export/list', { removeItem });
    clearSessionSearchOnClose('/receipt-management/search', { removeItem });
    expect([...storage.keys()]).toEqual([sessionSearchKey('/collection-verification/import/list'), sessionSearchKey('/receipt-management/search')]);
    clearSessionSearchOnClose('/collection-verification/import/list', { removeItem });
    expect(storage.has(sessionSearchKey('/collection-verification/import/list'))).toBe(false);
  });
});
