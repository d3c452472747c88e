import type { ReceiptRow } from '@/customs-api/contract/receipts';

const time = (iso: string) => new Date(iso).getTime();

/**
 * Receipts in the order customs issued them (returnTime, then arrival, then id), each once:
 * the platform stores a duplicate once, and a receipt listed twice (several documents) shows once.
 */
export function timelineOrder(receipts: readonly ReceiptRow[]): ReceiptRow[] {
  const seen = new Set<number>();
  return receipts
    .filter((receipt) => (seen.has(receipt.id) ? false : (seen.add(receipt.id), true)))
    .sort((a, b) => time(a.returnTime) - time(b.returnTime) || time(a.receivedAt) - time(b.receivedAt) || a.id - b.id);
}
