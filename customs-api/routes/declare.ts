import { z } from 'zod';
import {
  DECLARE_MAX_UPLOAD_BYTES,
  DECLARE_PATHS,
  DECLARE_RESOURCE,
  detailForHeadRequestSchema,
  detailForListRequestSchema,
  detailForListTotalRequestSchema,
  downloadRequestSchema,
  ieFlagSchema,
} from '../contract/declare';
import { pageRequestSchema, termsRequestSchema } from '../contract/query';
import { route } from '../http/registry';
import { fileResponse, XLSX_CONTENT_TYPE } from '../services/export/xlsx-stream';
import { batchPage, downloadBatchFile, exportBatches, exportHeads, headDetail, headPage, headTotal, listPage, listTotal } from '../services/declare/queries';
import { templateWorkbook } from '../services/declare/template';
import { uploadDeclarations } from '../services/declare/upload';

/** Listing needs the module; every action names its button (DECLARATION_IMPORT_IMPORT, ..._EXPORT, ..._DETAIL, ..._DOWNLOAD). */
const access = { resource: DECLARE_RESOURCE };
const button = (name: 'IMPORT' | 'EXPORT' | 'DETAIL' | 'DOWNLOAD') => ({ resource: DECLARE_RESOURCE, button: name });

const uploadSchema = z.object({
  file: z.instanceof(File, { message: '请选择要上传的 xlsx 文件 (file)' }),
  ieFlag: z.preprocess((value) => (value === '' ? undefined : value), ieFlagSchema.optional()),
});

export const declareRoutes = [
  route({
    path: DECLARE_PATHS.upload,
    access: button('IMPORT'),
    summary: 'multipart file (xlsx ≤ 20 MB) [+ ieFlag I/E] → {batchId, totalHeads, okHeads, failedHeads, errors}',
    body: uploadSchema,
    multipart: { maxBytes: DECLARE_MAX_UPLOAD_BYTES },
    handle: async ({ ctx, body, session }) =>
      uploadDeclarations(ctx, session, { fileName: body.file.name || 'upload.xlsx', bytes: Buffer.from(await body.file.arrayBuffer()), ieFlag: body.ieFlag }),
  }),
  route({
    path: DECLARE_PATHS.infoPage,
    access,
    summary: 'Import batches page',
    body: pageRequestSchema,
    handle: async ({ ctx, body, session }) => batchPage(ctx, session.member.id, body.data),
  }),
  route({
    path: DECLARE_PATHS.infoExport,
    access: button('EXPORT'),
    summary: 'Import batches as a streamed xlsx',
    body: termsRequestSchema,
    handle: async ({ ctx, body, session }) => exportBatches(ctx, session.member.id, body.data),
  }),
  route({
    path: DECLARE_PATHS.headPage,
    access,
    summary: 'Inventory heads page (buyer data masked)',
    body: pageRequestSchema,
    handle: async ({ ctx, body, session }) => headPage(ctx, session.member.id, body.data),
  }),
  route({
    path: DECLARE_PATHS.headTotal,
    access,
    summary: 'Totals of the heads matching the terms: {heads, lines, totalPrice, grossWeight, netWeight}',
    body: termsRequestSchema,
    handle: async ({ ctx, body, session }) => headTotal(ctx, session.member.id, body.data),
  }),
  route({
    path: DECLARE_PATHS.headExport,
    access: button('EXPORT'),
    summary: 'Inventory heads as a streamed xlsx',
    body: termsRequestSchema,
    handle: async ({ ctx, body, session }) => exportHeads(ctx, session.member.id, body.data, false),
  }),
  route({
    path: DECLARE_PATHS.headExport2,
    access: button('EXPORT'),
    summary: 'Inventory heads and their goods lines as a streamed xlsx (sheets 表头, 表体)',
    body: termsRequestSchema,
    handle: async ({ ctx, body, session }) => exportHeads(ctx, session.member.id, body.data, true),
  }),
  route({
    path: DECLARE_PATHS.detailForHead,
    access: button('DETAIL'),
    summary: 'One inventory head by id',
    body: detailForHeadRequestSchema,
    handle: async ({ ctx, body, session }) => headDetail(ctx, session.member.id, body.data.id),
  }),
  route({
    path: DECLARE_PATHS.detailForList,
    access: button('DETAIL'),
    summary: 'Goods lines of a head, by gnum',
    body: detailForListRequestSchema,
    handle: async ({ ctx, body, session }) => listPage(ctx, session.member.id, body.data.headId, body.data.page, body.data.pageSize),
  }),
  route({
    path: DECLARE_PATHS.detailForListTotal,
    access: button('DETAIL'),
    summary: 'Totals of a head’s goods lines: {lines, qty, totalPrice}',
    body: detailForListTotalRequestSchema,
    handle: async ({ ctx, body, session }) => listTotal(ctx, session.member.id, body.data.headId),
  }),
  route({
    path: DECLARE_PATHS.download,
    access: button('DOWNLOAD'),
    summary: '{batchId} → the uploaded file; {template: I|E} → the import template',
    body: downloadRequestSchema,
    handle: async ({ ctx, body, session }) => {
      if ('batchId' in body.data) return downloadBatchFile(ctx, session.member.id, body.data.batchId);
      const template = await templateWorkbook(body.data.template);
      return fileResponse(template.fileName, XLSX_CONTENT_TYPE, template.bytes);
    },
  }),
];
