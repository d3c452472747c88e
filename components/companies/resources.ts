import { APPLICATION_STATUSES, COMPANY_PATHS, COMPANY_RESOURCES, COMPANY_TYPES } from '@/customs-api/contract/companies';
import { defineResource } from '@/lib/list/resource';

export const APPLICATIONS_PAGE = '/register-Company/list';
export const APPLICATION_DETAIL = '/EnterProsesForTheRecord-Info';
export const APPLY_RECORD = '/apply-record';
export const AUTH_PAGE = '/company-Auth/list';
export const COMPANIES_PAGE = '/company-management/manager';
export const COMPANY_DETAIL = '/manager-detail';
export const LIMITS_PAGE = '/company-management/limits';
export const LIMIT_DETAIL = '/limits-detail';

export const STATUS_LABELS = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, `status.${status}`]));
export const COMPANY_STATUS_LABELS = { active: 'companyStatus.active', disabled: 'companyStatus.disabled' };
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = COMPANY_TYPES.map((type) => ({ value: type, label: `types.${type}` }));

const applicationColumns = [
  { prop: 'id', label: 'fields.id', width: 80, format: 'number' as const, sortable: true, locked: true },
  { prop: 'name', label: 'fields.name', width: 220, sortable: true },
  { prop: 'uscc', label: 'fields.uscc', width: 190 },
  { prop: 'customsCode', label: 'fields.customsCode', width: 120 },
  { prop: 'status', label: 'fields.status', width: 90, options: STATUS_LABELS, sortable: true },
  { prop: 'rejectReason', label: 'fields.rejectReason', width: 200 },
  { prop: 'applicantName', label: 'fields.applicant', width: 110 },
  { prop: 'legalRepresentative', label: 'fields.legalRepresentative', width: 110, hiddenByDefault: true },
  { prop: 'contactName', label: 'fields.contactName', width: 110, hiddenByDefault: true },
  { prop: 'submittedAt', label: 'fields.submittedAt', width: 170, format: 'datetime' as const },
  { prop: 'updatedAt', label: 'fields.updatedAt', width: 170, format: 'datetime' as const, sortable: true },
];
const applicationSearch = [
  { column: 'name', termType: 'like' as const, input: 'text' as const, label: 'fields.name' },
  { column: 'uscc', termType: 'like' as const, input: 'text' as const, label: 'fields.uscc' },
  { column: 'customsCode', termType: 'like' as const, input: 'text' as const, label: 'fields.customsCode' },
  { column: 'status', termType: 'eq' as const, input: 'select' as const, label: 'fields.status', options: options(STATUS_LABELS) },
  { column: 'updatedAt', termType: 'btw' as const, input: 'dateRange' as const, label: 'fields.updatedAt' },
];

/** 企业备案: registration applications; a row opens EnterProsesForTheRecord-Info. */
export const applicationResource = defineResource({
  messages: 'companies',
  endpoints: { page: COMPANY_PATHS.applicationPage },
  idProp: 'id',
  columns: applicationColumns,
  search: applicationSearch,
  defaultSort: [{ column: 'updatedAt', direction: 'desc' }],
  actions: [{ key: 'add', label: 'applications.add', buttonCode: `${COMPANY_RESOURCES.register}_ADD`, kind: 'custom' }],
  detailPath: APPLICATION_DETAIL,
});

/** 企业认证: approved applications waiting for (or done with) authentication; a row opens its tab (`?id=`). */
export const authResource = defineResource({
  messages: 'companies',
  endpoints: { page: COMPANY_PATHS.authPage },
  idProp: 'id',
  columns: applicationColumns.filter((column) => column.prop !== 'rejectReason'),
  search: applicationSearch,
  defaultSort: [{ column: 'updatedAt', direction: 'desc' }],
  detailPath: AUTH_PAGE,
});

/** 企业管理: registered companies; a row opens manager-detail. */
export const companyResource = defineResource({
  messages: 'companies',
  endpoints: { page: COMPANY_PATHS.companyPage },
  idProp: 'id',
  columns: [
    { prop: 'name', label: 'fields.name', width: 240, sortable: true, locked: true },
    { prop: 'uscc', label: 'fields.uscc', width: 190 },
    { prop: 'customsCode', label: 'fields.customsCode', width: 120, sortable: true },
    { prop: 'legalRepresentative', label: 'fields.legalRepresentative', width: 110 },
    { prop: 'contactName', label: 'fields.contactName', width: 110 },
    { prop: 'contactPhone', label: 'fields.contactPhone', width: 130 },
    { prop: 'status', label: 'fields.companyStatus', width: 90, options: COMPANY_STATUS_LABELS },
    { prop: 'memberCount', label: 'fields.memberCount', width: 90, format: 'number' },
    { prop: 'guaranteeLimit', label: 'fields.guaranteeLimit', width: 140, format: 'money' },
    { prop: 'authenticatedAt', label: 'fields.authenticatedAt', width: 170, format: 'datetime' },
    { prop: 'createdAt', label: 'fields.createdAt', width: 170, format: 'datetime', sortable: true },
  ],
  search: [
    { column: 'name', termType: 'like', input: 'text', label: 'fields.name' },
    { column: 'uscc', termType: 'like', input: 'text', label: 'fields.uscc' },
    { column: 'customsCode', termType: 'like', input: 'text', label: 'fields.customsCode' },
    { column: 'type', termType: 'eq', input: 'select', label: 'fields.types', options: TYPE_OPTIONS },
    { column: 'status', termType: 'eq', input: 'select', label: 'fields.companyStatus', options: options(COMPANY_STATUS_LABELS) },
  ],
  detailPath: COMPANY_DETAIL,
});

/** 额度管理: guarantee limits and their usage by open inventories; a row opens limits-detail. */
export const limitResource = defineResource({
  messages: 'companies',
  endpoints: { page: COMPANY_PATHS.limitPage },
  idProp: 'companyId',
  columns: [
    { prop: 'name', label: 'fields.name', width: 240, sortable: true, locked: true },
    { prop: 'customsCode', label: 'fields.customsCode', width: 120, sortable: true },
    { prop: 'uscc', label: 'fields.uscc', width: 190, hiddenByDefault: true },
    { prop: 'guaranteeLimit', label: 'fields.guaranteeLimit', width: 150, format: 'money', sortable: true },
    { prop: 'usage', label: 'fields.usage', width: 150, format: 'money' },
    { prop: 'available', label: 'fields.available', width: 150, format: 'money' },
    { prop: 'openInventories', label: 'fields.openInventories', width: 110, format: 'number' },
  ],
  search: [
    { column: 'name', termType: 'like', input: 'text', label: 'fields.name' },
    { column: 'uscc', termType: 'like', input: 'text', label: 'fields.uscc' },
    { column: 'customsCode', termType: 'like', input: 'text', label: 'fields.customsCode' },
    { column: 'type', termType: 'eq', input: 'select', label: 'fields.types', options: TYPE_OPTIONS },
  ],
  detailPath: LIMIT_DETAIL,
});
