'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { ORGANIZATION_ACCESS, ORGANIZATION_PATHS, resourceUpdateRequestSchema, type ResourceNode, type ResourceType } from '@/customs-api/contract/organization';
import { ConfirmDialog } from '@/components/organization/ConfirmDialog';
import { buttonCodeOf } from '@/components/organization/resources';
import { useValidationText } from '@/components/organization/validation';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';
import { findResource, itemIdOf } from '@/lib/organization/grants';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useShell } from '@/lib/shell/shell-context';
import { ResourceFormDialog } from './ResourceFormDialog';
import { SortableChildren } from './SortableChildren';

/** Every menu that can hold children, for "move under" (a node cannot move under itself or its descendants). */
function parentChoices(tree: readonly ResourceNode[], moving: ResourceNode, depth = 0): { node: ResourceNode; depth: number }[] {
  return tree.flatMap((node) => (node.id === moving.id || node.type !== 'MENU' ? [] : [{ node, depth }, ...parentChoices(node.children, moving, depth + 1)]));
}

/**
 * 菜单管理: the resource tree (menus, links and their buttons). Select a node to edit it, hide it,
 * add children or buttons, move it under another menu, or drag its children into a new order.
 */
export default function MenuPage({ path, title }: PageProps) {
  const t = useTranslations('permission');
  const mayUse = useButtonPermission(path);
  const canAdd = mayUse(buttonCodeOf(ORGANIZATION_ACCESS.resourceCreate));
  const canEdit = mayUse(buttonCodeOf(ORGANIZATION_ACCESS.resourceUpdate));
  const canDelete = mayUse(buttonCodeOf(ORGANIZATION_ACCESS.resourceDelete));
  const { refreshMenu } = useShell();
  const tree = useSWR(ORGANIZATION_PATHS.resourceTree, (url) => apiRequest<ResourceNode[]>(url, { body: { data: {} } }));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [adding, setAdding] = useState<ResourceType | null>(null);
  const [deleting, setDeleting] = useState(false);
  const found = useMemo(() => (tree.data && selectedId !== null ? findResource(tree.data, selectedId) : null), [tree.data, selectedId]);
  const selected = found?.node ?? null;

  const changed = () => {
    void tree.mutate();
    // Menus of the viewer may have changed (names, order, hidden).
    refreshMenu(true);
  };
  const move = async (id: number, parentId: number | null, index: number) => {
    await apiRequest(ORGANIZATION_PATHS.resourceMove, { body: { data: { id, parentId, index } }, successMessage: t('saved') }).catch(() => undefined);
    changed();
  };
  const children = selected ? selected.children : (tree.data ?? []);

  return (
    <Box data-testid="menu-management">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {canAdd && (
          <Button variant="contained" onClick={() => { setSelectedId(null); setAdding('MENU'); }} data-testid="menu-add-top">
            {t('menu.addTop')}
          </Button>
        )}
      </Stack>
      {tree.isLoading && <LinearProgress />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' }, gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 1, maxHeight: 'calc(100vh - 220px)', overflow: 'auto' }}>
          {tree.data && (
            <RichTreeView<ResourceNode, false>
              items={tree.data}
              getItemId={itemIdOf}
              getItemLabel={(node) => `${node.name}${node.type === 'BUTTON' ? ` · ${node.code}` : ''}${node.hidden ? ` (${t('menu.hiddenMark')})` : ''}`}
              getItemChildren={(node) => node.children}
              selectedItems={selectedId === null ? null : String(selectedId)}
              onSelectedItemsChange={(_, id) => setSelectedId(id === null ? null : Number(id))}
              expandedItems={expanded ?? []}
              onExpandedItemsChange={(_, ids) => setExpanded(ids)}
              aria-label={title}
            />
          )}
        </Paper>
        <Stack spacing={2}>
          {selected ? (
            <NodeEditor key={`${selected.id}:${selected.name}:${selected.param}:${selected.icon}:${selected.hidden}`} node={selected} canEdit={canEdit} onSaved={changed} />
          ) : (
            <Alert severity="info">{t('menu.selectHint')}</Alert>
          )}
          {selected && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {canAdd && selected.type === 'MENU' && (
                <>
                  <Button variant="outlined" onClick={() => setAdding('MENU')} data-testid="menu-add-child">
                    {t('menu.addChild')}
                  </Button>
                  <Button variant="outlined" onClick={() => setAdding('BUTTON')} data-testid="menu-add-button">
                    {t('menu.addButton')}
                  </Button>
                </>
              )}
              {canDelete && (
                <Button variant="outlined" color="error" onClick={() => setDeleting(true)} data-testid="menu-delete">
                  {t('menu.delete')}
                </Button>
              )}
            </Stack>
          )}
          {selected && canEdit && tree.data && (
            <TextField
              select
              label={t('menu.moveUnder')}
              value={found?.parentId === null || found?.parentId === undefined ? 'top' : String(found.parentId)}
              onChange={(event) => void move(selected.id, event.target.value === 'top' ? null : Number(event.target.value), 0)}
              size="small"
            >
              <MenuItem value="top">{t('menu.topLevel')}</MenuItem>
              {parentChoices(tree.data, selected).map(({ node, depth }) => (
                <MenuItem key={node.id} value={String(node.id)} sx={{ pl: 2 + depth * 2 }}>
                  {node.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" gutterBottom>
              {selected ? t('menu.childrenOf', { name: selected.name }) : t('menu.topLevelOrder')}
            </Typography>
            {children.length ? (
              <SortableChildren nodes={children} disabled={!canEdit} onMove={(id, index) => void move(id, selected?.id ?? null, index)} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('menu.noChildren')}
              </Typography>
            )}
          </Paper>
        </Stack>
      </Box>
      {adding && <ResourceFormDialog parent={selected} type={adding} onClose={() => setAdding(null)} onSaved={() => { changed(); if (selected) setExpanded((current) => [...new Set([...(current ?? []), itemIdOf(selected)])]); }} />}
      <ConfirmDialog
        open={deleting && !!selected}
        title={t('menu.deleteTitle')}
        text={t('menu.deleteConfirm', { name: selected?.name ?? '' })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await apiRequest(ORGANIZATION_PATHS.resourceDelete, { body: { data: { id: selected?.id } }, successMessage: t('saved') });
          setSelectedId(found?.parentId ?? null);
          changed();
        }}
      />
    </Box>
  );
}

/** Name, path, icon and visibility of one resource (its code and type stay). */
function NodeEditor({ node, canEdit, onSaved }: { node: ResourceNode; canEdit: boolean; onSaved: () => void }) {
  const t = useTranslations('permission');
  const validationText = useValidationText();
  const [values, setValues] = useState({ name: node.name, param: node.param, icon: node.icon, hidden: node.hidden });
  const [problems, setProblems] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const request = { data: { id: node.id, ...values } };
    const found = fieldMessages(resourceUpdateRequestSchema, request);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await apiRequest(ORGANIZATION_PATHS.resourceUpdate, { body: request, successMessage: t('saved') });
      onSaved();
    } catch {
      // Told by the data client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  const toggleHidden = async () => {
    await apiRequest(ORGANIZATION_PATHS.resourceHide, { body: { data: { id: node.id, hidden: !node.hidden } }, successMessage: t('saved') }).catch(() => undefined);
    onSaved();
  };
  const text = (key: 'name' | 'param' | 'icon') => (
    <TextField label={t(`fields.${key}`)} value={values[key]} disabled={!canEdit} size="small" onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))} error={!!problems[key]} helperText={validationText(problems[key])} />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="menu-node-editor">
      <Stack spacing={2}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(`types.${node.type}`)} · {node.code}
        </Typography>
        {text('name')}
        {node.type !== 'BUTTON' && text('param')}
        {node.type !== 'BUTTON' && text('icon')}
        <FormControlLabel control={<Checkbox checked={values.hidden} disabled={!canEdit} onChange={(event) => setValues((current) => ({ ...current, hidden: event.target.checked }))} />} label={t('fields.hidden')} />
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="menu-node-save">
              {t('menu.save')}
            </Button>
            <Button variant="outlined" onClick={() => void toggleHidden()}>
              {node.hidden ? t('menu.show') : t('menu.hide')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
