import { PERMISSION_MODULE_CODE } from '../services/modules';

/** A node of the seeded module tree; `param` is the page path the console keys on. */
export type ModuleSeed = {
  code: string;
  name: string;
  param?: string;
  type?: 'MENU' | 'LINK';
  icon?: string;
  menus?: ModuleSeed[];
  buttons?: { code: string; name: string }[];
};

const ACTIONS = {
  QUERY: '查询',
  DETAIL: '详情',
  EXPORT: '导出',
  IMPORT: '导入',
  DOWNLOAD: '下载',
  ADD: '新增',
  EDIT: '编辑',
  DELETE: '删除',
  AUDIT: '审核',
  REPROCESS: '重新处理',
  SIMULATE: '模拟回执',
  PUBLISH: '发布',
  REPLY: '回复',
  CLOSE: '关闭',
  RUN: '立即执行',
  TOGGLE: '启停',
  VERIFY: '验证',
  RESEND: '重发',
  ADJUST: '调整额度',
  GRANT: '授权',
  RESET: '重置密码',
  UNLOCK: '解锁',
  SUBMIT: '提交',
} as const;
type Action = keyof typeof ACTIONS;

/** Actions an operator may hold; the rest are administrators' (see OPERATOR_MODULE_CODES). */
export const OPERATOR_ACTIONS: readonly Action[] = ['QUERY', 'DETAIL', 'EXPORT', 'DOWNLOAD', 'REPLY'];

const page = (code: string, name: string, param: string, icon: string, actions: Action[]): ModuleSeed => ({
  code,
  name,
  param,
  icon,
  buttons: actions.map((action) => ({ code: `${code}_${action}`, name: ACTIONS[action] })),
});
const dir = (code: string, name: string, icon: string, menus: ModuleSeed[]): ModuleSeed => ({ code, name, icon, menus });

