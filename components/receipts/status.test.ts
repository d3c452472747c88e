import { RETURN_STATUSES, RECEIPT_STAGES } from '@/customs-api/contract/receipts';
import zhCN from '@/messages/zh-CN.json';
import en from '@/messages/en.json';
import { describeStatus, STAGE_COLOURS, STATUS_NAME_OPTIONS } from './status';

describe('receipt status chips', () => {
  it('give every stage its own colour', () => {
    const colours = RECEIPT_STAGES.map((stage) => STAGE_COLOURS[stage]);
    expect(new Set(colours).size).toBe(RECEIPT_STAGES.length);
  });

  it('label a known status from the messages and colour it by its stage', () => {
    expect(describeStatus({ returnStatus: 800, returnStatusName: '放行', returnStage: 'released' })).toEqual({ stage: 'released', labelKey: 'statuses.800', text: '' });
    expect(describeStatus({ returnStatus: 500 })).toMatchObject({ stage: 'inspection', labelKey: 'statuses.500' });
    expect(describeStatus({ returnStatus: 501 })).toMatchObject({ stage: 'held' });
    expect(describeStatus({ returnStatus: 899 })).toMatchObject({ stage: 'closed' });
  });

  it("show the platform's meaning of a negative code, as a rejection", () => {
    expect(describeStatus({ returnStatus: -621005, returnStatusName: '清单的购买金额超过单笔限额' })).toEqual({ stage: 'rejected', labelKey: null, text: '清单的购买金额超过单笔限额' });
    expect(describeStatus({ returnStatus: -1 })).toEqual({ stage: 'rejected', labelKey: null, text: '-1' });
  });

  it('show an inventory without receipts as such', () => {
    expect(describeStatus({ returnStatus: null, returnStatusName: '' })).toEqual({ stage: 'none', labelKey: 'stages.none', text: '' });
  });

  it('have a localized label for every known status and stage', () => {
    for (const messages of [zhCN, en]) {
      for (const status of RETURN_STATUSES) expect(messages.receipts.statuses[String(status.code) as keyof typeof messages.receipts.statuses]).toBeTruthy();
      for (const stage of RECEIPT_STAGES) expect(messages.receipts.stages[stage]).toBeTruthy();
    }
    expect(zhCN.receipts.statuses['800']).toBe('放行');
  });

  it('map the platform meaning of each known status to its label in lists', () => {
    expect(STATUS_NAME_OPTIONS['放行']).toBe('statuses.800');
    expect(Object.keys(STATUS_NAME_OPTIONS)).toHaveLength(RETURN_STATUSES.length);
  });
});
