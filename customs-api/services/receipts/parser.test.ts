/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildReceiptMessage, decodeXmlBytes, formatReturnTime, parseReceiptMessage, parseReturnTime } from './parser';
import { DESIGN_DIR } from '../../test/design';

const SAMPLES = path.join(DESIGN_DIR, 'cbec-messages');
const sample = (type: string) => readFileSync(path.join(SAMPLES, `sample_${type}Message.xml`), 'utf8');

describe('receipt message parser', () => {
  it('reads the CEB622 sample (default namespace) into ten valid inventory returns', () => {
    const parsed = parseReceiptMessage(sample('CEB622'));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.spec).toMatchObject({ type: 'CEB622', ieFlag: 'I', docType: 'inventory' });
    expect(parsed.guid).toBe('4CDE1CFD-EDED-46B1-946C-B8022E42FC94');
    expect(parsed.elements).toHaveLength(10);
    const first = parsed.elements[0];
    expect(first?.ok && first.value).toMatchObject({ copNo: 'cop2016032211000', preNo: 'B20160512000001882', customsCode: '1501', returnStatus: 1, returnInfo: '暂存' });
    // 2016-05-12 10:26:46.001 in China time.
    expect(first?.ok && first.value.returnTime.toISOString()).toBe('2016-05-12T02:26:46.001Z');
  });

  it('reads the CEB604 sample (ceb: prefix, byte-order mark) into ten valid export inventory returns', () => {
    const parsed = parseReceiptMessage(sample('CEB604'));
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.spec).toMatchObject({ type: 'CEB604', ieFlag: 'E' });
    expect(parsed.elements.every((element) => element.ok)).toBe(true);
    const first = parsed.elements[0];
    expect(first?.ok && first.value).toMatchObject({ copNo: 'Cop20180507001', preNo: 'P20180507000000001', invtNo: 'Invt20180507000001', orderNo: '1105910159', returnStatus: 2 });
  });

  it.each(['CEB621', 'CEB603'])('refuses the %s sample with a clear reason: it is a declaration, not a receipt', (type) => {
    const parsed = parseReceiptMessage(sample(type));
    expect(parsed).toMatchObject({ ok: false, messageType: type });
    expect(!parsed.ok && parsed.reason).toContain('申报报文，不是回执报文');
  });

  it('names the line and column of malformed XML', () => {
    const parsed = parseReceiptMessage('<CEB622Message><InventoryReturn><copNo>A</copNo></CEB622Message>');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toMatch(/^XML 格式错误（第 1 行第 \d+ 列）/);
  });

  it('validates each element on its own: integer status, real returnTime, required keys', () => {
    const xml = buildReceiptMessage('CEB622', null, [
      { copNo: 'A', returnStatus: 'x1', returnTime: '20261122083000000', returnInfo: '' },
      { copNo: 'B', returnStatus: '2', returnTime: '20261322083000000', returnInfo: '' },
      { returnStatus: '2', returnTime: '20261122083000000', returnInfo: '' },
      { copNo: 'D', returnStatus: '-621005', returnTime: '20261122083000000', returnInfo: '超限' },
    ]);
    const parsed = parseReceiptMessage(xml);
    if (!parsed.ok) throw new Error(parsed.reason);
    const reasons = parsed.elements.map((element) => (element.ok ? 'ok' : element.reason));
    expect(reasons[0]).toContain('returnStatus 应为整数');
    expect(reasons[1]).toContain('returnTime「20261322083000000」');
    expect(reasons[2]).toContain('缺少 copNo');
    expect(reasons[3]).toBe('ok');
  });

  it('round-trips returnTime through China time', () => {
    const date = new Date('2026-11-21T16:30:00.045Z');
    expect(formatReturnTime(date)).toBe('20261122003000045');
    expect(parseReturnTime('20261122003000045')?.toISOString()).toBe(date.toISOString());
    expect(parseReturnTime('20260230120000000')).toBeUndefined();
  });

  it('decodes UTF-8, and GB18030 when the XML declaration says GBK', () => {
    const gbk = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="GBK"?><a>'), Buffer.from([0xb7, 0xc5, 0xd0, 0xd0]), Buffer.from('</a>')]);
    expect(decodeXmlBytes(gbk)).toContain('<a>放行</a>');
    expect(decodeXmlBytes(Buffer.from('<a>放行</a>'))).toBe('<a>放行</a>');
  });
});
