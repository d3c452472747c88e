import {
  applicationCreateRequestSchema,
  applicationIdRequestSchema,
  applicationPageRequestSchema,
  applicationRejectRequestSchema,
  applicationUpdateRequestSchema,
  COMPANY_ACCESS as ACCESS,
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_PATHS as PATHS,
  companyIdRequestSchema,
  companyPageRequestSchema,
  companyUpdateRequestSchema,
  documentIdRequestSchema,
  documentListRequestSchema,
  documentUploadFieldsSchema,
  limitAdjustRequestSchema,
  limitDetailRequestSchema,
  limitPageRequestSchema,
} from '../contract/companies';
import { route } from '../http/registry';
import { applicationDetail, applicationHistory, applicationPage, createApplication, transitionApplication, updateApplication } from '../services/companies/applications';
import { adjustLimit, companyDetail, companyPage, limitDetail, limitPage, updateCompany } from '../services/companies/companies';
import { deleteDocument, downloadDocument, listDocuments, uploadDocument } from '../services/companies/documents';

/** Company registration, authentication, documents, management and guarantee limits (issue #8). */
export const companyRoutes = [
  route({
    path: PATHS.applicationPage,
    access: ACCESS.applicationPage,
    summary: 'Registration applications page (reviewers: all but others’ drafts; applicants: own company’s)',
    body: applicationPageRequestSchema,
    handle: async ({ ctx, body, session }) => applicationPage(ctx, session.member.id, body.data),
  }),
  route({
    path: PATHS.applicationDetail,
    access: ACCESS.applicationDetail,
    summary: 'One application with its history and documents',
    body: applicationIdRequestSchema,
    handle: async ({ ctx, body, session }) => applicationDetail(ctx, session.member.id, body.data.id),
  }),
  route({
    path: PATHS.applicationCreate,
    access: ACCESS.applicationCreate,
    summary: 'New draft application (USCC check character and customs code validated)',
    body: applicationCreateRequestSchema,
    handle: async ({ ctx, body, session }) => createApplication(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.applicationUpdate,
    access: ACCESS.applicationUpdate,
    summary: 'Edits a draft or rejected application',
    body: applicationUpdateRequestSchema,
    handle: async ({ ctx, body: { data }, session }) => {
      const { id, ...fields } = data;
      return updateApplication(ctx, session.member, id, fields);
    },
  }),
  route({
    path: PATHS.applicationSubmit,
    access: ACCESS.applicationSubmit,
    summary: 'draft | rejected → submitted',
    body: applicationIdRequestSchema,
    handle: async ({ ctx, body, session }) => transitionApplication(ctx, session.member, body.data.id, 'submit'),
  }),
  route({
    path: PATHS.applicationApprove,
    access: ACCESS.applicationApprove,
    summary: 'submitted → approved; creates or updates the company',
    body: applicationIdRequestSchema,
    handle: async ({ ctx, body, session }) => transitionApplication(ctx, session.member, body.data.id, 'approve'),
  }),
  route({
    path: PATHS.applicationReject,
    access: ACCESS.applicationReject,
    summary: 'submitted → rejected with a reason',
    body: applicationRejectRequestSchema,
    handle: async ({ ctx, body, session }) => transitionApplication(ctx, session.member, body.data.id, 'reject', body.data.reason),
  }),
  route({
    path: PATHS.applicationHistory,
    access: ACCESS.applicationHistory,
    summary: 'Transitions of an application (apply-record)',
    body: applicationIdRequestSchema,
    handle: async ({ ctx, body, session }) => applicationHistory(ctx, session.member.id, body.data.id),
  }),
  route({
    path: PATHS.authPage,
    access: ACCESS.authPage,
    summary: 'company-Auth list: approved and authenticated applications',
    body: applicationPageRequestSchema,
    handle: async ({ ctx, body, session }) => applicationPage(ctx, session.member.id, body.data, true),
  }),
  route({
    path: PATHS.authDetail,
    access: ACCESS.authDetail,
    summary: 'One application for authentication, with history and documents',
    body: applicationIdRequestSchema,
    handle: async ({ ctx, body, session }) => applicationDetail(ctx, session.member.id, body.data.id),
  }),
  route({
    path: PATHS.applicationAuthenticate,
    access: ACCESS.applicationAuthenticate,
    summary: 'approved → authenticated; sets company.authenticatedAt',
    body: applicationIdRequestSchema,
    handle: async ({ ctx, body, session }) => transitionApplication(ctx, session.member, body.data.id, 'authenticate'),
  }),
  route({
    path: PATHS.documentUpload,
    access: ACCESS.documentUpload,
    summary: 'multipart file (pdf/png/jpg ≤ 10 MB) + applicationId + kind, while draft or rejected',
    body: documentUploadFieldsSchema,
    multipart: { maxBytes: COMPANY_DOCUMENT_MAX_BYTES },
    handle: async ({ ctx, body, session }) =>
      uploadDocument(ctx, session.member, {
        applicationId: body.applicationId,
        kind: body.kind,
        fileName: body.file.name || 'document',
        bytes: Buffer.from(await body.file.arrayBuffer()),
      }),
  }),
  route({
    path: PATHS.documentList,
    access: ACCESS.documentList,
    summary: 'Documents of an application',
    body: documentListRequestSchema,
    handle: async ({ ctx, body, session }) => listDocuments(ctx, session.member.id, body.data.applicationId),
  }),
  route({
    path: PATHS.documentDownload,
    access: ACCESS.documentDownload,
    summary: 'The stored file',
    body: documentIdRequestSchema,
    handle: async ({ ctx, body, session }) => downloadDocument(ctx, session.member.id, body.data.id),
  }),
  route({
    path: PATHS.documentDelete,
    access: ACCESS.documentDelete,
    summary: 'Deletes a document while the application is draft or rejected',
    body: documentIdRequestSchema,
    handle: async ({ ctx, body, session }) => deleteDocument(ctx, session.member, body.data.id),
  }),
  route({
    path: PATHS.companyPage,
    access: ACCESS.companyPage,
    summary: 'Companies page (company members see their own)',
    body: companyPageRequestSchema,
    handle: async ({ ctx, body, session }) => companyPage(ctx, session.member.id, body.data),
  }),
  route({
    path: PATHS.companyDetail,
    access: ACCESS.companyDetail,
    summary: 'One company with members and applications (manager-detail)',
    body: companyIdRequestSchema,
    handle: async ({ ctx, body, session }) => companyDetail(ctx, session.member.id, body.data.id),
  }),
  route({
    path: PATHS.companyUpdate,
    access: ACCESS.companyUpdate,
    summary: 'Edits a company (not its USCC or customs code; audited)',
    body: companyUpdateRequestSchema,
    handle: async ({ ctx, body, session }) => updateCompany(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.limitPage,
    access: ACCESS.limitPage,
    summary: 'Guarantors with limit, usage (9.1% of open import inventories) and available',
    body: limitPageRequestSchema,
    handle: async ({ ctx, body, session }) => limitPage(ctx, session.member.id, body.data),
  }),
  route({
    path: PATHS.limitDetail,
    access: ACCESS.limitDetail,
    summary: 'Limit, usage, open inventories (paged) and adjustment history (limits-detail)',
    body: limitDetailRequestSchema,
    handle: async ({ ctx, body, session }) => limitDetail(ctx, session.member.id, body.data.id, body.data.page, body.data.pageSize),
  }),
  route({
    path: PATHS.limitAdjust,
    access: ACCESS.limitAdjust,
    summary: 'Sets the guarantee limit with a reason (audited)',
    body: limitAdjustRequestSchema,
    handle: async ({ ctx, body, session }) => adjustLimit(ctx, session.member, body.data),
  }),
];