/** The 18 modules of spec §1, up to three levels deep. */
export const MODULE_TREE: ModuleSeed[] = [
  dir('RECEIPTS', '进出口回执', 'ReceiptLong', [
    page('IMPORT_RECEIPT', '进口回执', '/receipts-Module/import-resipts/list', 'MoveToInbox', ['QUERY', 'DETAIL', 'EXPORT']),
    page('EXIT_RECEIPT', '出口回执', '/receipts-Module/exit-resipts/list', 'Outbox', ['QUERY', 'DETAIL', 'EXPORT']),
    dir('RECEIPT_MANAGEMENT', '回执管理', 'FactCheck', [
      page('RECEIPT_SEARCH', '回执查询', '/receipt-management/search', 'Search', ['QUERY', 'DETAIL', 'EXPORT', 'IMPORT', 'SIMULATE']),
      page('RECEIPT_HISTORY', '回执历史', '/receipt-management/history', 'History', ['QUERY', 'DETAIL']),
      page('RECEIPT_PARSE_FAILURE', '解析失败', '/receipt-management/parse-failure', 'ErrorOutline', ['QUERY', 'DETAIL', 'REPROCESS']),
    ]),
    page('DECLARATION_IMPORT', '申报导入', '/customsDeclaration/imports', 'UploadFile', ['QUERY', 'DETAIL', 'IMPORT', 'EXPORT', 'DOWNLOAD']),
    page('DECLARATION_STATISTICS', '申报企业统计', '/customsDeclaration/statistics', 'BarChart', ['QUERY', 'EXPORT']),
  ]),
  dir('CLEARANCE_GOODS', '通关商品', 'LocalShipping', [
    page('CLEARANCE_GOODS_IMPORT', '进口通关商品', '/clearance-goods/import', 'Inventory', ['QUERY', 'EXPORT']),
    page('CLEARANCE_GOODS_EXIT', '出口通关商品', '/clearance-goods/exit', 'Inventory2', ['QUERY', 'EXPORT']),
  ]),
  dir('COLLECTION_VERIFICATION', '收汇核验', 'PriceCheck', [
    page('VERIFICATION_SUMMARY', '核验汇总', '/collection-verification/summary', 'Summarize', ['QUERY', 'EXPORT']),
    page('VERIFICATION_EXPORT', '出口核验', '/collection-verification/export/list', 'NorthEast', ['QUERY', 'DETAIL', 'EXPORT']),
    page('VERIFICATION_IMPORT', '进口核验', '/collection-verification/import/list', 'SouthWest', ['QUERY', 'DETAIL', 'EXPORT']),
    page('VERIFICATION_EXPORT_GOODS', '出口核验商品', '/collection-verification/export/goods', 'ShoppingBasket', ['QUERY', 'EXPORT']),
  ]),
  dir('EXEMPTION_GOODS', '无票免税', 'MoneyOff', [
    page('EXEMPTION_GOODS_MANAGEMENT', '免税商品管理', '/exemption-goods/page/ExemptionGoodsManagement', 'Category', ['QUERY', 'ADD', 'EDIT', 'AUDIT']),
  ]),
  dir('COMPANY_REGISTRATION', '企业备案认证', 'AssignmentInd', [
    page('COMPANY_REGISTER', '企业备案', '/register-Company/list', 'AppRegistration', ['QUERY', 'DETAIL', 'ADD', 'EDIT', 'SUBMIT', 'AUDIT']),
    page('COMPANY_AUTH', '企业认证', '/company-Auth/list', 'VerifiedUser', ['QUERY', 'DETAIL', 'AUDIT']),
  ]),
  dir('COMPANY_MANAGEMENT', '企业管理与额度', 'Business', [
    page('COMPANY_MANAGER', '企业管理', '/company-management/manager', 'Apartment', ['QUERY', 'DETAIL', 'EDIT']),
    page('COMPANY_LIMITS', '额度管理', '/company-management/limits', 'AccountBalanceWallet', ['QUERY', 'DETAIL', 'ADJUST']),
  ]),
  dir('STATISTICS_RULES', '统计规则', 'Rule', [
    page('STATISTICS_RULE_LIST', '统计规则', '/servers-ruleList', 'Tune', ['QUERY', 'ADD', 'EDIT', 'DELETE']),
    dir('STATISTICS_REPORTS', '统计报表', 'Assessment', [
      page('EXPORT_PASS_MONTH', '出口放行月报', '/countAnalyze/page/ExpuFromPassMonth', 'CalendarMonth', ['QUERY', 'EXPORT']),
      page('EXPORT_PASS_WEEK', '出口放行周报', '/countAnalyze/page/ExpuFromPassWeek', 'DateRange', ['QUERY', 'EXPORT']),
      page('IMPORT_PASS_MONTH', '进口放行月报', '/countAnalyze/page/InvoFromPassMonth', 'CalendarMonth', ['QUERY', 'EXPORT']),
      page('IMPORT_PASS_WEEK', '进口放行周报', '/countAnalyze/page/InvoFromPassWeek', 'DateRange', ['QUERY', 'EXPORT']),
      page('PLATFORM_MONTH', '平台月报', '/countAnalyze/page/platefromMonth', 'CalendarMonth', ['QUERY', 'EXPORT']),
      page('PLATFORM_WEEK', '平台周报', '/countAnalyze/page/platefromWeek', 'DateRange', ['QUERY', 'EXPORT']),
    ]),
    dir('BIG_SCREEN', '数据大屏', 'Monitor', [
      page('BIG_SCREEN_COUNT', '统计大屏', '/bigScreen/countAnalyze', 'Dashboard', ['QUERY', 'EXPORT']),
      page('BIG_SCREEN_RESULT', '监控数据大屏', '/bigScreen/countResult', 'Insights', ['QUERY', 'EXPORT']),
    ]),
  ]),
  dir('DOCUMENT_MANAGEMENT', '文档管理', 'FolderOpen', [
    page('DOCUMENT_LIST', '文档管理', '/document-management/list', 'Description', ['QUERY', 'ADD', 'DOWNLOAD', 'DELETE']),
    // Items without a path: the console routes them by their code prefix.
    page('form-data-notice', '表单数据', '', 'DynamicForm', ['QUERY', 'EDIT']),
    page('document-center-guide', '文档中心', '', 'MenuBook', ['QUERY', 'DOWNLOAD']),
  ]),
  dir('NOTICES', '通知公告', 'Campaign', [
    page('NOTICE_MANAGEMENT', '公告管理', '/notice-management/list', 'Announcement', ['QUERY', 'DETAIL', 'ADD', 'EDIT', 'PUBLISH']),
  ]),
  dir('MEMBER_PERMISSION', '成员与权限', 'People', [
    page('MEMBER_MANAGEMENT', '成员管理', '/organization/member', 'Person', ['QUERY', 'ADD', 'EDIT', 'DELETE', 'RESET', 'UNLOCK', 'TOGGLE']),
    page('MEMBER_ATTRIBUTE', '成员属性', '/organization/member-attr', 'Badge', ['QUERY', 'EDIT']),
    page('USER_LIST', '用户列表', '/user-management/user-list', 'ManageAccounts', ['QUERY', 'DETAIL', 'EDIT']),
    dir(PERMISSION_MODULE_CODE, '权限管理', 'AdminPanelSettings', [
      page('PERMISSION_MENU', '菜单管理', '/permission/menu', 'Menu', ['QUERY', 'ADD', 'EDIT', 'DELETE']),
      page('PERMISSION_GROUP', '权限组', '/permission/group', 'Groups', ['QUERY', 'ADD', 'EDIT', 'DELETE', 'GRANT']),
      page('PERMISSION_RESOURCE', '资源管理', '/permission/resource', 'Key', ['QUERY', 'ADD', 'EDIT', 'DELETE']),
    ]),
    page('AUDIT_LOG', '审计日志', '/organization/audit-log', 'History', ['QUERY', 'EXPORT']),
  ]),
  dir('WORK_ORDER', '工单与服务中心', 'SupportAgent', [
    page('WORK_ORDER_MANAGEMENT', '工单管理', '/workOrder-management/list', 'Assignment', ['QUERY', 'DETAIL', 'REPLY', 'CLOSE']),
    page('SERVICE_CENTER', '服务中心', '/service-center/index', 'HeadsetMic', ['QUERY', 'REPLY']),
    { code: 'SINGLE_WINDOW', name: '单一窗口', type: 'LINK', param: 'https://www.singlewindow.cn', icon: 'OpenInNew' },
  ]),
  dir('TIMED_TASK', '定时任务', 'Schedule', [
    page('TIMED_TASK_LIST', '定时任务', '/timedTask/list', 'Timer', ['QUERY', 'TOGGLE', 'RUN']),
    // A menu whose page is not built yet: the console shows its placeholder.
    { code: 'TIMED_TASK_LOG', name: '建设中菜单', param: '', icon: 'Construction' },
  ]),
  dir('SYSTEM_PARAMS', '汇率与系统参数', 'CurrencyExchange', [
    page('DICTIONARY_DATA', '字典数据', '/dictionarymanaged/dictionary', 'MenuBook', ['QUERY', 'ADD', 'EDIT', 'IMPORT']),
    page('EXCHANGE_RATE', '汇率管理', '/dictionarymanaged/exchange-rate', 'CurrencyYuan', ['QUERY', 'EDIT', 'IMPORT']),
    page('SYSTEM_PARAMETER', '系统参数', '/dictionarymanaged/system-params', 'Settings', ['QUERY', 'EDIT']),
    page('HS_CODE', 'HS编码管理', '/hscode-management/list', 'QrCode', ['QUERY', 'IMPORT', 'EXPORT']),
  ]),
  dir('BLOCKCHAIN', '区块链存证', 'Link', [
    page('DEPOSIT_CERTIFICATE', '存证证书', '/blockchain/DepositCertificate', 'WorkspacePremium', ['QUERY', 'DETAIL', 'VERIFY']),
    page('SIGNATURE_RECORD', '签名记录', '/signatureRecord/list', 'Draw', ['QUERY', 'DETAIL']),
  ]),
  dir('FOREX', '外汇管理', 'CurrencyExchange', [
    page('FOREX_RECEIPT', '外汇收款', '/integrated-service/forex', 'Payments', ['QUERY', 'DETAIL', 'EXPORT']),
  ]),
  dir('MESSAGE_QUEUE', '消息队列', 'Queue', [
    page('MESSAGE_QUEUE_LIST', '消息队列', '/system-About/message-queue', 'Sms', ['QUERY', 'DETAIL', 'RESEND']),
  ]),
  dir('PAYMENT', '支付明细', 'Payment', [
    page('PAYMENT_LIST', '支付明细', '/payment/list', 'ReceiptLong', ['QUERY', 'DETAIL', 'EXPORT']),
  ]),
  dir('COUNT_MANAGEMENT', '计数管理', 'Numbers', [
    page('COUNT_LIST', '计数管理', '/count-management/list', 'Calculate', ['QUERY', 'EDIT']),
  ]),
];

/** Operators work on receipts, goods, verification, exemption, notices, work orders and payments. */
export const OPERATOR_MODULE_CODES = ['RECEIPTS', 'CLEARANCE_GOODS', 'COLLECTION_VERIFICATION', 'EXEMPTION_GOODS', 'NOTICES', 'WORK_ORDER', 'PAYMENT'];

/** Pages outside those modules that operators hold with exactly these actions: they apply for their company's registration. */
export const OPERATOR_PAGE_ACTIONS: Record<string, readonly Action[]> = {
  COMPANY_REGISTER: ['QUERY', 'DETAIL', 'ADD', 'EDIT', 'SUBMIT'],
};
