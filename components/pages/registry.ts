import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '@/lib/ui/lazy-page';

/**
 * A page body rendered inside a tab; it gets its own location (also from `useTabLocation()`) so
 * hidden tabs never read the URL. Pages are client components, kept alive while their tab is hidden.
 */
export type PageProps = { path: string; params: Record<string, string>; query: Record<string, string>; title: string };
type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Every module page the console knows, keyed by route path. A page granted by the member's tree but
 * not built yet (null) shows the "under construction" panel; a known page that the tree does not
 * grant shows 403; an unknown path shows 404.
 */
/** The six statistics reports share one page: a frame whose address is a system parameter. */
const reportFrame = lazyPage(() => import('@/components/reports/ReportFramePage'));
/** Import and export share one page each; the path gives the direction. */
const inventoryReceipts = lazyPage(() => import('@/components/receipts/InventoryReceiptsPage'));
const clearanceGoods = lazyPage(() => import('@/components/clearance/ClearanceGoodsPage'));

export const MODULE_PAGES: Record<string, PageComponent | null> = {
  '/receipts-Module/import-resipts/list': inventoryReceipts,
  '/receipts-Module/exit-resipts/list': inventoryReceipts,
  '/receipt-management/search': lazyPage(() => import('@/components/receipts/ReceiptSearchPage')),
  '/receipt-management/history': lazyPage(() => import('@/components/receipts/ReceiptHistoryPage')),
  '/receipt-management/parse-failure': lazyPage(() => import('@/components/receipts/ParseFailurePage')),
  '/customsDeclaration/imports': lazyPage(() => import('@/components/declare/DeclareImportsPage')),
  '/customsDeclaration/statistics': null,
  '/clearance-goods/import': clearanceGoods,
  '/clearance-goods/exit': clearanceGoods,
  '/collection-verification/summary': null,
  '/collection-verification/export/list': null,
  '/collection-verification/import/list': null,
  '/collection-verification/export/goods': null,
  '/exemption-goods/page/ExemptionGoodsManagement': null,
  '/register-Company/list': lazyPage(() => import('@/components/companies/ApplicationsPage')),
  '/company-Auth/list': lazyPage(() => import('@/components/companies/CompanyAuthPage')),
  '/company-management/manager': lazyPage(() => import('@/components/companies/CompaniesPage')),
  '/company-management/limits': lazyPage(() => import('@/components/companies/LimitsPage')),
  '/servers-ruleList': null,
  '/countAnalyze/page/ExpuFromPassMonth': reportFrame,
  '/countAnalyze/page/ExpuFromPassWeek': reportFrame,
  '/countAnalyze/page/InvoFromPassMonth': reportFrame,
  '/countAnalyze/page/InvoFromPassWeek': reportFrame,
  '/countAnalyze/page/platefromMonth': reportFrame,
  '/countAnalyze/page/platefromWeek': reportFrame,
  '/bigScreen/countAnalyze': null,
  '/bigScreen/countResult': null,
  '/document-management/list': null,
  '/form-data/notice': null,
  '/document-center/guide': null,
  '/notice-management/list': null,
  '/organization/member': lazyPage(() => import('@/components/organization/MembersPage')),
  '/organization/member-attr': lazyPage(() => import('@/components/organization/MemberAttributesPage')),
  '/organization/audit-log': lazyPage(() => import('@/components/organization/AuditLogPage')),
  '/user-management/user-list': lazyPage(() => import('@/components/organization/UserListPage')),
  '/permission/menu': lazyPage(() => import('@/components/permission/MenuPage')),
  '/permission/group': lazyPage(() => import('@/components/permission/GroupsPage')),
  '/permission/resource': lazyPage(() => import('@/components/permission/ResourcesPage')),
  '/workOrder-management/list': null,
  '/service-center/index': null,
  '/timedTask/list': null,
  '/dictionarymanaged/dictionary': lazyPage(() => import('./DictionaryBrowserPage')),
  '/dictionarymanaged/exchange-rate': null,
  '/dictionarymanaged/system-params': null,
  '/hscode-management/list': lazyPage(() => import('@/components/hscode/HsCodePage')),
  '/blockchain/DepositCertificate': null,
  '/signatureRecord/list': null,
  '/integrated-service/forex': null,
  '/system-About/message-queue': null,
  '/payment/list': null,
  '/count-management/list': null,
};

/** Pages of the static routes (spec §2) that are built; the others show "under construction". */
export const STATIC_PAGES: Record<string, PageComponent> = {
  '/index': lazyPage(() => import('./HomePage')),
  '/log': lazyPage(() => import('@/components/log/LogPage')),
  '/customsDeclaration/imports/detail': lazyPage(() => import('@/components/declare/HeadDetailPage')),
  '/apply-record': lazyPage(() => import('@/components/companies/ApplyRecordPage')),
  '/limits-detail': lazyPage(() => import('@/components/companies/LimitDetailPage')),
  '/manager-detail': lazyPage(() => import('@/components/companies/CompanyDetailPage')),
  '/EnterProsesForTheRecord-Info': lazyPage(() => import('@/components/companies/ApplicationDetailPage')),
  '/servers-resiptsDetail': lazyPage(() => import('@/components/receipts/ReceiptDetailPage')),
};
