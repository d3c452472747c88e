import { z } from 'zod';
import { wrapped } from './envelope';
import { pageQuerySchema } from './query';

/**
 * Companies (issue #8): registration applications (企业备案, register-Company / apply-record),
 * their documents, authentication (company-Auth), company management (manager-detail) and
 * guarantee limits (limits-detail). Every call is POST; `.../page` calls take `pageRequestSchema`.
 */
export const COMPANY_PATHS = {
  applicationPage: '/api/app/company/application/page',
  applicationDetail: '/api/app/company/application/detail',
  applicationCreate: '/api/app/company/application/create',
  applicationUpdate: '/api/app/company/application/update',
  applicationSubmit: '/api/app/company/application/submit',
  applicationApprove: '/api/app/company/application/approve',
  applicationReject: '/api/app/company/application/reject',
  applicationHistory: '/api/app/company/application/history',
  /** The company-Auth list: approved and authenticated applications. */
  authPage: '/api/app/company/auth/page',
  authDetail: '/api/app/company/auth/detail',
  applicationAuthenticate: '/api/app/company/application/authenticate',
  documentUpload: '/api/app/company/document/upload',
  documentList: '/api/app/company/document/list',
  documentDownload: '/api/app/company/document/download',
  documentDelete: '/api/app/company/document/delete',
  companyPage: '/api/app/company/page',
  companyDetail: '/api/app/company/detail',
  companyUpdate: '/api/app/company/update',
  limitPage: '/api/app/company/limit/page',
  limitDetail: '/api/app/company/limit/detail',
  limitAdjust: '/api/app/company/limit/adjust',
} as const;

export const COMPANY_RESOURCES = {
  register: 'COMPANY_REGISTER',
  auth: 'COMPANY_AUTH',
  manager: 'COMPANY_MANAGER',
  limits: 'COMPANY_LIMITS',
} as const;
const R = COMPANY_RESOURCES;

/** What permits each call; a button code is `${resource}_${button}` (e.g. COMPANY_REGISTER_SUBMIT). */
export const COMPANY_ACCESS = {
  applicationPage: { resource: R.register },
  applicationDetail: { resource: R.register, button: 'DETAIL' },
  applicationCreate: { resource: R.register, button: 'ADD' },
  applicationUpdate: { resource: R.register, button: 'EDIT' },
  applicationSubmit: { resource: R.register, button: 'SUBMIT' },
  applicationApprove: { resource: R.register, button: 'AUDIT' },
  applicationReject: { resource: R.register, button: 'AUDIT' },
  applicationHistory: { resource: R.register, button: 'DETAIL' },
  authPage: { resource: R.auth },
  authDetail: { resource: R.auth, button: 'DETAIL' },
  applicationAuthenticate: { resource: R.auth, button: 'AUDIT' },
  documentUpload: { resource: R.register, button: 'EDIT' },
  documentList: { resource: R.register, button: 'DETAIL' },
  documentDownload: { resource: R.register, button: 'DETAIL' },
  documentDelete: { resource: R.register, button: 'EDIT' },
  companyPage: { resource: R.manager },
  companyDetail: { resource: R.manager, button: 'DETAIL' },
  companyUpdate: { resource: R.manager, button: 'EDIT' },
  limitPage: { resource: R.limits },
  limitDetail: { resource: R.limits, button: 'DETAIL' },
  limitAdjust: { resource: R.limits, button: 'ADJUST' },
} as const satisfies Record<keyof typeof COMPANY_PATHS, { resource: string; button?: string }>;

// ---- codes ---------------------------------------------------------------------------------

/** GB 32100-2015: 31 characters (no I, O, Z, S, V) and the weights of positions 1–17. */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character for the first 17 characters, or null when one is outside the charset. */
export function usccCheckCharacter(first17: string): string | null {
  let sum = 0;
  for (const [index, char] of [...first17].entries()) {
    const value = USCC_CHARSET.indexOf(char);
    if (value < 0 || index >= USCC_WEIGHTS.length) return null;
    sum += value * (USCC_WEIGHTS[index] ?? 0);
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31] ?? null;
}

/** Why a USCC is invalid (Chinese, shown to the user), or null when it is valid. */
export function usccProblem(value: string): string | null {
  if (value.length !== 18) return '统一社会信用代码应为18位';
  if (![...value].every((char) => USCC_CHARSET.includes(char))) return '统一社会信用代码含有无效字符（只允许数字和除 I、O、Z、S、V 外的大写字母）';
  if (usccCheckCharacter(value.slice(0, 17)) !== value[17]) return '统一社会信用代码校验位错误';
  return null;
}

export const isValidUscc = (value: string) => usccProblem(value) === null;

/** 10-character customs registration code (海关注册编码). */
export const CUSTOMS_CODE_PATTERN = /^[0-9A-Z]{10}$/;

