import type { ReceiptRow } from '@/customs-api/contract/receipts';
import { timelineOrder } from './timeline';

const receipt = (id: number, returnTime: string, over: Partial<ReceiptRow> = {}): ReceiptRow => ({
  id,
  messageId: 1,
  messageType: 'CEB622',
  docType: 'inventory',
  ieFlag: 'I',
  headId: 7,
  guid: null,
  copNo: 'COP1',
  preNo: null,
  invtNo: null,
  orderNo: null,
  logisticsNo: null,
  customsCode: '5141',
  ebpCode: null,
  ebcCode: null,
  agentCode: null,
  returnStatus: 120,
  returnStatusName: '海关入库',
  returnStage: 'stored',
  returnTime,
  returnInfo: '',
  receivedAt: '2026-11-20T02:00:00.000Z',
  current: false,
  ...over,
});

describe('timelineOrder', () => {
  it('orders receipts as customs issued them, down to the millisecond, whatever the arrival order', () => {
    const arrived = [
      receipt(3, '2026-11-20T01:00:00.002Z', { returnStatus: 800 }),
      receipt(1, '2026-11-20T01:00:00.000Z', { returnStatus: 2 }),
      receipt(2, '2026-11-20T01:00:00.001Z', { returnStatus: 120 }),
    ];
    expect(timelineOrder(arrived).map((entry) => entry.returnStatus)).toEqual([2, 120, 800]);
  });

  it('breaks ties by arrival, then by id', () => {
    const same = '2026-11-20T01:00:00.000Z';
    const ordered = timelineOrder([
      receipt(9, same, { receivedAt: '2026-11-20T03:00:00.000Z' }),
      receipt(5, same, { receivedAt: '2026-11-20T02:00:00.000Z' }),
      receipt(4, same, { receivedAt: '2026-11-20T02:00:00.000Z' }),
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual([4, 5, 9]);
  });

  it('shows a receipt listed twice once, and leaves its input alone', () => {
    const input = [receipt(2, '2026-11-20T01:00:01.000Z'), receipt(1, '2026-11-20T01:00:00.000Z'), receipt(2, '2026-11-20T01:00:01.000Z')];
    expect(timelineOrder(input).map((entry) => entry.id)).toEqual([1, 2]);
    expect(input.map((entry) => entry.id)).toEqual([2, 1, 2]);
  });
});
