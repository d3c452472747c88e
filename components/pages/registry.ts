import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page body rendered inside the shell; it gets its own location so hidden tabs never read the URL. */
export type PageProps = { path: string; query: Record<string, string>; title: string };
type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Every module page the console knows, keyed by route path. A page granted by the member's tree but
 * not built yet (null) shows the "under construction" panel; a known page that the tree does not
 * grant shows 403; an unknown path shows 404.
 */
export const MODULE_PAGES: Record<string, PageComponent | null> = {
  '/receipts-Module/import-resipts/list': null,
  '/receipts-Module/exit-resipts/list': null,
  '/receipt-management/search': null,
  '/receipt-management/history': null,
  '/receipt-management/parse-failure': null,
  '/customsDeclaration/imports': null,
  '/customsDeclaration/statistics': null,
  '/clearance-goods/import': null,
  '/clearance-goods/exit': null,
  '/collection-verification/summary': null,
  '/collection-verification/export/list': null,
  '/collection-verification/import/list': null,
  '/collection-verification/export/goods': null,
  '/exemption-goods/page/ExemptionGoodsManagement': null,
  '/register-Company/list': null,
  '/company-Auth/list': null,
  '/company-management/manager': null,
  '/company-management/limits': null,
  '/servers-ruleList': null,
  '/countAnalyze/page/ExpuFromPassMonth': null,
  '/countAnalyze/page/ExpuFromPassWeek': null,
  '/countAnalyze/page/InvoFromPassMonth': null,
  '/countAnalyze/page/InvoFromPassWeek': null,
  '/countAnalyze/page/platefromMonth': null,
  '/countAnalyze/page/platefromWeek': null,
  '/bigScreen/countAnalyze': null,
  '/bigScreen/countResult': null,
  '/document-management/list': null,
  '/form-data/notice': null,
  '/document-center/guide': null,
  '/notice-management/list': null,
  '/organization/member': null,
  '/organization/member-attr': null,
  '/user-management/user-list': null,
  '/permission/menu': null,
  '/permission/group': null,
  '/permission/resource': null,
  '/workOrder-management/list': null,
  '/service-center/index': null,
  '/timedTask/list': null,
  '/dictionarymanaged/dictionary': null,
  '/dictionarymanaged/exchange-rate': null,
  '/dictionarymanaged/system-params': null,
  '/hscode-management/list': null,
  '/blockchain/DepositCertificate': null,
  '/signatureRecord/list': null,
  '/integrated-service/forex': null,
  '/system-About/message-queue': null,
  '/payment/list': null,
  '/count-management/list': null,
};

/** Pages of the static routes (spec §2) that are built; the others show "under construction". */
export const STATIC_PAGES: Record<string, PageComponent> = {
  '/index': lazy(() => import('./HomePage')),
  '/log': lazy(() => import('@/components/log/LogPage')),
};
