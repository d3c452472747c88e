'use client';

import { useTranslations } from 'next-intl';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DragIndicator from '@mui/icons-material/DragIndicator';
import type { ResourceNode } from '@/customs-api/contract/organization';

function SortableRow({ node, disabled }: { node: ResourceNode; disabled: boolean }) {
  const t = useTranslations('permission');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: node.id, disabled });
  return (
    <ListItem
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      divider
      data-testid="sortable-child"
      sx={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1, cursor: disabled ? 'default' : 'grab', bgcolor: 'background.paper' }}
    >
      {!disabled && (
        <ListItemIcon sx={{ minWidth: 32 }}>
          <DragIndicator fontSize="small" />
        </ListItemIcon>
      )}
      <ListItemText primary={node.name} secondary={`${t(`types.${node.type}`)} · ${node.code}${node.hidden ? ` · ${t('menu.hiddenMark')}` : ''}`} />
    </ListItem>
  );
}

/** The children of one menu in their order; dragging one asks to move it to the drop position. */
export function SortableChildren({ nodes, disabled, onMove }: { nodes: ResourceNode[]; disabled: boolean; onMove: (id: number, index: number) => void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const index = nodes.findIndex((node) => node.id === over.id);
    if (index >= 0) onMove(Number(active.id), index);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={nodes.map((node) => node.id)} strategy={verticalListSortingStrategy}>
        <List dense disablePadding>
          {nodes.map((node) => (
            <SortableRow key={node.id} node={node} disabled={disabled} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
