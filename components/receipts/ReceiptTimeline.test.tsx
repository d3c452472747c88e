/** @jest-environment ./jest/jsdom-environment.js */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReceiptRow } from '@/customs-api/contract/receipts';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { ReceiptTimeline } from './ReceiptTimeline';

const receipt = (id: number, returnTime: string, returnStatus: number, over: Partial<ReceiptRow> = {}): ReceiptRow => ({
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
  returnStatus,
  returnStatusName: '',
  returnStage: returnStatus === 800 ? 'released' : returnStatus < 0 ? 'rejected' : 'declared',
  returnTime,
  returnInfo: `info ${returnStatus}`,
  receivedAt: '2026-11-20T02:00:00.000Z',
  current: false,
  ...over,
});

const renderIn = (locale: 'en' | 'zh-CN', receipts: ReceiptRow[]) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Asia/Shanghai">
      <ReceiptTimeline receipts={receipts} />
    </NextIntlClientProvider>,
  );

describe('ReceiptTimeline', () => {
  it('lists receipts oldest first with millisecond times, localized chips and the message type', () => {
    renderIn('en', [
      receipt(2, '2026-11-20T01:00:00.457Z', 800, { current: true }),
      receipt(1, '2026-11-20T01:00:00.123Z', 2, { docType: 'order', messageType: 'CEB312' }),
      receipt(3, '2026-11-20T01:00:00.900Z', -621005, { returnStatusName: 'Over the single purchase limit' }),
    ]);
    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.getAttribute('data-return-status'))).toEqual(['2', '800', '-621005']);
    expect(within(entries[0]!).getByTestId('timeline-return-time').textContent).toMatch(/\.123$/);
    expect(within(entries[0]!).getByText('Order · CEB312')).toBeInTheDocument();
    expect(within(entries[1]!).getByTestId('receipt-status-chip')).toHaveTextContent('800 Released');
    expect(within(entries[1]!).getByTestId('receipt-status-chip')).toHaveAttribute('data-stage', 'released');
    expect(within(entries[1]!).getByText(en.receipts.timeline.current)).toBeInTheDocument();
    expect(within(entries[2]!).getByTestId('receipt-status-chip')).toHaveTextContent('-621005 Over the single purchase limit');
  });

  it('says so when a document has no receipts', () => {
    renderIn('zh-CN', []);
    expect(screen.getByText(zhCN.receipts.timeline.empty)).toBeInTheDocument();
  });
});