export const usccSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .superRefine((value, context) => {
    const problem = usccProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export const customsCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(CUSTOMS_CODE_PATTERN, '海关编码应为10位数字或大写字母'));

export const COMPANY_TYPES = ['ebp', 'ebc', 'logistics', 'payment', 'agent', 'guarantor', 'warehouse'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

// ---- applications --------------------------------------------------------------------------

export const APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'authenticated'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Chinese status names, as used in the platform's messages. */
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  draft: '草稿',
  submitted: '已提交',
  approved: '已通过',
  rejected: '已驳回',
  authenticated: '已认证',
};

const applicationFields = {
  name: z.string().trim().min(1).max(200),
  uscc: usccSchema,
  customsCode: customsCodeSchema,
  types: z.array(z.enum(COMPANY_TYPES)).min(1, '请至少选择一种企业类型').max(COMPANY_TYPES.length),
  legalRepresentative: z.string().trim().min(1).max(64),
  contactName: z.string().trim().min(1).max(64),
  contactPhone: z.string().trim().min(1).max(32),
  address: z.string().trim().max(500).default(''),
};
export const applicationFieldsSchema = z.object(applicationFields);
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const applicationIdRequestSchema = wrapped(z.object({ id }));
export const applicationCreateRequestSchema = wrapped(applicationFieldsSchema);
/** Only drafts and rejected applications can be edited. */
export const applicationUpdateRequestSchema = wrapped(z.object({ id, ...applicationFields }));
export const applicationRejectRequestSchema = wrapped(z.object({ id, reason: z.string().trim().min(1, '请填写驳回原因').max(500) }));
/** `page` terms: name, uscc, customsCode, applicantName (like/eq), status (eq), createdAt, submittedAt, updatedAt (range). */
export const applicationPageRequestSchema = wrapped(pageQuerySchema);

export type ApplicationRow = ApplicationFields & {
  id: number;
  status: ApplicationStatus;
  companyId: string | null;
  applicantId: string;
  applicantName: string;
  rejectReason: string | null;
  /** ISO date-times. */
  submittedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ApplicationEvent = {
  id: number;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  actorId: string;
  actorName: string;
  reason: string | null;
  at: string;
};

export type StoredDocumentRow = { id: number; kind: string; fileName: string; contentType: string; size: number; uploadedBy: string; uploadedAt: string };

export type ApplicationDetail = ApplicationRow & { events: ApplicationEvent[]; documents: StoredDocumentRow[] };

// ---- documents -----------------------------------------------------------------------------

export const COMPANY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const COMPANY_DOCUMENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' } as const;
/** Kinds of registration documents; free text is accepted too. */
export const COMPANY_DOCUMENT_KINDS = ['licence', 'legalId', 'authorization', 'other'] as const;

/** multipart: file (pdf/png/jpg ≤ 10 MB), applicationId, kind. Allowed while the application is a draft or rejected. */
export const documentUploadFieldsSchema = z.object({
  file: z.instanceof(File, { message: '请选择要上传的文件 (file)' }),
  applicationId: id,
  kind: z.string().trim().max(32).default('other'),
});
export const documentListRequestSchema = wrapped(z.object({ applicationId: id }));
export const documentIdRequestSchema = wrapped(z.object({ id }));

// ---- companies and limits ------------------------------------------------------------------

export type CompanyRow = {
  id: string;
  name: string;
  uscc: string;
  customsCode: string;
  types: CompanyType[];
  legalRepresentative: string;
  contactName: string;
  contactPhone: string;
  address: string;
  status: 'active' | 'disabled';
  authenticatedAt: string | null;
  guaranteeLimit: number;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
};
/** `page` terms: name, uscc, customsCode, legalRepresentative, contactName (like/eq), status (eq), type (eq: one of COMPANY_TYPES), createdAt (range). */
export const companyPageRequestSchema = wrapped(pageQuerySchema);
export const companyIdRequestSchema = wrapped(z.object({ id: z.string().min(1).max(64) }));
/** USCC and customs code change only through a new application; the rest is edited here (audited). */
export const companyUpdateRequestSchema = wrapped(
  z.object({
    id: z.string().min(1).max(64),
    name: z.string().trim().min(1).max(200),
    types: z.array(z.enum(COMPANY_TYPES)).max(COMPANY_TYPES.length),
    legalRepresentative: z.string().trim().max(64).default(''),
    contactName: z.string().trim().max(64).default(''),
    contactPhone: z.string().trim().max(32).default(''),
    address: z.string().trim().max(500).default(''),
    status: z.enum(['active', 'disabled']),
  }),
);
export type CompanyDetail = CompanyRow & {
  members: { id: string; username: string; name: string }[];
  applications: ApplicationRow[];
};

/**
 * Guarantee limit usage: the estimated import tax of the guarantor's open import inventories
 * (assureCode = its customs code, current returnStatus not 800/899, not refused: 100 or negative),
 * at the combined retail CBEC rate (VAT 13% × 70% = 9.1%) of their totalPrice.
 */
export const LIMIT_TAX_RATE = 0.091;
export const OPEN_INVENTORY_EXCLUDED_STATUSES = [100, 800, 899] as const;

export type LimitRow = {
  companyId: string;
  name: string;
  uscc: string;
  customsCode: string;
  types: CompanyType[];
  guaranteeLimit: number;
  usage: number;
  available: number;
  openInventories: number;
  /** usage / limit (0–∞); 0 when the limit is 0. */
  usageRatio: number;
};
/** `page` terms as companies (name, uscc, customsCode, type). */
export const limitPageRequestSchema = wrapped(pageQuerySchema);
export const limitDetailRequestSchema = wrapped(
  z.object({ id: z.string().min(1).max(64), page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(500).default(20) }),
);
export const limitAdjustRequestSchema = wrapped(
  z.object({
    id: z.string().min(1).max(64),
    guaranteeLimit: z.number().finite().min(0).max(1e15),
    reason: z.string().trim().min(1, '请填写调整原因').max(500),
  }),
);

export type LimitInventoryRow = {
  id: number;
  copNo: string;
  invtNo: string | null;
  orderNo: string;
  ebcName: string;
  totalPrice: number;
  estimatedTax: number;
  returnStatus: number | null;
  createdAt: string;
};
export type LimitAdjustment = { id: number; at: string; actorName: string; before: number | null; after: number | null; reason: string | null };
export type LimitDetail = LimitRow & {
  taxRate: number;
  inventories: { rows: LimitInventoryRow[]; total: number; page: number; pageSize: number };
  adjustments: LimitAdjustment[];
};
