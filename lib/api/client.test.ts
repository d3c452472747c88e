/** @jest-environment jsdom */
import type * as Client from './client';
import type * as LogStore from '@/lib/log/store';
import type * as Toast from '@/lib/ui/toast';
import type * as TestingLibrary from '@testing-library/react/pure';
import { catalogueTranslator, fakeAnswer } from './test-support';

type Loaded = { client: typeof Client; log: typeof LogStore; toasts: () => Toast.Toast[]; goTo: jest.Mock };

/** A fresh client, log and toast store (as after a page load), with the network edge faked. */
function loadClient(): Loaded {
  let loaded: Loaded | undefined;
  jest.isolateModules(() => {
    const client = jest.requireActual<typeof Client>('./client');
    const log = jest.requireActual<typeof LogStore>('@/lib/log/store');
    const toast = jest.requireActual<typeof Toast>('@/lib/ui/toast');
    const { renderHook } = jest.requireActual<typeof TestingLibrary>('@testing-library/react/pure');
    const view = renderHook(() => toast.useToasts());
    const goTo = jest.fn();
    client.configureApiClient({ translate: catalogueTranslator('zh-CN'), goTo });
    loaded = { client, log, toasts: () => view.result.current, goTo };
  });
  return loaded!;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answerWith = (response: Response) => fetchMock.mockResolvedValueOnce(response);
/** Lets the fire-and-forget session end (logout, then navigation) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.clear();
  history.replaceState(null, '', '/receipt-management/search?page=2');
});

const PAGE_CALL = '/api/app/declare/imports/head/page';

describe('apiRequest', () => {
  it('calls the BFF with a relative URL, JSON body and the spec headers; code 0 resolves to data', async () => {
    const { client, toasts, log } = loadClient();
    answerWith(fakeAnswer(200, { code: 0, message: '', data: { total: 3 } }));
    await expect(client.apiRequest(PAGE_CALL, { body: { data: { noVerify: true } }, flowButtonCode: 'SAVE' })).resolves.toEqual({ total: 3 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(PAGE_CALL);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ data: { noVerify: true } }));
    const headers = init.headers as Record<string, string>;
    expect(headers['U-Name']).toBe(encodeURIComponent('/receipt-management/search'));
    expect(JSON.parse(decodeURIComponent(headers['extend-params']!))).toEqual({ draftButtonCode: 'true', flowButtonCode: 'SAVE' });
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('x-authorization');
    expect(toasts()).toEqual([]);
    expect(log.logEntries()).toEqual([]);
  });

  it('a body without a code comes back as is; a success message shows only when asked', async () => {
    const { client, toasts } = loadClient();
    answerWith(fakeAnswer(200, [1, 2]));
    await expect(client.apiRequest('/api/x')).resolves.toEqual([1, 2]);
    expect(toasts()).toEqual([]);
    answerWith(fakeAnswer(200, { code: 0, data: null }));
    await client.apiRequest('/api/x', { successMessage: '保存成功' });
    expect(toasts()).toMatchObject([{ kind: 'success', message: '保存成功' }]);
  });

  it.each([-1, 1, 5, 9, 99])('code %d: red toast for 5 s, 数据请求异常 in the log, ApiError, no navigation', async (code) => {
    const { client, toasts, log, goTo } = loadClient();
    log.setLogIdentity({ user: 'admin', uuid: 'u-1' });
    answerWith(fakeAnswer(200, { code, message: '单号重复', data: null }));
    const call = client.apiRequest(PAGE_CALL);
    await expect(call).rejects.toBeInstanceOf(client.ApiError);
    await expect(call).rejects.toMatchObject({ failure: { code, message: '单号重复' } });
    expect(toasts()).toMatchObject([{ kind: 'error', message: '单号重复', durationMs: 5_000 }]);
    expect(log.logEntries()).toMatchObject([
      { type: 'danger', message: `数据请求异常: 单号重复 (${PAGE_CALL})`, meta: { user: 'admin', uuid: 'u-1', url: location.href } },
    ]);
    await settle();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('code -1 with 用户不存在. ends the console session, then goes to login once', async () => {
    const { client, goTo } = loadClient();
    fetchMock.mockImplementation(async (url) => fakeAnswer(200, url === '/api/auth/logout' ? { code: 0 } : { code: -1, message: '用户不存在.' }));
    await expect(client.apiRequest(PAGE_CALL)).rejects.toMatchObject({ failure: { endSession: 'login' } });
    await expect(client.apiRequest(PAGE_CALL)).rejects.toBeInstanceOf(client.ApiError);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([PAGE_CALL, PAGE_CALL, '/api/auth/logout'].sort());
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout')?.[1]).toMatchObject({ method: 'POST' });
    expect(goTo.mock.calls).toEqual([[`/login?redirect=${encodeURIComponent('/receipt-management/search?page=2')}`]]);
  });

  it('登录已过期 on a 401 is logged but not toasted, and goes to login with the current page', async () => {
    const { client, toasts, log, goTo } = loadClient();
    answerWith(fakeAnswer(401, { code: 401, message: '登录已过期' }));
    await expect(client.apiRequest(PAGE_CALL)).rejects.toMatchObject({ failure: { status: 401 } });
    expect(toasts()).toEqual([]);
    expect(log.logEntries()).toMatchObject([{ type: 'danger', message: expect.stringContaining('登录已过期') }]);
    expect(goTo).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/receipt-management/search?page=2')}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an HTTP status without a server message shows the catalogue text', async () => {
    const { client, toasts } = loadClient();
    answerWith(fakeAnswer(404, '<html>not found</html>', { 'content-type': 'text/html' }));
    await expect(client.apiRequest('/api/nowhere')).rejects.toMatchObject({ failure: { status: 404, message: '请求地址出错: /api/nowhere' } });
    answerWith(fakeAnswer(403, { code: 403, message: '' }));
    await expect(client.apiRequest('/api/x')).rejects.toMatchObject({ failure: { message: '拒绝访问' } });
    expect(toasts().map((toast) => toast.message)).toEqual(['请求地址出错: /api/nowhere', '拒绝访问']);
  });

  it('no response at all: network message, log entry, login with the current page', async () => {
    const { client, toasts, log, goTo } = loadClient();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.apiRequest(PAGE_CALL)).rejects.toMatchObject({ failure: { kind: 'network' } });
    expect(toasts()).toMatchObject([{ kind: 'error', message: '网络连接失败，请检查您的网络连接！' }]);
    expect(log.logEntries()).toHaveLength(1);
    expect(goTo).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/receipt-management/search?page=2')}&reason=network`);
  });

  it('the BFF saying the platform is unreachable counts as no response', async () => {
    const { client, goTo } = loadClient();
    answerWith(fakeAnswer(502, { code: 502, message: '' }, { 'x-upstream-unreachable': '1' }));
    await expect(client.apiRequest(PAGE_CALL)).rejects.toMatchObject({ failure: { kind: 'network', message: '网络连接失败，请检查您的网络连接！' } });
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it('on the login page failures never navigate (no loop), and login calls are not 数据请求异常', async () => {
    history.replaceState(null, '', '/login?redirect=%2Findex');
    const { client, toasts, log, goTo } = loadClient();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.apiRequest('/api/auth/captcha')).rejects.toBeInstanceOf(client.ApiError);
    answerWith(fakeAnswer(200, { code: 1, message: '用户名或密码错误' }));
    await expect(client.apiRequest('/api/auth/login', { body: {} })).rejects.toBeInstanceOf(client.ApiError);
    expect(toasts().map((toast) => toast.message)).toEqual(['网络连接失败，请检查您的网络连接！', '用户名或密码错误']);
    expect(log.logEntries().map(({ message, type }) => ({ message, type }))).toEqual([
      { message: '网络连接失败，请检查您的网络连接！', type: 'info' },
      { message: '用户名或密码错误', type: 'info' },
    ]);
    await settle();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('silent calls are not toasted but still logged', async () => {
    const { client, toasts, log } = loadClient();
    answerWith(fakeAnswer(500, { code: 500, message: '' }));
    await expect(client.apiRequest(PAGE_CALL, { silent: true })).rejects.toMatchObject({ failure: { message: '服务器内部错误' } });
    expect(toasts()).toEqual([]);
    expect(log.logEntries()).toHaveLength(1);
  });

  it('a call the browser itself times out is a 408 that keeps the session', async () => {
    const { client, goTo } = loadClient();
    fetchMock.mockImplementationOnce(
      (_url, init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    await expect(client.apiRequest(PAGE_CALL, { timeoutMs: 20 })).rejects.toMatchObject({ failure: { status: 408, message: '请求超时' } });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a call cancelled by its caller is neither toasted nor logged', async () => {
    const { client, toasts, log } = loadClient();
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(client.apiRequest(PAGE_CALL, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts()).toEqual([]);
    expect(log.logEntries()).toEqual([]);
  });

  it('FormData uploads go without a JSON content type', async () => {
    const { client } = loadClient();
    answerWith(fakeAnswer(200, { code: 0, data: 'ok' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'goods.xlsx');
    await client.apiRequest('/api/app/gcode/import/gcode', { body: form });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
