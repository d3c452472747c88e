import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { CustomsApiContext } from '../context';
import { pageRequestSchema, termsRequestSchema } from '../contract/query';
import {
  CLEARANCE_PATHS,
  DIRECTION_IE_FLAG,
  HS_CODE_PATHS,
  HS_IMPORT_MODES,
  HS_MAX_UPLOAD_BYTES,
  RECEIPT_BUTTONS,
  RECEIPT_DIRECTIONS,
  RECEIPT_GATEWAY_KEY_HEADER,
  RECEIPT_MAX_UPLOAD_BYTES,
  RECEIPT_PATHS,
  RECEIPT_RESOURCES,
  clearanceAggregateRequestSchema,
  clearanceExportRequestSchema,
  failureDetailRequestSchema,
  failureReprocessRequestSchema,
  failureResolveRequestSchema,
  receiptDetailRequestSchema,
  receiptHistoryRequestSchema,
  simulateRequestSchema,
  type ReceiptDirection,
} from '../contract/receipts';
import { ResultCode } from '../contract/envelope';
import { route, type AppEnv, type Route } from '../http/registry';
import { importHsCodes } from '../services/hscode/import';
import { exportHs, hsPage } from '../services/hscode/queries';
import { clearanceAggregate, clearancePage, exportClearance } from '../services/receipts/clearance';
import { failureDetail, failurePage, reprocessFailures, resolveFailure } from '../services/receipts/failures';
import { ingestMessage, ingestMessages } from '../services/receipts/ingest';
import { exportInventories, exportReceipts, inventoryDetail, inventoryPage, inventoryTotal, receiptHistory, searchPage } from '../services/receipts/queries';
import { decodeXmlBytes } from '../services/receipts/parser';
import { simulateCustoms } from '../services/receipts/simulator';

const MAX_FILES = 500;

/** Every File field of the form, whatever its name (the form reader keeps one value per name). */
const filesSchema = z
  .record(z.string(), z.union([z.string(), z.instanceof(File)]))
  .transform((fields) => Object.values(fields).filter((value): value is File => value instanceof File))
  .pipe(z.array(z.instanceof(File)).min(1, '请选择要上传的回执报文文件 (file)').max(MAX_FILES, `一次最多上传${MAX_FILES}个文件`));

const hsUploadSchema = z.object({
  file: z.instanceof(File, { message: '请选择要上传的 xlsx 或 csv 文件 (file)' }),
  mode: z.preprocess((value) => (value === '' ? undefined : value), z.enum(HS_IMPORT_MODES).default('upsert')),
});

function directionRoutes(direction: ReceiptDirection): Route[] {
  const resource = RECEIPT_RESOURCES[direction];
  const paths = RECEIPT_PATHS[direction];
  const ieFlag = DIRECTION_IE_FLAG[direction];
  const name = direction === 'import' ? 'Import' : 'Export';
  return [
    route({
      path: paths.page,
      access: { resource },
      summary: `${name} inventories with their current customs status`,
      body: pageRequestSchema,
      handle: async ({ ctx, body, session }) => inventoryPage(ctx, session.member.id, ieFlag, body.data),
    }),
    route({
      path: paths.total,
      access: { resource },
      summary: `${name} inventories: {heads, lines, totalPrice, stages}`,
      body: termsRequestSchema,
      handle: async ({ ctx, body, session }) => inventoryTotal(ctx, session.member.id, ieFlag, body.data),
    }),
    route({
      path: paths.export,
      access: { resource, button: RECEIPT_BUTTONS.export },
      summary: `${name} inventories with status as a streamed xlsx`,
      body: termsRequestSchema,
      handle: async ({ ctx, body, session }) => exportInventories(ctx, session.member.id, ieFlag, body.data),
    }),
    route({
      path: paths.detail,
      access: { resource, button: RECEIPT_BUTTONS.detail },
      summary: `${name} inventory: head, goods lines and receipt timeline`,
      body: receiptDetailRequestSchema,
      handle: async ({ ctx, body, session }) => inventoryDetail(ctx, session.member.id, ieFlag, body.data.id),
    }),
  ];
}

