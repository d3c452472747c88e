import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const company = pgTable('company', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 18-character unified social credit code. */
  uscc: text('uscc').notNull().unique(),
  /** 10-character customs registration code. */
  customsCode: text('customs_code').notNull(),
  /** Company types: ebp, ebc, logistics, payment, agent, guarantor, warehouse. */
  types: text('types').array().notNull().default(sql`'{}'::text[]`),
  legalRepresentative: text('legal_representative').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  address: text('address').notNull().default(''),
  status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
  /** Set when customs authentication (company-Auth) completes. */
  authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
  /** Guarantee limit (担保额度, CNY) that open inventories of this guarantor consume. */
  guaranteeLimit: numeric('guarantee_limit', { precision: 19, scale: 2, mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const member = pgTable('member', {
  id: text('id').primaryKey(),
  /** Stored lower-case; login compares lower-cased input. */
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  companyId: text('company_id').references(() => company.id),
  enabled: boolean('enabled').notNull().default(true),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /** Set by an administrator's reset: the next login must change the password. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
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
    /** Customs' current status: the inventory receipt with the latest returnTime (null before any receipt). */
    returnStatus: integer('return_status'),
    returnTime: timestamp('return_time', { withTimezone: true, precision: 3 }),
    returnInfo: text('return_info'),
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
    // Receipts match by preNo when they carry no invtNo yet.
    index('inventory_head_pre_idx').on(t.preNo),
    index('inventory_head_agent_idx').on(t.agentCode, t.createdAt),
    index('inventory_head_ebp_idx').on(t.ebpCode, t.createdAt),
    index('inventory_head_ebc_created_idx').on(t.ebcCode, t.createdAt),
    index('inventory_head_customs_idx').on(t.customsCode, t.createdAt),
    index('inventory_head_trade_mode_idx').on(t.tradeMode, t.createdAt),
    index('inventory_head_ie_date_idx').on(t.ieDate),
    index('inventory_head_status_idx').on(t.workflowStatus, t.createdAt),
    index('inventory_head_batch_idx').on(t.batchId),
    index('inventory_head_return_idx').on(t.ieFlag, t.returnStatus, t.createdAt),
    index('inventory_head_return_time_idx').on(t.returnTime),
    index('inventory_head_assure_idx').on(t.assureCode),
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


/** Member attribute definitions (成员属性): the extra fields every member record carries. */
export const memberAttributeDef = pgTable('member_attribute_def', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['text', 'number', 'date', 'select'] }).notNull().default('text'),
  /** JSON array of allowed values for `select`. */
  options: text('options').notNull().default('[]'),
  required: boolean('required').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const memberAttributeValue = pgTable(
  'member_attribute_value',
  {
    memberId: text('member_id').notNull().references(() => member.id, { onDelete: 'cascade' }),
    code: text('code').notNull().references(() => memberAttributeDef.code, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.code] })],
);

/** Company registration application (企业备案): draft → submitted → approved / rejected → authenticated. */
export const companyApplication = pgTable(
  'company_application',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The company created (or updated) by approval. */
    companyId: text('company_id').references(() => company.id),
    applicantId: text('applicant_id').notNull().references(() => member.id),
    name: text('name').notNull(),
    uscc: text('uscc').notNull(),
    customsCode: text('customs_code').notNull(),
    types: text('types').array().notNull().default(sql`'{}'::text[]`),
    legalRepresentative: text('legal_representative').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'rejected', 'authenticated'] }).notNull().default('draft'),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdAt: msTimestamp('created_at'),
    updatedAt: msTimestamp('updated_at'),
  },
  (t) => [index('company_application_status_idx').on(t.status, t.updatedAt), index('company_application_uscc_idx').on(t.uscc), index('company_application_applicant_idx').on(t.applicantId)],
);

/** Every transition of an application, with its actor and reason (apply-record). */
export const companyApplicationEvent = pgTable(
  'company_application_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => companyApplication.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    at: msTimestamp('at'),
  },
  (t) => [index('company_application_event_app_idx').on(t.applicationId, t.at)],
);

/** Document store: uploaded files (licence scans...) owned by an application, a company or a document record. */
export const storedDocument = pgTable(
  'stored_document',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').notNull().default(''),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: msTimestamp('uploaded_at'),
  },
  (t) => [index('stored_document_owner_idx').on(t.ownerType, t.ownerId)],
);

