'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECEIPT_BUTTONS, RECEIPT_PATHS, RECEIPT_RESOURCES, RECEIPT_STAGES, DIRECTION_IE_FLAG, type ReceiptDirection } from '@/customs-api/contract/receipts';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useOpenPage } from '@/lib/shell/navigation';
import { buttonCode, INVENTORY_RECEIPT_RESOURCES, RECEIPT_DETAIL_PAGE, RECEIPT_PAGES, SEARCH_BUTTONS } from './resources';
import { ReceiptStageChip, StatusCell } from './ReceiptStatusChip';
import { SimulateButton } from './SimulateButton';

const stageCountsSchema = z.object({ stages: z.record(z.enum(RECEIPT_STAGES), z.number()) });

export const directionOf = (path: string): ReceiptDirection => (path === RECEIPT_PAGES.exit ? 'exit' : 'import');

/** How many inventories of this direction stand at each stage now (all of them, whatever the search). */
function StageCounts({ direction }: { direction: ReceiptDirection }) {
  const t = useTranslations('receipts');
  const counts = useSWR([RECEIPT_PATHS[direction].total, 'stages'], async ([url]) => stageCountsSchema.parse(await apiRequest(url, { body: { data: { terms: [] } } })), { revalidateOnFocus: false });
  const stages = counts.data?.stages;
  if (!stages) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-testid="stage-counts">
      <Typography variant="body2" color="text.secondary">
        {t('stageCounts')}
      </Typography>
      {RECEIPT_STAGES.map((stage) => (
        <ReceiptStageChip key={stage} stage={stage} count={stages[stage] ?? 0} />
      ))}
    </Stack>
  );
}

/** 进口回执 / 出口回执: inventories of one direction with their current customs status; a row opens its receipts. */
export default function InventoryReceiptsPage({ path, title }: PageProps) {
  const t = useTranslations('receipts');
  const direction = directionOf(path);
  const mayUse = useButtonPermission(path);
  const maySimulate = useButtonPermission(RECEIPT_PAGES.search)(SEARCH_BUTTONS.simulate);
  const openPage = useOpenPage();
  const mayOpen = mayUse(buttonCode(RECEIPT_RESOURCES[direction], RECEIPT_BUTTONS.detail));

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, minHeight: 40 }}>
        <StageCounts direction={direction} />
        <Box sx={{ flex: 1 }} />
        {maySimulate && <SimulateButton label={t('actions.simulate')} ieFlag={DIRECTION_IE_FLAG[direction]} />}
      </Stack>
      <ResourceListPage
        resource={INVENTORY_RECEIPT_RESOURCES[direction]}
        path={path}
        title={title}
        renderCell={{ returnStatusName: (row) => <StatusCell row={row} /> }}
        onOpenRow={(row) => mayOpen && openPage(RECEIPT_DETAIL_PAGE, { direction, id: String(row.id) })}
      />
    </Box>
  );
}