function clearanceRoutes(direction: ReceiptDirection): Route[] {
  const resource = direction === 'import' ? RECEIPT_RESOURCES.clearanceImport : RECEIPT_RESOURCES.clearanceExit;
  const paths = CLEARANCE_PATHS[direction];
  const ieFlag = DIRECTION_IE_FLAG[direction];
  return [
    route({
      path: paths.page,
      access: { resource },
      summary: 'Goods lines of released/closed inventories',
      body: pageRequestSchema,
      handle: async ({ ctx, body, session }) => clearancePage(ctx, session.member.id, ieFlag, body.data),
    }),
    route({
      path: paths.aggregate,
      access: { resource },
      summary: '{terms, groupBy gcode|country|company|month} → groups with heads, lines, qty, qty1, totalPrice',
      body: clearanceAggregateRequestSchema,
      handle: async ({ ctx, body, session }) => clearanceAggregate(ctx, session.member.id, ieFlag, body.data.terms, body.data.groupBy),
    }),
    route({
      path: paths.export,
      access: { resource, button: RECEIPT_BUTTONS.export },
      summary: 'Goods lines (or, with groupBy, the aggregate) as a streamed xlsx',
      body: clearanceExportRequestSchema,
      handle: async ({ ctx, body, session }) => exportClearance(ctx, session.member.id, ieFlag, body.data, body.data.groupBy),
    }),
  ];
}

const searchAccess = { resource: RECEIPT_RESOURCES.search };
const failureAccess = { resource: RECEIPT_RESOURCES.failure };
const hsAccess = { resource: RECEIPT_RESOURCES.hsCode };

