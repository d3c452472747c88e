'use client';

import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import { RECEIPT_STAGES, type ReceiptStage } from '@/customs-api/contract/receipts';
import type { Row } from '@/lib/list/use-resource-list';
import { describeStatus, STAGE_COLOURS } from './status';

type Props = { returnStatus: number | null; returnStatusName?: string | null; returnStage?: ReceiptStage; size?: 'small' | 'medium' };

/** A customs status as a chip: coloured by its stage, labelled with its meaning in the user's language. */
export function ReceiptStatusChip({ returnStatus, returnStatusName, returnStage, size = 'small' }: Props) {
  const t = useTranslations('receipts');
  const { stage, labelKey, text } = describeStatus({ returnStatus, returnStatusName, returnStage });
  const label = labelKey ? t(labelKey) : text;
  return (
    <Chip
      size={size}
      label={returnStatus === null ? label : `${returnStatus} ${label}`}
      title={t(`stages.${stage}`)}
      data-testid="receipt-status-chip"
      data-stage={stage}
      sx={{ bgcolor: STAGE_COLOURS[stage], color: '#fff', fontWeight: 500 }}
    />
  );
}

/** A stage as a chip (stage counts, filters). */
export function ReceiptStageChip({ stage, count, onClick, selected }: { stage: ReceiptStage; count?: number; onClick?: () => void; selected?: boolean }) {
  const t = useTranslations('receipts');
  return (
    <Chip
      size="small"
      label={count === undefined ? t(`stages.${stage}`) : `${t(`stages.${stage}`)} ${count}`}
      onClick={onClick}
      variant={selected === false ? 'outlined' : 'filled'}
      data-testid={`stage-chip-${stage}`}
      sx={selected === false ? { borderColor: STAGE_COLOURS[stage], color: STAGE_COLOURS[stage] } : { bgcolor: STAGE_COLOURS[stage], color: '#fff' }}
    />
  );
}

const isStage = (value: unknown): value is ReceiptStage => RECEIPT_STAGES.includes(value as ReceiptStage);

/** The status chip of a list row that carries returnStatus, returnStatusName and returnStage. */
export function StatusCell({ row }: { row: Row }) {
  const returnStatus = typeof row.returnStatus === 'number' ? row.returnStatus : null;
  return (
    <ReceiptStatusChip
      returnStatus={returnStatus}
      returnStatusName={typeof row.returnStatusName === 'string' ? row.returnStatusName : null}
      returnStage={isStage(row.returnStage) ? row.returnStage : undefined}
    />
  );
}
