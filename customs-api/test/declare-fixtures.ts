import ExcelJS from 'exceljs';
import { withCheckCharacter } from '../services/declare/id-card';
import type { TestApp } from './harness';

export type Cells = Record<string, string | number | null>;

let serial = 0;
/** A copNo unique within the test process. */
export const uniqueCop = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${++serial}`;

export const VALID_ID = withCheckCharacter('11010119900307123');

export function importHead(copNo: string, over: Cells = {}): Cells {
  return {
    copNo,
    orderNo: `SO${copNo}`,
    ebpCode: '3301964J31',
    ebpName: '浙江天猫网络有限公司',
    ebcCode: 'TESTEBC001',
    ebcName: '测试电商企业有限公司',
    logisticsNo: `SF${copNo}`,
    logisticsCode: '4403180001',
    logisticsName: '顺丰速运有限公司',
    assureCode: 'TESTEBC001',
    customsCode: '5141',
    portCode: '5141',
    ieDate: '20261120',
    buyerIdType: '1',
    buyerIdNumber: VALID_ID,
    buyerName: '王芳',
    buyerTelephone: '13812345678',
    consigneeAddress: '广东省广州市天河区体育西路100号',
    agentCode: '4401980123',
    agentName: '广州云通报关服务有限公司',
    tradeMode: '1210',
    trafMode: '5',
    country: '116',
    freight: 10,
    insuredFee: 0,
    currency: '142',
    wrapType: '2',
    packNo: 1,
    grossWeight: 2,
    netWeight: 1.6,
    ...over,
  };
}

export function importLine(copNo: string, gnum: number, over: Cells = {}): Cells {
  return {
    copNo,
    gnum,
    itemNo: `SKU${gnum}`,
    itemName: '婴幼儿配方奶粉',
    gcode: '1901101000',
    gname: '婴幼儿配方奶粉',
    gmodel: '1段 800克/罐',
    barCode: '9421000000001',
    country: '116',
    currency: '142',
    qty: 2,
    unit: '122',
    qty1: 1.6,
    unit1: '035',
    price: 199.5,
    totalPrice: 399,
    ...over,
  };
}

export function exportHead(copNo: string, over: Cells = {}): Cells {
  return {
    copNo,
    orderNo: `EO${copNo}`,
    ebpCode: '3301964J31',
    ebpName: '浙江天猫网络有限公司',
    ebcCode: 'TESTEBC001',
    ebcName: '测试电商企业有限公司',
    logisticsNo: `YT${copNo}`,
    logisticsCode: '3122980003',
    logisticsName: '圆通速递有限公司',
    customsCode: '5300',
    portCode: '5301',
    ieDate: '20261121',
    statisticsFlag: 'A',
    agentCode: '4401980123',
    agentName: '广州云通报关服务有限公司',
    ownerCode: 'TESTEBC001',
    ownerName: '测试电商企业有限公司',
    tradeMode: '9610',
    trafMode: '4',
    country: '502',
    pod: 'USLA',
    freight: 20,
    fCurrency: '142',
    fFlag: '3',
    insuredFee: 0,
    iCurrency: '142',
    iFlag: '3',
    wrapType: '2',
    packNo: 1,
    grossWeight: 1.2,
    netWeight: 1,
    ...over,
  };
}

export function exportLine(copNo: string, gnum: number, over: Cells = {}): Cells {
  return { ...importLine(copNo, gnum), country: '502', ...over };
}

/** An xlsx with sheets 表头 and 表体; headers are the keys of the first row (or `headers`), mapped through `rename`. */
export async function buildXlsx(heads: Cells[], lines: Cells[], options: { rename?: (key: string, sheet: string) => string; labelRow?: Record<string, string> } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of [
    ['表头', heads],
    ['表体', lines],
  ] as const) {
    const sheet = workbook.addWorksheet(name);
    const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    sheet.addRow(keys.map((key) => options.rename?.(key, name) ?? key));
    if (options.labelRow) sheet.addRow(keys.map((key) => options.labelRow?.[key] ?? ''));
    for (const row of rows) sheet.addRow(keys.map((key) => row[key] ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POSTs a multipart upload; answers status and parsed envelope. */
export async function upload(api: TestApp, token: string, bytes: Buffer, options: { fileName?: string; ieFlag?: string } = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], options.fileName ?? '清单导入.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  if (options.ieFlag) form.set('ieFlag', options.ieFlag);
  const response = await api.app.fetch(
    new Request('http://platform.test/api/app/declare/imports/upload', { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form }),
  );
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: UploadAnswer } };
}

export type UploadAnswer = {
  batchId: number;
  ieFlag: string;
  status: string;
  totalHeads: number;
  okHeads: number;
  failedHeads: number;
  errorCount: number;
  errors: { sheet: string; row: number; column: string; field: string; message: string }[];
};

/** POSTs JSON and answers the raw Response (for file answers). */
export function postRaw(api: TestApp, token: string, path: string, body: unknown) {
  return api.app.fetch(
    new Request(`http://platform.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Authorization': `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
}

export async function readXlsx(response: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
  return workbook;
}

/** Sheet rows as arrays of plain values (row 1 first). */
export function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
