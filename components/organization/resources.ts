import { AUDIT_ACTIONS, ORGANIZATION_PATHS, ORGANIZATION_RESOURCES, type CallAccess } from '@/customs-api/contract/organization';
import { z } from 'zod';
import { defineResource } from '@/lib/list/resource';
import type { Row } from '@/lib/list/use-resource-list';

/** The button code that permits a call (`${resource}_${button}`), as the module tree lists it. */
export function buttonCodeOf(access: Exclude<CallAccess, 'authenticated'>): string {
  return access.button ? `${access.resource}_${access.button}` : access.resource;
}

export const MEMBER_PAGE = '/organization/member';
export const MEMBER_ATTR_PAGE = '/organization/member-attr';
export const USER_LIST_PAGE = '/user-management/user-list';
export const AUDIT_PAGE = '/organization/audit-log';

export const MEMBER_STATUS_LABELS = { active: 'status.active', disabled: 'status.disabled', locked: 'status.locked' };
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const memberColumns = [
  { prop: 'username', label: 'fields.username', width: 140, sortable: true, locked: true },
  { prop: 'name', label: 'fields.name', width: 140, sortable: true },
  { prop: 'companyName', label: 'fields.company', width: 220 },
  { prop: 'groups', label: 'fields.groups', width: 200 },
  { prop: 'phone', label: 'fields.phone', width: 130 },
  { prop: 'email', label: 'fields.email', width: 180, hiddenByDefault: true },
  { prop: 'status', label: 'fields.status', width: 90, options: MEMBER_STATUS_LABELS },
  { prop: 'passwordChangedAt', label: 'fields.passwordChangedAt', width: 170, format: 'datetime' as const, hiddenByDefault: true },
  { prop: 'createdAt', label: 'fields.createdAt', width: 170, format: 'datetime' as const, sortable: true },
];
const memberSearch = [
  { column: 'username', termType: 'like' as const, input: 'text' as const, label: 'fields.username' },
  { column: 'name', termType: 'like' as const, input: 'text' as const, label: 'fields.name' },
  { column: 'companyName', termType: 'like' as const, input: 'text' as const, label: 'fields.company' },
  { column: 'status', termType: 'eq' as const, input: 'select' as const, label: 'fields.status', options: options(MEMBER_STATUS_LABELS) },
  { column: 'createdAt', termType: 'btw' as const, input: 'dateRange' as const, label: 'fields.createdAt' },
];

const groupsSchema = z.array(z.object({ name: z.string() }));

/** The groups cell: a member row carries its groups as objects, the list shows their names. */
export const memberCells = {
  groups: (row: Row) => {
    const groups = groupsSchema.safeParse(row.groups);
    return groups.success ? groups.data.map((group) => group.name).join(', ') : '';
  },
};

/** 成员管理: a row opens the member in its own tab (the same page with `?id=`). */
export const memberResource = defineResource({
  messages: 'organization',
  endpoints: { page: ORGANIZATION_PATHS.memberPage },
  idProp: 'id',
  columns: memberColumns,
  search: memberSearch,
  actions: [{ key: 'add', label: 'members.add', buttonCode: `${ORGANIZATION_RESOURCES.member}_ADD`, kind: 'custom' }],
  detailPath: MEMBER_PAGE,
});

/** 用户列表: members with their last login; read-only here (members are edited in 成员管理). */
export const userResource = defineResource({
  messages: 'organization',
  endpoints: { page: ORGANIZATION_PATHS.userPage },
  idProp: 'id',
  columns: [...memberColumns, { prop: 'lastLoginAt', label: 'fields.lastLoginAt', width: 170, format: 'datetime' as const }],
  search: memberSearch,
});

/** Audit action codes (`member.create`) and their labels (`actions.member.create`). */
const AUDIT_ACTION_LABELS = Object.fromEntries(AUDIT_ACTIONS.map((action) => [action, `actions.${action}`]));
const AUDIT_TARGETS = ['member', 'group', 'resource', 'memberAttr', 'application', 'document', 'company'];
const AUDIT_TARGET_LABELS = Object.fromEntries(AUDIT_TARGETS.map((target) => [target, `targets.${target}`]));

/** 审计日志: who changed what (grants, members, passwords, limits, applications). */
export const auditResource = defineResource({
  messages: 'audit',
  endpoints: { page: ORGANIZATION_PATHS.auditPage },
  idProp: 'id',
  columns: [
    { prop: 'at', label: 'fields.at', width: 170, format: 'datetime', sortable: true, locked: true },
    { prop: 'actorName', label: 'fields.actor', width: 120 },
    { prop: 'action', label: 'fields.action', width: 150, options: AUDIT_ACTION_LABELS },
    { prop: 'targetType', label: 'fields.targetType', width: 110, options: AUDIT_TARGET_LABELS },
    { prop: 'targetName', label: 'fields.target', width: 200 },
    { prop: 'reason', label: 'fields.reason', width: 200 },
    { prop: 'before', label: 'fields.before', width: 260 },
    { prop: 'after', label: 'fields.after', width: 260 },
  ],
  search: [
    { column: 'actorName', termType: 'like', input: 'text', label: 'fields.actor' },
    { column: 'action', termType: 'eq', input: 'select', label: 'fields.action', options: options(AUDIT_ACTION_LABELS) },
    { column: 'targetType', termType: 'eq', input: 'select', label: 'fields.targetType', options: options(AUDIT_TARGET_LABELS) },
    { column: 'targetName', termType: 'like', input: 'text', label: 'fields.target' },
    { column: 'at', termType: 'btw', input: 'dateRange', label: 'fields.at', defaultRange: true },
  ],
  defaultSort: [{ column: 'at', direction: 'desc' }],
  actions: [{ key: 'export', label: 'export', buttonCode: `${ORGANIZATION_RESOURCES.audit}_EXPORT`, kind: 'export', path: ORGANIZATION_PATHS.auditExport }],
});