/** Who changed what, when, before and after: grants, members, password resets, limits, applications. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: msTimestamp('at'),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull().default(''),
    /** JSON snapshots; secrets (password hashes, temporary passwords) are never written. */
    before: text('before'),
    after: text('after'),
    reason: text('reason'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_target_idx').on(t.targetType, t.targetId, t.at), index('audit_log_action_idx').on(t.action, t.at)],
);

/** Every receipt message received (CEB622, CEB604, CEB312...), raw, with its outcome: nothing is dropped. */
export const receiptMessage = pgTable(
  'receipt_message',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** CEB622...; null when the message could not be parsed. */
    messageType: text('message_type'),
    guid: text('guid'),
    /** api, watcher or simulator. */
    source: text('source').notNull(),
    fileName: text('file_name'),
    raw: text('raw').notNull(),
    /** Receipts stored, duplicates seen, and parse failures raised by this message. */
    receiptCount: integer('receipt_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    failureCount: integer('failure_count').notNull().default(0),
    receivedAt: msTimestamp('received_at'),
  },
  (t) => [index('receipt_message_received_idx').on(t.receivedAt, t.id)],
);

/** One receipt of one document, matched to its inventory; order/payment/waybill receipts attach to the inventory that declares them. */
export const receipt = pgTable(
  'receipt',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => receiptMessage.id),
    messageType: text('message_type').notNull(),
    docType: text('doc_type', { enum: ['inventory', 'order', 'payment', 'logistics'] }).notNull(),
    ieFlag: text('ie_flag', { enum: ['I', 'E'] }).notNull(),
    headId: bigint('head_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryHead.id, { onDelete: 'cascade' }),
    guid: text('guid'),
    copNo: text('cop_no'),
    preNo: text('pre_no'),
    invtNo: text('invt_no'),
    orderNo: text('order_no'),
    logisticsNo: text('logistics_no'),
    customsCode: text('customs_code'),
    ebpCode: text('ebp_code'),
    ebcCode: text('ebc_code'),
    agentCode: text('agent_code'),
    returnStatus: integer('return_status').notNull(),
    returnTime: timestamp('return_time', { withTimezone: true, precision: 3 }).notNull(),
    returnInfo: text('return_info').notNull().default(''),
    /** Same document, status, time and info: a duplicate is recorded once. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    receivedAt: msTimestamp('received_at'),
  },
  (t) => [
    index('receipt_head_idx').on(t.headId, t.returnTime),
    index('receipt_time_idx').on(t.returnTime, t.id),
    index('receipt_status_idx').on(t.returnStatus, t.returnTime),
    index('receipt_customs_idx').on(t.customsCode, t.returnTime),
    index('receipt_ebc_idx').on(t.ebcCode, t.returnTime),
    index('receipt_cop_idx').on(t.copNo),
    index('receipt_invt_idx').on(t.invtNo),
    index('receipt_order_idx').on(t.orderNo),
    index('receipt_received_idx').on(t.receivedAt, t.id),
  ],
);

/** A receipt (or whole message) that could not be parsed or matched, kept raw with the reason until reprocessed or resolved. */
export const receiptParseFailure = pgTable(
  'receipt_parse_failure',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => receiptMessage.id),
    messageType: text('message_type'),
    /** The document numbers read, if any (copNo / preNo / invtNo / orderNo / logisticsNo), for search. */
    docNo: text('doc_no'),
    reason: text('reason').notNull(),
    /** The raw XML: the whole message when it did not parse, else the one return element. */
    raw: text('raw').notNull(),
    status: text('status', { enum: ['open', 'reprocessed', 'resolved'] }).notNull().default('open'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolveNote: text('resolve_note'),
    createdAt: msTimestamp('created_at'),
  },
  (t) => [index('receipt_parse_failure_status_idx').on(t.status, t.createdAt), index('receipt_parse_failure_doc_idx').on(t.docNo)],
);

/** HS codes (商品编码): 10 digits, name, legal units and declaration elements; replaced by the gcode import. */
export const hsCode = pgTable(
  'hs_code',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    unit1: text('unit1').notNull(),
    unit2: text('unit2'),
    elements: text('elements').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hs_code_name_idx').on(t.name)],
);
