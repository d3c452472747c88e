import { z } from 'zod';
import { wrapped } from './envelope';
import { pageQuerySchema, termsQuerySchema } from './query';

/**
 * Organization and permissions (issue #8): members, member attributes, the user list,
 * resources (menus, links, buttons), permission groups and their grants, the audit log and
 * passwords. Every call is POST; `.../page` calls take `pageRequestSchema` (contract/query.ts).
 * `ORGANIZATION_ACCESS` names the resource (and button) that permits each call: the console
 * shows a button only when the member holds that code, and the platform refuses the call with
 * HTTP 403 otherwise, whatever the console shows.
 */
export const ORGANIZATION_PATHS = {
  memberPage: '/api/app/member/page',
  memberDetail: '/api/app/member/detail',
  /** Groups, companies and attribute definitions for the member form. */
  memberOptions: '/api/app/member/options',
  memberCreate: '/api/app/member/create',
  memberUpdate: '/api/app/member/update',
  memberToggle: '/api/app/member/toggle',
  memberUnlock: '/api/app/member/unlock',
  memberResetPassword: '/api/app/member/resetPassword',
  memberDelete: '/api/app/member/delete',
  memberAttrList: '/api/app/memberAttr/list',
  memberAttrSave: '/api/app/memberAttr/save',
  memberAttrDelete: '/api/app/memberAttr/delete',
  userPage: '/api/app/user/page',
  userDetail: '/api/app/user/detail',
  resourceTree: '/api/auth/resource/tree',
  resourcePage: '/api/auth/resource/page',
  resourceCreate: '/api/auth/resource/create',
  resourceUpdate: '/api/auth/resource/update',
  resourceMove: '/api/auth/resource/move',
  resourceHide: '/api/auth/resource/hide',
  resourceDelete: '/api/auth/resource/delete',
  groupPage: '/api/auth/group/page',
  groupDetail: '/api/auth/group/detail',
  /** The whole resource tree (buttons and hidden ones included) for the grant checkboxes. */
  groupResourceTree: '/api/auth/group/resourceTree',
  groupCreate: '/api/auth/group/create',
  groupUpdate: '/api/auth/group/update',
  groupDelete: '/api/auth/group/delete',
  groupGrant: '/api/auth/group/grant',
  auditPage: '/api/app/audit/page',
  auditExport: '/api/app/audit/export',
  passwordPolicy: '/api/memberAttrInfo/passwordPolicy',
  modifyPasswordCount: '/api/memberAttrInfo/getModifyPasswordCount',
  modifyPassword: '/api/memberAttrInfo/modifyPassword',
} as const;
export type OrganizationPath = (typeof ORGANIZATION_PATHS)[keyof typeof ORGANIZATION_PATHS];

/** Module (resource) codes of the organization pages. */
export const ORGANIZATION_RESOURCES = {
  member: 'MEMBER_MANAGEMENT',
  memberAttr: 'MEMBER_ATTRIBUTE',
  userList: 'USER_LIST',
  menu: 'PERMISSION_MENU',
  resource: 'PERMISSION_RESOURCE',
  group: 'PERMISSION_GROUP',
  audit: 'AUDIT_LOG',
} as const;

export type CallAccess = 'authenticated' | { resource: string; button?: string };
const R = ORGANIZATION_RESOURCES;

