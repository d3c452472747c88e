'use client';

import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * The drag-and-drop part of the tab bar (dnd-kit), loaded after the bar's first paint so that the
 * shell's first load does not carry it (`TabBar.tsx` imports this module lazily).
 */

/** What a tab needs to be draggable: spread on its element. */
export type SortableBinding = {
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  setNodeRef?: (element: HTMLElement | null) => void;
  transform?: string;
  transition?: string;
  isDragging?: boolean;
};

type SortableTabsProps = {
  ids: string[];
  onMove: (from: string, to: string) => void;
  announcements: Announcements;
  instructions: string;
  children: ReactNode;
};

/** Mouse (after 5 px), touch (after 200 ms) and keyboard (Space picks up, arrows move, Space or Enter drops). */
export function SortableTabs({ ids, onMove, announcements, instructions, children }: SortableTabsProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}>
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable tab: hands its binding to `children` (a disabled one is neither dragged nor a drop target). */
export function SortableTab({ id, disabled, children }: { id: string; disabled: boolean; children: (binding: SortableBinding) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return children({ attributes, listeners, setNodeRef, transform: CSS.Translate.toString(transform), transition, isDragging });
}
