import { FLOW_BLOCK_ROUTE, headerRouteFor, MENU_CODE_STORAGE_KEY, requestHeaders, X_FORM_STORAGE_KEY, type HeaderContext } from './headers';

const storage: Record<string, string> = { [X_FORM_STORAGE_KEY]: 'form-42', [MENU_CODE_STORAGE_KEY]: 'MENU_007' };
const headersFor = (ctx: Partial<HeaderContext>) =>
  requestHeaders({ routePath: '/index', routeName: 'index', body: undefined, readStorage: (key) => storage[key] ?? null, ...ctx });
const extendParams = (headers: Record<string, string>) => JSON.parse(decodeURIComponent(headers['extend-params'] ?? '')) as Record<string, string>;

describe('request headers (spec §7)', () => {
  it('always carry U-Name (encoded route name) and encoded extend-params, never an authorization', () => {
    const headers = headersFor({ routeName: '进口申报' });
    expect(headers['U-Name']).toBe(encodeURIComponent('进口申报'));
    expect(extendParams(headers)).toEqual({});
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('x-authorization');
  });

  it('a body whose data has noVerify adds draftButtonCode "true"', () => {
    expect(extendParams(headersFor({ body: { data: { noVerify: false, id: 1 } } }))).toEqual({ draftButtonCode: 'true' });
    expect(extendParams(headersFor({ body: { data: { id: 1 } } }))).toEqual({});
    expect(extendParams(headersFor({ body: { noVerify: true } }))).toEqual({});
  });

  it('flowButtonCode is passed when given', () => {
    expect(extendParams(headersFor({ flowButtonCode: 'APPROVE', body: { data: { noVerify: 1 } } }))).toEqual({
      draftButtonCode: 'true',
      flowButtonCode: 'APPROVE',
    });
  });

  it('X-Form (from storage) only on the flow-block page', () => {
    expect(headersFor({ routePath: FLOW_BLOCK_ROUTE })['X-Form']).toBe('form-42');
    for (const routePath of ['/index', '/form/add-data', '/see-form']) expect(headersFor({ routePath })['X-Form']).toBeUndefined();
  });

  it('MenuCode (from storage) only on form pages', () => {
    for (const routePath of ['/form/add-data', '/form/other', '/see-form', '/edit-form', FLOW_BLOCK_ROUTE]) {
      expect(headersFor({ routePath }).MenuCode).toBe('MENU_007');
    }
    for (const routePath of ['/index', '/receipt-management/search', '/formal']) expect(headersFor({ routePath }).MenuCode).toBeUndefined();
  });

  it('nothing is sent when storage holds nothing', () => {
    const headers = requestHeaders({ routePath: FLOW_BLOCK_ROUTE, routeName: 'x', body: undefined, readStorage: () => null });
    expect(headers).not.toHaveProperty('X-Form');
    expect(headers).not.toHaveProperty('MenuCode');
  });

  it.each([
    ['/iframe-data', '/form/add-data'],
    ['/iframe-data/123', '/form/add-data'],
    ['/flow-block', FLOW_BLOCK_ROUTE],
    ['/flow-block/abc', FLOW_BLOCK_ROUTE],
    ['/flow-blocker', '/flow-blocker'],
    ['/index', '/index'],
  ])('%s counts as %s', (pathname, route) => {
    expect(headerRouteFor(pathname)).toBe(route);
  });

  it('the special entry paths get the headers of the pages they stand for', () => {
    expect(headersFor({ routePath: headerRouteFor('/flow-block') })).toMatchObject({ 'X-Form': 'form-42', MenuCode: 'MENU_007' });
    const iframe = headersFor({ routePath: headerRouteFor('/iframe-data') });
    expect(iframe.MenuCode).toBe('MENU_007');
    expect(iframe['X-Form']).toBeUndefined();
  });
});