/** What permits each call; a button code is `${resource}_${button}` (e.g. MEMBER_MANAGEMENT_RESET). */
export const ORGANIZATION_ACCESS = {
  memberPage: { resource: R.member },
  memberDetail: { resource: R.member },
  memberOptions: { resource: R.member },
  memberCreate: { resource: R.member, button: 'ADD' },
  memberUpdate: { resource: R.member, button: 'EDIT' },
  memberToggle: { resource: R.member, button: 'TOGGLE' },
  memberUnlock: { resource: R.member, button: 'UNLOCK' },
  memberResetPassword: { resource: R.member, button: 'RESET' },
  memberDelete: { resource: R.member, button: 'DELETE' },
  memberAttrList: { resource: R.memberAttr },
  memberAttrSave: { resource: R.memberAttr, button: 'EDIT' },
  memberAttrDelete: { resource: R.memberAttr, button: 'EDIT' },
  userPage: { resource: R.userList },
  userDetail: { resource: R.userList, button: 'DETAIL' },
  resourceTree: { resource: R.menu },
  resourcePage: { resource: R.resource },
  resourceCreate: { resource: R.menu, button: 'ADD' },
  resourceUpdate: { resource: R.menu, button: 'EDIT' },
  resourceMove: { resource: R.menu, button: 'EDIT' },
  resourceHide: { resource: R.menu, button: 'EDIT' },
  resourceDelete: { resource: R.menu, button: 'DELETE' },
  groupPage: { resource: R.group },
  groupDetail: { resource: R.group },
  groupResourceTree: { resource: R.group },
  groupCreate: { resource: R.group, button: 'ADD' },
  groupUpdate: { resource: R.group, button: 'EDIT' },
  groupDelete: { resource: R.group, button: 'DELETE' },
  groupGrant: { resource: R.group, button: 'GRANT' },
  auditPage: { resource: R.audit },
  auditExport: { resource: R.audit, button: 'EXPORT' },
  passwordPolicy: 'authenticated',
  modifyPasswordCount: 'authenticated',
  modifyPassword: 'authenticated',
} as const satisfies Record<keyof typeof ORGANIZATION_PATHS, CallAccess>;

// ---- members -------------------------------------------------------------------------------

export const MEMBER_STATUSES = ['active', 'disabled', 'locked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const memberId = z.string().trim().min(1).max(64);
export const memberIdRequestSchema = wrapped(z.object({ id: memberId }));

const optionalText = (max: number) => z.string().trim().max(max).default('');
const attributeValues = z.record(z.string().max(64), z.string().max(500));

/** `page` terms: username, name, companyId, companyName, phone, email (like/eq), status (eq active|disabled|locked), createdAt (range). */
export const memberPageRequestSchema = wrapped(pageQuerySchema);

const memberFields = {
  name: z.string().trim().min(1).max(64),
  companyId: z.string().trim().max(64).nullable().default(null),
  phone: optionalText(32),
  email: z.union([z.literal(''), z.email().max(128)]).default(''),
  groupIds: z.array(z.string().min(1).max(64)).max(100).default([]),
  /** Attribute code → value; required attributes must be present and non-empty. */
  attributes: attributeValues.default({}),
};
export const memberCreateRequestSchema = wrapped(
  z.object({
    username: z
      .string()
      .trim()
      .min(3)
      .max(32)
      .regex(/^[A-Za-z0-9_.-]+$/, '用户名只能包含字母、数字、_ . -'),
    ...memberFields,
  }),
);
export const memberUpdateRequestSchema = wrapped(z.object({ id: memberId, ...memberFields }));
export const memberToggleRequestSchema = wrapped(z.object({ id: memberId, enabled: z.boolean() }));

export type MemberGroupRef = { id: string; code: string; name: string };

export type MemberRow = {
  id: string;
  username: string;
  name: string;
  companyId: string | null;
  companyName: string | null;
  phone: string;
  email: string;
  enabled: boolean;
  /** active, disabled (by an administrator) or locked (too many failed logins; see lockedUntil). */
  status: MemberStatus;
  /** ISO date-time; set while locked. */
  lockedUntil: string | null;
  mustChangePassword: boolean;
  /** ISO date-time. */
  passwordChangedAt: string;
  groups: MemberGroupRef[];
  createdAt: string;
  updatedAt: string;
};

export type MemberDetail = MemberRow & {
  /** Every defined attribute with this member's value ('' when unset). */
  attributes: (MemberAttributeDef & { value: string })[];
};

/** The new temporary password is shown once: it is stored only as a hash and never answered again. */
export type MemberCreated = { member: MemberDetail; temporaryPassword: string };
export type PasswordResetResult = { temporaryPassword: string };

export type MemberOptions = {
  groups: MemberGroupRef[];
  companies: { id: string; name: string; customsCode: string }[];
  attributes: MemberAttributeDef[];
};

/** The user list (user-management): members with their last login. */
export type UserRow = MemberRow & { lastLoginAt: string | null };

// ---- member attributes ---------------------------------------------------------------------

export const MEMBER_ATTRIBUTE_TYPES = ['text', 'number', 'date', 'select'] as const;
export type MemberAttributeType = (typeof MEMBER_ATTRIBUTE_TYPES)[number];

export const memberAttributeDefSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '属性编码只能包含字母、数字和下划线，以字母开头'),
  name: z.string().trim().min(1).max(64),
  type: z.enum(MEMBER_ATTRIBUTE_TYPES).default('text'),
  /** Allowed values of a `select` attribute. */
  options: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  required: z.boolean().default(false),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type MemberAttributeDef = z.output<typeof memberAttributeDefSchema>;
