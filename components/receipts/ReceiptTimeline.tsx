'use client';

import { useTranslations } from 'next-intl';
import { format } from 'date-fns';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReceiptRow } from '@/customs-api/contract/receipts';
import { ReceiptStatusChip } from './ReceiptStatusChip';
import { STAGE_COLOURS } from './status';
import { timelineOrder } from './timeline';

/** Customs' returnTime carries milliseconds (yyyyMMddHHmmssSSS): show them, receipts often share a second. */
export const formatReturnTime = (iso: string) => format(new Date(iso), 'yyyy-MM-dd HH:mm:ss.SSS');

/** Every receipt of a document, oldest first, with its status, time, information and message. */
export function ReceiptTimeline({ receipts, showDocument = false }: { receipts: readonly ReceiptRow[]; showDocument?: boolean }) {
  const t = useTranslations('receipts');
  const ordered = timelineOrder(receipts);
  if (!ordered.length) return <Typography color="text.secondary">{t('timeline.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('timeline.title')} data-testid="receipt-timeline">
      {ordered.map((receipt, index) => (
        <Box
          component="li"
          key={receipt.id}
          data-testid="timeline-entry"
          data-return-status={receipt.returnStatus}
          sx={{ position: 'relative', pl: 4, pb: index === ordered.length - 1 ? 0 : 2.5 }}
        >
          <Box aria-hidden sx={{ position: 'absolute', left: 7, top: 6, width: 12, height: 12, borderRadius: '50%', bgcolor: STAGE_COLOURS[receipt.returnStage] }} />
          {index < ordered.length - 1 && <Box aria-hidden sx={{ position: 'absolute', left: 12, top: 20, bottom: 0, width: 2, bgcolor: 'divider' }} />}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }} data-testid="timeline-return-time">
              {formatReturnTime(receipt.returnTime)}
            </Typography>
            <ReceiptStatusChip returnStatus={receipt.returnStatus} returnStatusName={receipt.returnStatusName} returnStage={receipt.returnStage} />
            <Chip size="small" variant="outlined" label={`${t(`docTypes.${receipt.docType}`)} · ${receipt.messageType}`} />
            {receipt.current && <Chip size="small" color="primary" variant="outlined" label={t('timeline.current')} />}
          </Stack>
          {receipt.returnInfo && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="timeline-return-info">
              {receipt.returnInfo}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('timeline.receivedAt', { time: format(new Date(receipt.receivedAt), 'yyyy-MM-dd HH:mm:ss') })}
            {showDocument && ` · ${[receipt.copNo, receipt.invtNo, receipt.orderNo, receipt.logisticsNo].filter(Boolean).join(' / ')}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
