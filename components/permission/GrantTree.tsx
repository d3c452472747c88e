'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { ORGANIZATION_PATHS, type GroupDetail, type ResourceNode } from '@/customs-api/contract/organization';
import { apiRequest } from '@/lib/api/client';
import { grantFromSelection, itemIdOf, parentItemIds, selectionFromGrant } from '@/lib/organization/grants';

const labelOf = (node: ResourceNode) => `${node.name} · ${node.code}${node.hidden ? ' ⊘' : ''}`;

/**
 * The group's grants as a tree of checkboxes (menus and their buttons). Checking a menu checks
 * everything below it; a checked button brings its page and directories along when saved.
 */
export function GrantTree({ group, canGrant, onSaved }: { group: GroupDetail; canGrant: boolean; onSaved: () => void }) {
  const t = useTranslations('permission');
  const tree = useSWR(ORGANIZATION_PATHS.groupResourceTree, (url) => apiRequest<ResourceNode[]>(url, { body: { data: {} } }));
  const [selected, setSelected] = useState<string[]>(() => selectionFromGrant(group.resourceIds));
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const allParents = useMemo(() => parentItemIds(tree.data ?? []), [tree.data]);

  const save = async () => {
    if (!tree.data) return;
    setSaving(true);
    try {
      await apiRequest(ORGANIZATION_PATHS.groupGrant, { body: { data: { id: group.id, resourceIds: grantFromSelection(tree.data, selected) } }, successMessage: t('grants.saved') });
      onSaved();
    } catch {
      // The data client has told the user; the checkboxes stay as they are.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="grant-tree">
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('grants.title')}
        </Typography>
        <Button onClick={() => setExpanded(allParents)}>{t('grants.expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('grants.collapseAll')}</Button>
        {canGrant && (
          <Button variant="contained" onClick={() => void save()} disabled={saving || !tree.data} data-testid="grant-save">
            {t('grants.save')}
          </Button>
        )}
      </Stack>
      {!canGrant && <Alert severity="info" sx={{ mb: 1 }}>{t('grants.readOnly')}</Alert>}
      {tree.isLoading && <LinearProgress />}
      {tree.data && (
        <Box sx={{ maxHeight: 560, overflow: 'auto' }}>
          <RichTreeView<ResourceNode, true>
            items={tree.data}
            getItemId={itemIdOf}
            getItemLabel={labelOf}
            getItemChildren={(node) => node.children}
            multiSelect
            checkboxSelection
            selectionPropagation={{ descendants: true, parents: false }}
            selectedItems={selected}
            onSelectedItemsChange={(_, ids) => canGrant && setSelected(ids)}
            expandedItems={expanded ?? allParents}
            onExpandedItemsChange={(_, ids) => setExpanded(ids)}
            expansionTrigger="iconContainer"
            aria-label={t('grants.title')}
          />
        </Box>
      )}
    </Paper>
  );
}
