'use client';

import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Close from '@mui/icons-material/Close';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTabs } from '@/lib/shell/tabs/context';
import { HOME_TAB, type Tab } from '@/lib/shell/tabs/store';
import { TabMenu, type TabMenuTarget } from './TabMenu';

const isHome = (tab: Tab) => tab.fullPath === HOME_TAB.fullPath;
const isMenuKey = (event: KeyboardEvent) => event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

type TabItemProps = {
  tab: Tab;
  active: boolean;
  onMenu: (target: TabMenuTarget) => void;
  onFocusSibling: (from: string, step: number | 'first' | 'last') => void;
};

function TabItem({ tab, active, onMenu, onFocusSibling }: TabItemProps) {
  const t = useTranslations('tabs');
  const { activate, close } = useTabs();
  const closable = !isHome(tab);
  // Home is neither draggable nor a drop target, so it stays first.
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: tab.fullPath, disabled: !closable });

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
        transform: CSS.Translate.toString(transform),
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
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  const titleOf = (id: UniqueIdentifier | undefined) => state.tabs.find((tab) => tab.fullPath === id)?.meta.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dragOver', { title: titleOf(active.id), over: titleOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dragEnd', { title: titleOf(active.id), over: titleOf(over.id) }) : t('dragCancel', { title: titleOf(active.id) })),
    onDragCancel: ({ active }) => t('dragCancel', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(String(active.id), String(over.id));
  };

  const focusSibling = (from: string, step: number | 'first' | 'last') => {
    const index = state.tabs.findIndex((tab) => tab.fullPath === from);
    const targetIndex = step === 'first' ? 0 : step === 'last' ? state.tabs.length - 1 : (index + step + state.tabs.length) % state.tabs.length;
    const target = state.tabs[targetIndex];
    if (target) document.querySelector<HTMLElement>(`[data-testid="tab"][data-full-path="${window.CSS.escape(target.fullPath)}"]`)?.focus();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }} data-testid="tab-bar">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}>
        <SortableContext items={state.tabs.map((tab) => tab.fullPath)} strategy={horizontalListSortingStrategy}>
          <Box role="tablist" aria-label={t('openPages')} aria-busy={!restored} sx={{ display: 'flex', flex: 1, minWidth: 0, overflowX: 'auto', py: 0.25 }}>
            {state.tabs.map((tab) => (
              <TabItem key={tab.fullPath} tab={tab} active={tab.fullPath === state.current} onMenu={setMenuTarget} onFocusSibling={focusSibling} />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Tooltip title={t('actions')}>
        <IconButton size="small" aria-label={t('actions')} aria-haspopup="menu" data-testid="tab-actions" onClick={(event) => setMenuTarget({ fullPath: state.current, anchorEl: event.currentTarget })}>
          <ArrowDropDown />
        </IconButton>
      </Tooltip>
      <TabMenu target={menuTarget} onClose={() => setMenuTarget(null)} />
    </Box>
  );
}

