'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Close from '@mui/icons-material/Close';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTabs } from '@/lib/shell/tabs/context';
import { HOME_TAB, type Tab } from '@/lib/shell/tabs/store';
import type { SortableBinding } from './SortableTabs';
import { TabMenu, type TabMenuTarget } from './TabMenu';

/** dnd-kit comes in its own chunk, after the first paint (or at the first press or focus on the bar). */
type SortableModule = typeof import('./SortableTabs');
const loadSortable = () => import('./SortableTabs');

const isHome = (tab: Tab) => tab.fullPath === HOME_TAB.fullPath;
const tabElement = (fullPath: string) => document.querySelector<HTMLElement>(`[data-testid="tab"][data-full-path="${window.CSS.escape(fullPath)}"]`);
const isMenuKey = (event: KeyboardEvent) => event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

type TabItemProps = {
  tab: Tab;
  active: boolean;
  onMenu: (target: TabMenuTarget) => void;
  onFocusSibling: (from: string, step: number | 'first' | 'last') => void;
  /** Drag-and-drop binding, once dnd-kit is loaded. */
  sortable?: SortableBinding;
};

function TabItem({ tab, active, onMenu, onFocusSibling, sortable = {} }: TabItemProps) {
  const t = useTranslations('tabs');
  const { activate, close } = useTabs();
  const closable = !isHome(tab);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging = false } = sortable;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isMenuKey(event)) {
      event.preventDefault();
      return onMenu({ fullPath: tab.fullPath, anchorEl: event.currentTarget });
    }
    const focusStep = { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' } as const;
    if (event.key in focusStep) {
      event.preventDefault();
      return onFocusSibling(tab.fullPath, focusStep[event.key as keyof typeof focusStep]);
    }
    if (event.key === 'Enter') return activate(tab.fullPath);
    if (event.key === 'Delete' && closable) return close(tab.fullPath);
    // Space picks the tab up for keyboard reordering (dnd-kit).
    listeners?.onKeyDown?.(event);
  };

  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="tab"
      aria-selected={active}
      aria-roledescription={closable ? t('sortableTab') : undefined}
      aria-disabled={undefined}
      tabIndex={active ? 0 : -1}
      data-testid="tab"
      data-full-path={tab.fullPath}
      onKeyDown={onKeyDown}
      onClick={() => activate(tab.fullPath)}
      onMouseDown={(event: MouseEvent) => {
        // Middle button: no autoscroll; it closes the tab on release (auxclick).
        if (event.button === 1) event.preventDefault();
        else listeners?.onMouseDown?.(event);
      }}
      onAuxClick={(event: MouseEvent) => {
        if (event.button === 1 && closable) close(tab.fullPath);
      }}
      onContextMenu={(event: MouseEvent<HTMLDivElement>) => {
        event.preventDefault();
        // A context-menu key press reports (0, 0): anchor the menu to the tab instead.
        const fromKeyboard = event.clientX === 0 && event.clientY === 0;
        onMenu(fromKeyboard ? { fullPath: tab.fullPath, anchorEl: event.currentTarget } : { fullPath: tab.fullPath, position: { top: event.clientY, left: event.clientX } });
      }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        flexShrink: 0,
        height: 30,
        px: 1.5,
        mr: 0.5,
        fontSize: 13,
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        userSelect: 'none',
        borderRadius: 1,
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.primary',
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
        transform,
        transition,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 },
      }}
    >
      <span>{tab.meta.title}</span>
      {closable && (
        <Box
          component="span"
          role="button"
          aria-label={t('closeTab', { title: tab.meta.title })}
          data-testid="tab-close"
          onMouseDown={(event: MouseEvent) => event.stopPropagation()}
          onTouchStart={(event) => event.stopPropagation()}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            close(tab.fullPath);
          }}
          sx={{ display: 'inline-flex', borderRadius: '50%', '&:hover': { bgcolor: 'rgba(0,0,0,0.15)' } }}
        >
          <Close sx={{ fontSize: 14 }} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The tab bar above the content (spec §2): home first and fixed; the other tabs can be dragged
 * (mouse, touch, or keyboard: Space, arrows, Space), closed, and managed from a context menu.
 */
export function TabBar() {
  const t = useTranslations('tabs');
  const { state, restored, move } = useTabs();
  const [menuTarget, setMenuTarget] = useState<TabMenuTarget | null>(null);
  const [sortable, setSortable] = useState<SortableModule | null>(null);
  const loading = useRef(false);

  const enableSorting = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadSortable().then(
      (module) => {
        // The tabs remount inside the drag-and-drop context: keep the focus on the tab that had it.
        const focused = document.activeElement?.closest<HTMLElement>('[data-testid="tab"]')?.dataset.fullPath;
        flushSync(() => setSortable(module));
        if (focused !== undefined) tabElement(focused)?.focus();
      },
      () => {
        // Offline or a stale deployment: the tabs work without dragging; try again on the next press.
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(enableSorting, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(enableSorting, 200);
    return () => window.clearTimeout(handle);
  }, [enableSorting]);

  const titleOf = (id: UniqueIdentifier | undefined) => state.tabs.find((tab) => tab.fullPath === id)?.meta.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dragOver', { title: titleOf(active.id), over: titleOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dragEnd', { title: titleOf(active.id), over: titleOf(over.id) }) : t('dragCancel', { title: titleOf(active.id) })),
    onDragCancel: ({ active }) => t('dragCancel', { title: titleOf(active.id) }),
  };

  const focusSibling = (from: string, step: number | 'first' | 'last') => {
    const index = state.tabs.findIndex((tab) => tab.fullPath === from);
    const targetIndex = step === 'first' ? 0 : step === 'last' ? state.tabs.length - 1 : (index + step + state.tabs.length) % state.tabs.length;
    const target = state.tabs[targetIndex];
    if (target) tabElement(target.fullPath)?.focus();
  };

  const tabs = state.tabs.map((tab) => {
    const props = { tab, active: tab.fullPath === state.current, onMenu: setMenuTarget, onFocusSibling: focusSibling };
    // Home is neither draggable nor a drop target, so it stays first.
    return sortable ? (
      <sortable.SortableTab key={tab.fullPath} id={tab.fullPath} disabled={isHome(tab)}>
        {(binding) => <TabItem {...props} sortable={binding} />}
      </sortable.SortableTab>
    ) : (
      <TabItem key={tab.fullPath} {...props} />
    );
  });
  let list: ReactNode = (
    <Box
      role="tablist"
      aria-label={t('openPages')}
      aria-busy={!restored}
      onPointerDownCapture={enableSorting}
      onFocusCapture={enableSorting}
      sx={{ display: 'flex', flex: 1, minWidth: 0, overflowX: 'auto', py: 0.25 }}
    >
      {tabs}
    </Box>
  );
  if (sortable) {
    list = (
      <sortable.SortableTabs ids={state.tabs.map((tab) => tab.fullPath)} onMove={move} announcements={announcements} instructions={t('dragInstructions')}>
        {list}
      </sortable.SortableTabs>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="tab-bar">
      {list}
      <Tooltip title={t('actions')}>
        <IconButton size="small" aria-label={t('actions')} aria-haspopup="menu" data-testid="tab-actions" onClick={(event) => setMenuTarget({ fullPath: state.current, anchorEl: event.currentTarget })}>
          <ArrowDropDown />
        </IconButton>
      </Tooltip>
      <TabMenu target={menuTarget} onClose={() => setMenuTarget(null)} />
    </Box>
  );
}