/** Creates or replaces the definition with this code. */
export const memberAttrSaveRequestSchema = wrapped(memberAttributeDefSchema);
export const memberAttrDeleteRequestSchema = wrapped(z.object({ code: z.string().min(1).max(64) }));

// ---- resources -----------------------------------------------------------------------------

export const RESOURCE_TYPES = ['MENU', 'LINK', 'BUTTON'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export type ResourceNode = {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  /** Route path (MENU), URL (LINK); '' for buttons and directories. */
  param: string;
  type: ResourceType;
  icon: string;
  sort: number;
  hidden: boolean;
  children: ResourceNode[];
};
export type ResourceRow = Omit<ResourceNode, 'children'> & { parentCode: string | null };

const resourceCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, '资源编码只能包含字母、数字、_ 和 -，以字母开头');
const resourceId = z.number().int().positive();

/** A button's code must be `${menu code}_${ACTION}` so that calls can name it. */
export const resourceCreateRequestSchema = wrapped(
  z.object({
    parentId: resourceId.nullable().default(null),
    code: resourceCode,
    name: z.string().trim().min(1).max(64),
    param: z.string().trim().max(500).default(''),
    type: z.enum(RESOURCE_TYPES).default('MENU'),
    icon: z.string().trim().max(64).default(''),
    hidden: z.boolean().default(false),
  }),
);
/** The code of an existing resource cannot change (calls and grants name it). */
export const resourceUpdateRequestSchema = wrapped(
  z.object({
    id: resourceId,
    name: z.string().trim().min(1).max(64),
    param: z.string().trim().max(500).default(''),
    icon: z.string().trim().max(64).default(''),
    hidden: z.boolean().optional(),
  }),
);
/** Drag and drop: the new parent (null = top level) and the 0-based position among its children. */
export const resourceMoveRequestSchema = wrapped(z.object({ id: resourceId, parentId: resourceId.nullable(), index: z.number().int().min(0) }));
export const resourceHideRequestSchema = wrapped(z.object({ id: resourceId, hidden: z.boolean() }));
/** Refused while the resource has children (buttons included): delete or move them first. */
export const resourceDeleteRequestSchema = wrapped(z.object({ id: resourceId }));
/** `page` terms: code, name, param (like/eq), type (eq), hidden (eq). */
export const resourcePageRequestSchema = wrapped(pageQuerySchema);

// ---- permission groups ---------------------------------------------------------------------

export type GroupRow = {
  id: string;
  code: string;
  name: string;
  description: string;
  memberCount: number;
  resourceCount: number;
  createdAt: string;
};
export type GroupDetail = GroupRow & {
  /** Granted resource ids (menus and buttons). */
  resourceIds: number[];
  resourceCodes: string[];
  members: { id: string; username: string; name: string }[];
};

