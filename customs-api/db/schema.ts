import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const company = pgTable('company', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 18-character unified social credit code. */
  uscc: text('uscc').notNull().unique(),
  /** 10-character customs registration code. */
  customsCode: text('customs_code').notNull(),
  createdAt: createdAt(),
});

export const member = pgTable('member', {
  id: text('id').primaryKey(),
  /** Stored lower-case; login compares lower-cased input. */
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  companyId: text('company_id').references(() => company.id),
  enabled: boolean('enabled').notNull().default(true),
  /** Soft delete: live tokens of a deleted member must answer 用户不存在. rather than vanish. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Menus, links and buttons; the module tree is built from these rows. */
export const resource = pgTable('resource', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  param: text('param').notNull().default(''),
  type: text('type', { enum: ['MENU', 'BUTTON', 'LINK'] }).notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
});

export const permissionGroup = pgTable('permission_group', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const groupResource = pgTable(
  'group_resource',
  {
    groupId: text('group_id').notNull().references(() => permissionGroup.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').notNull().references(() => resource.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.resourceId] })],
);

export const memberGroup = pgTable(
  'member_group',
  {
    memberId: text('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    groupId: text('group_id').notNull().references(() => permissionGroup.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.groupId] })],
);

/** Only the sha256 of a token is kept, so a leaked table does not leak sessions. */
export const sessionToken = pgTable('session_token', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: text('member_id').notNull().references(() => member.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const captcha = pgTable('captcha', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Kept in the database so that several instances count the same failures. */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    clientAddress: text('client_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failure_username_idx').on(t.username, t.failedAt), index('login_failure_address_idx').on(t.clientAddress, t.failedAt)],
);

/** subject is `username:{name}` or `address:{ip}`. */
export const loginLock = pgTable('login_lock', {
  subject: text('subject').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/** RSA key pairs for login password encryption. The private key is stored in plain PEM: acceptable for the demo platform only. */
export const rsaKey = pgTable('rsa_key', {
  id: text('id').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Retired keys no longer decrypt logins. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const dictionaryType = pgTable('dictionary_type', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const dictionaryItem = pgTable(
  'dictionary_item',
  {
    id: serial('id').primaryKey(),
    typeCode: text('type_code').notNull().references(() => dictionaryType.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('dictionary_item_type_code_uq').on(t.typeCode, t.code)],
);

/** Typed key/values administrators tune at run time (system parameters module). */
export const systemParam = pgTable('system_param', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
