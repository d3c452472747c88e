/**
 * Console routes that exist whatever the member's module tree says (spec §2 "Static routes"),
 * each with its title key (messages `routes.*`) and whether its page is kept alive in a tab.
 */
export type StaticRoute = {
  /** Exact path, or a prefix ending in '/*'. */
  path: string;
  titleKey: string;
  cached: boolean;
  /** Hidden routes never get a tab of their own (refresh, redirect). */
  hidden?: boolean;
  /** The module page a detail page belongs to: its side-menu item stays active. */
  parent?: string;
};

export const HOME_ROUTE = '/index';
export const LOG_ROUTE = '/log';

export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: HOME_ROUTE, titleKey: 'index', cached: true },
  { path: '/see-form', titleKey: 'viewDetails', cached: false },
  { path: '/edit-form', titleKey: 'viewDetails', cached: false },
  { path: '/workorder-detail', titleKey: 'workorderDetail', cached: true, parent: '/workOrder-management/list' },
  { path: '/apply-record', titleKey: 'applyRecord', cached: true, parent: '/register-Company/list' },
  { path: '/blockchain-Detail', titleKey: 'blockchainDetail', cached: true, parent: '/blockchain/DepositCertificate' },
  { path: '/payDetail', titleKey: 'payDetail', cached: true, parent: '/payment/list' },
  { path: '/limits-detail', titleKey: 'limitsDetail', cached: true, parent: '/company-management/limits' },
  { path: '/manager-detail', titleKey: 'managerDetail', cached: true, parent: '/company-management/manager' },
  { path: '/EnterProsesForTheRecord-Info', titleKey: 'enterpriseRecordInfo', cached: true, parent: '/register-Company/list' },
  { path: '/servers-setParams', titleKey: 'serversSetParams', cached: true, parent: '/dictionarymanaged/system-params' },
  { path: '/servers-createRuls', titleKey: 'serversCreateRules', cached: true, parent: '/servers-ruleList' },
  { path: '/servers-editNotice', titleKey: 'serversEditNotice', cached: true, parent: '/notice-management/list' },
  { path: '/servers-noticeDetail', titleKey: 'serversNoticeDetail', cached: true, parent: '/notice-management/list' },
  { path: '/servers-resiptsDetail', titleKey: 'serversReceiptsDetail', cached: true, parent: '/receipts-Module/import-resipts/list' },
  { path: LOG_ROUTE, titleKey: 'log', cached: true },
  { path: '/refresh', titleKey: 'refresh', cached: false, hidden: true },
  { path: '/redirect/*', titleKey: 'redirect', cached: false, hidden: true },
  { path: '/exemption-goods/page/GoodsEdit', titleKey: 'goodsEdit', cached: true, parent: '/exemption-goods/page/ExemptionGoodsManagement' },
  { path: '/commonFun', titleKey: 'commonFun', cached: false },
  { path: '/customsDeclaration/imports/detail', titleKey: 'declareHeadDetail', cached: true, parent: '/customsDeclaration/imports' },
];

export function findStaticRoute(pathname: string): StaticRoute | undefined {
  return STATIC_ROUTES.find((route) =>
    route.path.endsWith('/*') ? pathname.startsWith(route.path.slice(0, -1)) : route.path === pathname,
  );
}

/** Spec §2: pages under receipts-Module/* are kept alive; /commonFun is not. */
export function isCachedModulePath(pathname: string): boolean {
  return pathname !== '/commonFun';
}

/** The path whose side-menu item is active for a page: a detail page lights its module's item. */
export function menuPathFor(pathname: string): string {
  return findStaticRoute(pathname)?.parent ?? pathname;
}
