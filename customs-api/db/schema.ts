import { bigint, boolean, customType, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Raw bytes (PGlite answers Uint8Array, node-postgres Buffer: both become Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
/** decimal fractionDigits=5 totalDigits=19 of the CEB messages, read as a JS number. */
/** Millisecond precision, so that a JS Date read back is an exact keyset cursor. */
const msTimestamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();
const decimal = (name: string) => numeric(name, { precision: 19, scale: 5, mode: 'number' });

/** One uploaded declaration Excel file (申报导入批次) with its outcome counts. */
export const importBatch = pgTable(
  'import_batch',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** I import (CEB621) / E export (CEB603). */
    ieFlag: text('ie_flag', { enum: ['I', 'E'] }).notNull(),
    messageType: text('message_type').notNull(),
    /** The uploader's company (its customs code and name at upload time). */
    companyId: text('company_id'),
    companyCode: text('company_code'),
    companyName: text('company_name'),
    totalHeads: integer('total_heads').notNull().default(0),
    okHeads: integer('ok_heads').notNull().default(0),
    failedHeads: integer('failed_heads').notNull().default(0),
    /** success: every head saved; partial: some; failed: none. */
    status: text('status', { enum: ['success', 'partial', 'failed'] }).notNull(),
    /** The first errors found (at most 1,000), as answered to the upload. */
    errors: text('errors').notNull().default('[]'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: msTimestamp('uploaded_at'),
  },
  (t) => [index('import_batch_uploaded_idx').on(t.uploadedAt, t.id), index('import_batch_company_idx').on(t.companyId, t.uploadedAt)],
);

/** The original bytes of an uploaded file, apart so that batch lists never read them. */
export const importBatchFile = pgTable('import_batch_file', {
  batchId: bigint('batch_id', { mode: 'number' })
    .primaryKey()
    .references(() => importBatch.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

/** Inventory head (清单表头) of CEB621 import or CEB603 export; column names are the message field names. */
export const inventoryHead = pgTable(
  'inventory_head',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: bigint('batch_id', { mode: 'number' }).references(() => importBatch.id),
    ieFlag: text('ie_flag', { enum: ['I', 'E'] }).notNull(),
    /** Our own workflow status, apart from customs' returnStatus. */
    workflowStatus: text('workflow_status', { enum: ['imported', 'checked', 'declared'] }).notNull().default('imported'),
    copNo: text('cop_no').notNull(),
    preNo: text('pre_no'),
    invtNo: text('invt_no'),
    orderNo: text('order_no').notNull(),
    ebpCode: text('ebp_code').notNull(),
    ebpName: text('ebp_name').notNull(),
    ebcCode: text('ebc_code').notNull(),
    ebcName: text('ebc_name').notNull(),
    logisticsNo: text('logistics_no').notNull(),
    logisticsCode: text('logistics_code').notNull(),
    logisticsName: text('logistics_name').notNull(),
    assureCode: text('assure_code'),
    emsNo: text('ems_no'),
    customsCode: text('customs_code').notNull(),
    portCode: text('port_code').notNull(),
    ieDate: date('ie_date', { mode: 'string' }),
    statisticsFlag: text('statistics_flag'),
    agentCode: text('agent_code').notNull(),
    agentName: text('agent_name').notNull(),
    ownerCode: text('owner_code'),
    ownerName: text('owner_name'),
    areaCode: text('area_code'),
    areaName: text('area_name'),
    tradeMode: text('trade_mode').notNull(),
    trafMode: text('traf_mode').notNull(),
    trafNo: text('traf_no'),
    voyageNo: text('voyage_no'),
    billNo: text('bill_no'),
    totalPackageNo: text('total_package_no'),
    loctNo: text('loct_no'),
    licenseNo: text('license_no'),
    country: text('country').notNull(),
    pod: text('pod'),
    freight: decimal('freight').notNull(),
    fCurrency: text('f_currency'),
    fFlag: text('f_flag'),
    insuredFee: decimal('insured_fee').notNull(),
    iCurrency: text('i_currency'),
    iFlag: text('i_flag'),
    currency: text('currency'),
    wrapType: text('wrap_type'),
    packNo: integer('pack_no').notNull(),
    grossWeight: decimal('gross_weight').notNull(),
    netWeight: decimal('net_weight').notNull(),
    buyerIdType: text('buyer_id_type'),
    buyerIdNumber: text('buyer_id_number'),
    buyerName: text('buyer_name'),
    buyerTelephone: text('buyer_telephone'),
    consigneeAddress: text('consignee_address'),
    note: text('note'),
    /** Sum of the lines' totalPrice and their count, kept for lists, filters and totals. */
    totalPrice: decimal('total_price').notNull(),
    lineCount: integer('line_count').notNull(),
    createdAt: msTimestamp('created_at'),
  },
  (t) => [
    uniqueIndex('inventory_head_ebc_cop_uq').on(t.ebcCode, t.copNo),
    index('inventory_head_created_idx').on(t.createdAt, t.id),
    index('inventory_head_cop_idx').on(t.copNo),
    index('inventory_head_order_idx').on(t.orderNo),
    index('inventory_head_logistics_idx').on(t.logisticsNo),
    index('inventory_head_invt_idx').on(t.invtNo),
    index('inventory_head_agent_idx').on(t.agentCode, t.createdAt),
    index('inventory_head_ebp_idx').on(t.ebpCode, t.createdAt),
    index('inventory_head_ebc_created_idx').on(t.ebcCode, t.createdAt),
    index('inventory_head_customs_idx').on(t.customsCode, t.createdAt),
    index('inventory_head_trade_mode_idx').on(t.tradeMode, t.createdAt),
    index('inventory_head_ie_date_idx').on(t.ieDate),
    index('inventory_head_status_idx').on(t.workflowStatus, t.createdAt),
    index('inventory_head_batch_idx').on(t.batchId),
  ],
);

/** Goods line (清单表体) of an inventory head. */
export const inventoryList = pgTable(
  'inventory_list',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    headId: bigint('head_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryHead.id, { onDelete: 'cascade' }),
    gnum: integer('gnum').notNull(),
    itemRecordNo: text('item_record_no'),
    itemNo: text('item_no'),
    itemName: text('item_name'),
    gcode: text('gcode').notNull(),
    gname: text('gname').notNull(),
    gmodel: text('gmodel').notNull(),
    barCode: text('bar_code'),
    country: text('country').notNull(),
    tradeCountry: text('trade_country'),
    currency: text('currency').notNull(),
    qty: decimal('qty').notNull(),
    unit: text('unit').notNull(),
    qty1: decimal('qty1').notNull(),
    unit1: text('unit1').notNull(),
    qty2: decimal('qty2'),
    unit2: text('unit2'),
    price: decimal('price').notNull(),
    totalPrice: decimal('total_price').notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('inventory_list_head_gnum_uq').on(t.headId, t.gnum), index('inventory_list_gcode_idx').on(t.gcode)],
);