/** Receipts (#7): ingestion, receipt management, import/export receipts, clearance goods, HS codes. */
export const receiptRoutes: Route[] = [
  ...RECEIPT_DIRECTIONS.flatMap(directionRoutes),
  route({
    path: RECEIPT_PATHS.searchPage,
    access: searchAccess,
    summary: 'Receipt search (count capped at 10,000: totalCapped)',
    body: pageRequestSchema,
    handle: async ({ ctx, body, session }) => searchPage(ctx, session.member.id, body.data),
  }),
  route({
    path: RECEIPT_PATHS.searchExport,
    access: { ...searchAccess, button: RECEIPT_BUTTONS.export },
    summary: 'Receipt search as a streamed xlsx',
    body: termsRequestSchema,
    handle: async ({ ctx, body, session }) => exportReceipts(ctx, session.member.id, body.data),
  }),
  route({
    path: RECEIPT_PATHS.history,
    access: { resource: RECEIPT_RESOURCES.history },
    summary: '{headId} or {docNo} → documents and their receipt timeline',
    body: receiptHistoryRequestSchema,
    handle: async ({ ctx, body, session }) => receiptHistory(ctx, session.member.id, body.data),
  }),
  route({
    path: RECEIPT_PATHS.failurePage,
    access: failureAccess,
    summary: 'Parse failures page',
    body: pageRequestSchema,
    handle: async ({ ctx, body, session }) => failurePage(ctx, session.member.id, body.data),
  }),
  route({
    path: RECEIPT_PATHS.failureDetail,
    access: failureAccess,
    summary: 'One parse failure with its raw XML and the receipts reprocessing produced',
    body: failureDetailRequestSchema,
    handle: async ({ ctx, body, session }) => failureDetail(ctx, session.member.id, body.data.id),
  }),
  route({
    path: RECEIPT_PATHS.failureReprocess,
    access: { ...failureAccess, button: RECEIPT_BUTTONS.reprocess },
    summary: '{ids} → each open failure runs through ingestion again',
    body: failureReprocessRequestSchema,
    handle: async ({ ctx, body, session }) => reprocessFailures(ctx, session.member.id, body.data.ids),
  }),
  route({
    path: RECEIPT_PATHS.failureResolve,
    access: { ...failureAccess, button: RECEIPT_BUTTONS.reprocess },
    summary: '{id, note} → the failure marked resolved',
    body: failureResolveRequestSchema,
    handle: async ({ ctx, body, session }) => resolveFailure(ctx, session, body.data.id, body.data.note),
  }),
  route({
    path: RECEIPT_PATHS.ingest,
    access: { ...searchAccess, button: RECEIPT_BUTTONS.import },
    summary: 'multipart: one or more receipt XML files (any field names) → {messages, receipts, duplicates, failures, details}',
    body: filesSchema,
    multipart: { maxBytes: RECEIPT_MAX_UPLOAD_BYTES },
    handle: async ({ ctx, body }) =>
      ingestMessages(
        ctx.db,
        await Promise.all(body.map(async (file) => ({ xml: decodeXmlBytes(new Uint8Array(await file.arrayBuffer())), source: 'api' as const, fileName: file.name || null }))),
        ctx.now,
      ),
  }),
  route({
    path: RECEIPT_PATHS.simulate,
    access: { ...searchAccess, button: RECEIPT_BUTTONS.simulate },
    summary: '{batchId?, ieFlag?, limit?, seed?} → simulated customs receipts ingested: counts',
    body: simulateRequestSchema,
    handle: async ({ ctx, body }) => simulateCustoms(ctx.db, body.data, { now: ctx.now, log: ctx.log }),
  }),
  ...RECEIPT_DIRECTIONS.flatMap(clearanceRoutes),
  route({
    path: HS_CODE_PATHS.page,
    access: hsAccess,
    summary: 'HS codes page',
    body: pageRequestSchema,
    handle: async ({ ctx, body }) => hsPage(ctx, body.data),
  }),
  route({
    path: HS_CODE_PATHS.export,
    access: { ...hsAccess, button: RECEIPT_BUTTONS.export },
    summary: 'HS codes as a streamed xlsx (re-importable)',
    body: termsRequestSchema,
    handle: async ({ ctx, body }) => exportHs(ctx, body.data),
  }),
  route({
    path: HS_CODE_PATHS.import,
    access: { ...hsAccess, button: RECEIPT_BUTTONS.import },
    summary: 'multipart file (.xlsx/.csv) [+ mode upsert|replace] → {total, inserted, updated, deleted, errorCount, errors}; all or nothing',
    body: hsUploadSchema,
    multipart: { maxBytes: HS_MAX_UPLOAD_BYTES },
    handle: async ({ ctx, body }) => importHsCodes(ctx, { fileName: body.file.name || 'hs.csv', bytes: Buffer.from(await body.file.arrayBuffer()), mode: body.mode }),
  }),
];

/**
 * The machine gateway (`RECEIPT_PATHS.gateway`): the customs side posts one raw XML message with
 * header X-Receipt-Gateway-Key = env RECEIPT_GATEWAY_KEY. Mounted apart from the registry
 * because it authenticates by that header, not by a member session; off (403) while the env is unset.
 */
export function mountReceiptGateway(app: Hono<AppEnv>, ctx: CustomsApiContext): void {
  app.post(RECEIPT_PATHS.gateway, async (c) => {
    const expected = process.env.RECEIPT_GATEWAY_KEY ?? '';
    const given = c.req.header(RECEIPT_GATEWAY_KEY_HEADER) ?? '';
    const same = expected !== '' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!same) return c.json({ code: ResultCode.forbidden, message: expected === '' ? '回执网关未启用' : '拒绝访问', data: null }, 403);
    if (Number(c.req.header('content-length') ?? '0') > RECEIPT_MAX_UPLOAD_BYTES) return c.json({ code: ResultCode.invalid, message: '报文过大', data: null });
    const xml = decodeXmlBytes(new Uint8Array(await c.req.arrayBuffer()));
    const result = await ingestMessage(ctx.db, { xml, source: 'gateway', fileName: c.req.header('X-File-Name') ?? null }, ctx.now());
    return c.json({ code: ResultCode.ok, message: '成功', data: { messages: 1, receipts: result.receipts, duplicates: result.duplicates, failures: result.failures, details: [result] } });
  });
}
