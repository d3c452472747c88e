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
};

export const HOME_ROUTE = '/index';
export const LOG_ROUTE = '/log';

export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: HOME_ROUTE, titleKey: 'index', cached: true },
  { path: '/see-form', titleKey: 'viewDetails', cached: false },
  { path: '/edit-form', titleKey: 'viewDetails', cached: false },
  { path: '/workorder-detail', titleKey: 'workorderDetail', cached: true },
  { path: '/apply-record', titleKey: 'applyRecord', cached: true },
  { path: '/blockchain-Detail', titleKey: 'blockchainDetail', cached: true },
  { path: '/payDetail', titleKey: 'payDetail', cached: true },
  { path: '/limits-detail', titleKey: 'limitsDetail', cached: true },
  { path: '/manager-detail', titleKey: 'managerDetail', cached: true },
  { path: '/EnterProsesForTheRecord-Info', titleKey: 'enterpriseRecordInfo', cached: true },
  { path: '/servers-setParams', titleKey: 'serversSetParams', cached: true },
  { path: '/servers-createRuls', titleKey: 'serversCreateRules', cached: true },
  { path: '/servers-editNotice', titleKey: 'serversEditNotice', cached: true },
  { path: '/servers-noticeDetail', titleKey: 'serversNoticeDetail', cached: true },
  { path: '/servers-resiptsDetail', titleKey: 'serversReceiptsDetail', cached: true },
  { path: LOG_ROUTE, titleKey: 'log', cached: true },
  { path: '/refresh', titleKey: 'refresh', cached: false, hidden: true },
  { path: '/redirect/*', titleKey: 'redirect', cached: false, hidden: true },
  { path: '/exemption-goods/page/GoodsEdit', titleKey: 'goodsEdit', cached: true },
  { path: '/commonFun', titleKey: 'commonFun', cached: false },
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
