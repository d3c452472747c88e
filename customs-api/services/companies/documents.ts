import { and, asc, eq } from 'drizzle-orm';
import { COMPANY_DOCUMENT_MAX_BYTES, COMPANY_DOCUMENT_TYPES, type StoredDocumentRow } from '../../contract/companies';
import type { CustomsApiContext } from '../../context';
import { storedDocument } from '../../db/schema';
import { invalid } from '../../http/errors';
import { recordAudit } from '../audit';
import { fileResponse } from '../export/xlsx-stream';
import type { SessionMember } from '../tokens';
import { assertEditable, visibleApplication } from './applications';

/** Registration documents are owned by their application in the document store. */
export const APPLICATION_OWNER = 'companyApplication';

const listed = {
  id: storedDocument.id,
  kind: storedDocument.kind,
  fileName: storedDocument.fileName,
  contentType: storedDocument.contentType,
  size: storedDocument.size,
  uploadedBy: storedDocument.uploadedBy,
  uploadedAt: storedDocument.uploadedAt,
};

export async function documentsOf(ctx: CustomsApiContext, applicationId: number): Promise<StoredDocumentRow[]> {
  const rows = await ctx.db
    .select(listed)
    .from(storedDocument)
    .where(and(eq(storedDocument.ownerType, APPLICATION_OWNER), eq(storedDocument.ownerId, String(applicationId))))
    .orderBy(asc(storedDocument.uploadedAt), asc(storedDocument.id));
  return rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() }));
}

export async function listDocuments(ctx: CustomsApiContext, actorId: string, applicationId: number): Promise<StoredDocumentRow[]> {
  await visibleApplication(ctx, actorId, applicationId);
  return documentsOf(ctx, applicationId);
}

/** The file's own first bytes must agree with its extension: a renamed executable is not a licence scan. */
const SIGNATURES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

function contentTypeOf(fileName: string, bytes: Buffer): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const contentType = (COMPANY_DOCUMENT_TYPES as Record<string, string>)[extension];
  if (!contentType) throw invalid('只能上传 pdf、png 或 jpg 文件');
  const signature = SIGNATURES[contentType] ?? [];
  if (!signature.every((byte, index) => bytes[index] === byte)) throw invalid(`文件内容与扩展名 .${extension} 不符`);
  return contentType;
}

export async function uploadDocument(
  ctx: CustomsApiContext,
  actor: SessionMember,
  input: { applicationId: number; kind: string; fileName: string; bytes: Buffer },
): Promise<StoredDocumentRow> {
  const application = await visibleApplication(ctx, actor.id, input.applicationId);
  assertEditable(application, '上传材料');
  if (input.bytes.length === 0) throw invalid('文件为空');
  if (input.bytes.length > COMPANY_DOCUMENT_MAX_BYTES) throw invalid('上传文件不能超过10MB');
  const contentType = contentTypeOf(input.fileName, input.bytes);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(storedDocument)
      .values({
        ownerType: APPLICATION_OWNER,
        ownerId: String(input.applicationId),
        kind: input.kind,
        fileName: input.fileName,
        contentType,
        size: input.bytes.length,
        bytes: input.bytes,
        uploadedBy: actor.name,
        uploadedAt: now,
      })
      .returning(listed);
    if (!inserted) throw new Error('document not inserted');
    await recordAudit(tx, actor, now, {
      action: 'document.upload',
      targetType: 'document',
      targetId: String(inserted.id),
      targetName: input.fileName,
      after: { applicationId: input.applicationId, kind: input.kind, fileName: input.fileName, size: input.bytes.length },
    });
    return inserted;
  });
  return { ...row, uploadedAt: row.uploadedAt.toISOString() };
}

async function visibleDocument(ctx: CustomsApiContext, actorId: string, id: number) {
  const [document] = await ctx.db
    .select()
    .from(storedDocument)
    .where(and(eq(storedDocument.id, id), eq(storedDocument.ownerType, APPLICATION_OWNER)))
    .limit(1);
  if (!document) throw invalid('文件不存在或无权查看');
  const application = await visibleApplication(ctx, actorId, Number(document.ownerId));
  return { document, application };
}

export async function downloadDocument(ctx: CustomsApiContext, actorId: string, id: number): Promise<Response> {
  const { document } = await visibleDocument(ctx, actorId, id);
  return fileResponse(document.fileName, document.contentType, document.bytes);
}

export async function deleteDocument(ctx: CustomsApiContext, actor: SessionMember, id: number): Promise<void> {
  const { document, application } = await visibleDocument(ctx, actor.id, id);
  assertEditable(application, '删除材料');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(storedDocument).where(eq(storedDocument.id, id));
    await recordAudit(tx, actor, ctx.now(), {
      action: 'document.delete',
      targetType: 'document',
      targetId: String(id),
      targetName: document.fileName,
      before: { applicationId: application.id, kind: document.kind, fileName: document.fileName, size: document.size },
    });
  });
}