/** `page` terms: code, name, description (like/eq), createdAt (range). */
export const groupPageRequestSchema = wrapped(pageQuerySchema);
export const groupIdRequestSchema = wrapped(z.object({ id: z.string().min(1).max(64) }));
const groupFields = { name: z.string().trim().min(1).max(64), description: z.string().trim().max(500).default('') };
export const groupCreateRequestSchema = wrapped(
  z.object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, '权限组编码只能包含字母、数字、_ 和 -'),
    ...groupFields,
  }),
);
export const groupUpdateRequestSchema = wrapped(z.object({ id: z.string().min(1).max(64), ...groupFields }));
/**
 * Replaces the group's grants with these resources (by id and/or code). Granting a button also
 * grants its page and the directories above it, so the page shows in the module tree.
 */
export const groupGrantRequestSchema = wrapped(
  z.object({
    id: z.string().min(1).max(64),
    resourceIds: z.array(resourceId).max(5000).default([]),
    codes: z.array(z.string().min(1).max(64)).max(5000).default([]),
  }),
);

// ---- audit log -----------------------------------------------------------------------------

/** Actions written to the audit log (`targetType` in parentheses is what `targetId` names). */
export const AUDIT_ACTIONS = [
  'member.create',
  'member.update',
  'member.enable',
  'member.disable',
  'member.unlock',
  'member.resetPassword',
  'member.delete',
  'member.changePassword',
  'memberAttr.save',
  'memberAttr.delete',
  'resource.create',
  'resource.update',
  'resource.move',
  'resource.hide',
  'resource.delete',
  'group.create',
  'group.update',
  'group.delete',
  'group.grant',
  'application.create',
  'application.update',
  'application.submit',
  'application.approve',
  'application.reject',
  'application.authenticate',
  'document.upload',
  'document.delete',
  'company.update',
  'company.limit.adjust',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditRow = {
  id: number;
  /** ISO date-time. */
  at: string;
  actorId: string;
  actorName: string;
  action: AuditAction | string;
  /** member, group, resource, memberAttr, application, document, company. */
  targetType: string;
  targetId: string;
  targetName: string;
  /** JSON snapshots (never secrets); null when there is no before (creation) or after (deletion). */
  before: string | null;
  after: string | null;
  reason: string | null;
};
/** `page` terms: actorId, actorName, action, targetType, targetId, targetName (like/eq), at (range). Default order: newest first. */
export const auditPageRequestSchema = wrapped(pageQuerySchema);
export const auditExportRequestSchema = wrapped(termsQuerySchema);

// ---- passwords -----------------------------------------------------------------------------

/** System parameter keys of the password policy, with their defaults. */
export const PASSWORD_POLICY_KEYS = { minLength: 'password.minLength', requiredClasses: 'password.requiredClasses', maxAgeDays: 'password.maxAgeDays' } as const;
export type PasswordPolicy = {
  minLength: number;
  /** How many of the four classes (lower, upper, digit, symbol) a password needs. */
  requiredClasses: number;
  /** A password older than this must be changed; 0 = never expires. */
  maxAgeDays: number;
};

/** For the homepage reminder: `mustChange` with the reason, or days left before expiry. */
export type ModifyPasswordCount = {
  mustChange: boolean;
  reason: 'reset' | 'expired' | null;
  daysSinceChange: number;
  maxAgeDays: number;
  /** null when passwords never expire. */
  daysLeft: number | null;
};

/**
 * Both passwords as base64 RSA-OAEP-SHA-256 ciphertext made with the login public key `keyId`
 * (`/api/jwt/getPublicKey`), exactly like the login: passwords never travel in plain text.
 */
export const modifyPasswordRequestSchema = wrapped(
  z.object({ oldPassword: z.string().min(1).max(2048), newPassword: z.string().min(1).max(2048), keyId: z.string().optional() }),
);
