import { RETURN_STATUSES, returnStage, type ReceiptStage } from '@/customs-api/contract/receipts';

/** One colour per stage, so that an operator tells released from held at a glance. */
export const STAGE_COLOURS: Record<ReceiptStage, string> = {
  none: '#909399',
  declared: '#409EFF',
  stored: '#5C6BC0',
  manualReview: '#E6A23C',
  inspection: '#F57C00',
  held: '#8E24AA',
  released: '#67C23A',
  closed: '#2E7D32',
  rejected: '#F56C6C',
};

const KNOWN_CODES = new Set(RETURN_STATUSES.map((status) => status.code));

/** Whether the console carries its own label for this returnStatus (messages `receipts.statuses.<code>`). */
export function isKnownStatus(status: number | null | undefined): status is number {
  return typeof status === 'number' && KNOWN_CODES.has(status);
}

type StatusView = { returnStatus: number | null; returnStatusName?: string | null; returnStage?: ReceiptStage };

/**
 * What a chip shows: the message key of a known status (localized), else the platform's meaning
 * (negative codes carry the CBEC error text), and the stage that picks the colour.
 */
export function describeStatus({ returnStatus, returnStatusName, returnStage: stage }: StatusView): { stage: ReceiptStage; labelKey: string | null; text: string } {
  const resolved = stage ?? returnStage(returnStatus);
  if (returnStatus === null) return { stage: resolved, labelKey: 'stages.none', text: '' };
  if (isKnownStatus(returnStatus)) return { stage: resolved, labelKey: `statuses.${returnStatus}`, text: '' };
  return { stage: resolved, labelKey: null, text: returnStatusName || String(returnStatus) };
}

/** Grid option maps: the platform's Chinese meaning of a known status → its localized label key. */
export const STATUS_NAME_OPTIONS: Record<string, string> = Object.fromEntries(RETURN_STATUSES.map((status) => [status.name, `statuses.${status.code}`]));
