/** Pages whose calls carry extra headers (spec §7, §2 "Special entry paths"). */
export const FLOW_BLOCK_ROUTE = '/flowable/flow-block';
export const ADD_DATA_FORM_ROUTE = '/form/add-data';
/** Browser storage keys the form pages write and the request headers read. */
export const X_FORM_STORAGE_KEY = 'cbec-console-x-form';
export const MENU_CODE_STORAGE_KEY = 'cbec-console-menu-code';

export type HeaderContext = {
  /** The route the call is made from, as the header rules see it (special entry paths mapped). */
  routePath: string;
  /** The current route's name (sent as U-Name). */
  routeName: string;
  body: unknown;
  flowButtonCode?: string;
  readStorage: (key: string) => string | null;
};

/** /iframe-data and /flow-block count as the add-data form and the flow block (spec §2). */
export function headerRouteFor(pathname: string): string {
  if (pathname === '/iframe-data' || pathname.startsWith('/iframe-data/')) return ADD_DATA_FORM_ROUTE;
  if (pathname === '/flow-block' || pathname.startsWith('/flow-block/')) return FLOW_BLOCK_ROUTE;
  return pathname;
}

function isFormPage(routePath: string): boolean {
  return routePath.startsWith('/form/') || routePath === '/see-form' || routePath === '/edit-form' || routePath === FLOW_BLOCK_ROUTE;
}

function hasNoVerify(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const data = (body as { data?: unknown }).data;
  return !!data && typeof data === 'object' && 'noVerify' in data;
}

/** The headers every relative call carries (spec §7 "Common behaviour"); the BFF adds X-Authorization. */
export function requestHeaders(ctx: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = { 'U-Name': encodeURIComponent(ctx.routeName) };
  const extend: Record<string, string> = {};
  if (hasNoVerify(ctx.body)) extend.draftButtonCode = 'true';
  if (ctx.flowButtonCode) extend.flowButtonCode = ctx.flowButtonCode;
  headers['extend-params'] = encodeURIComponent(JSON.stringify(extend));
  if (ctx.routePath === FLOW_BLOCK_ROUTE) {
    const form = ctx.readStorage(X_FORM_STORAGE_KEY);
    if (form) headers['X-Form'] = form;
  }
  if (isFormPage(ctx.routePath)) {
    const menuCode = ctx.readStorage(MENU_CODE_STORAGE_KEY);
    if (menuCode) headers.MenuCode = menuCode;
  }
  return headers;
}
