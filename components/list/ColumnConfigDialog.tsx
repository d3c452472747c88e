'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { invalidLabels, type ColumnConfigItem } from '@/lib/list/column-config';

/** Spec §2/§9: the column config dialog is 830 px wide. */
export const COLUMN_CONFIG_WIDTH = 830;

function ConfigRow({ item, showError, onChange }: { item: ColumnConfigItem; showError: boolean; onChange: (item: ColumnConfigItem) => void }) {
  const t = useTranslations('list');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.prop });
  const empty = !item.label.trim();
  return (
    <Box
      ref={setNodeRef}
      data-testid={`column-config-${item.prop}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, px: 1, borderBottom: 1, borderColor: 'divider', bgcolor: isDragging ? 'action.selected' : 'background.paper', transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : 0 }}
    >
      <IconButton size="small" {...attributes} {...listeners} aria-label={t('dragColumn', { name: item.label || item.prop })} sx={{ cursor: 'grab' }}>
        <DragIndicator fontSize="small" />
      </IconButton>
      <Checkbox
        checked={!item.hidden}
        disabled={item.disabled}
        onChange={(event) => onChange({ ...item, hidden: !event.target.checked })}
        slotProps={{ input: { 'aria-label': t('showColumn', { name: item.label || item.prop }) } }}
      />
      <Typography variant="body2" sx={{ width: 160, color: 'text.secondary', fontFamily: 'monospace' }}>
        {item.prop}
      </Typography>
      <TextField
        size="small"
        value={item.label}
        onChange={(event) => onChange({ ...item, label: event.target.value })}
        placeholder={t('displayNamePlaceholder')}
        error={showError && empty}
        helperText={showError && empty ? t('displayNameRequired') : undefined}
        slotProps={{ htmlInput: { 'aria-label': t('displayNameOf', { prop: item.prop }) } }}
        sx={{ flex: 1 }}
      />
    </Box>
  );
}

type Props = {
  open: boolean;
  config: ColumnConfigItem[];
  onClose: () => void;
  onSave: (config: ColumnConfigItem[]) => void;
  onReset: () => void;
};

/** Hide/show, reorder (mouse, touch or keyboard) and rename columns (spec §2 "Column config dialog"). */
export function ColumnConfigDialog({ open, config, onClose, onSave, onReset }: Props) {
  const t = useTranslations('list');
  const [draft, setDraft] = useState(config);
  const [showErrors, setShowErrors] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(TouchSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDraft((items) => arrayMove(items, items.findIndex((item) => item.prop === active.id), items.findIndex((item) => item.prop === over.id)));
  };
  const save = () => {
    if (invalidLabels(draft).length > 0) {
      setShowErrors(true);
      return;
    }
    onSave(draft.map((item) => ({ ...item, label: item.label.trim() })));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: COLUMN_CONFIG_WIDTH, maxWidth: '95vw' } }, transition: { onEnter: () => { setDraft(config); setShowErrors(false); } } }}
      aria-labelledby="column-config-title"
      data-testid="column-config-dialog"
    >
      <DialogTitle id="column-config-title">{t('columnConfig')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={draft.map((item) => item.prop)} strategy={verticalListSortingStrategy}>
            {draft.map((item) => (
              <ConfigRow key={item.prop} item={item} showError={showErrors} onChange={(next) => setDraft((items) => items.map((entry) => (entry.prop === next.prop ? next : entry)))} />
            ))}
          </SortableContext>
        </DndContext>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReset}>{t('reset')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
