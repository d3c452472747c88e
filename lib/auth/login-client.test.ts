import { AUTH_PATHS } from '@/customs-api/contract/auth-paths';
import { UPSTREAM_UNREACHABLE_HEADER } from '@/lib/api/wire';
import { fetchCaptcha, fetchPublicKey, LoginCallError, sendLogin } from './login-client';

const http = { '401': '未授权，请登录', '404': '请求地址出错: {url}', '408': '请求超时', other: '请求失败（{status}）', network: '网络连接失败' };
const captcha = { captchaId: 'c1', image: '<svg/>', enabled: true };

function answer(body: unknown, init: ResponseInit = {}) {
  return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), init);
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => fetchMock.mockReset());

async function failure(promise: Promise<unknown>): Promise<LoginCallError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LoginCallError);
  return error as LoginCallError;
}

describe('the login page data client', () => {
  it('posts JSON to the BFF and returns the data of a code-0 envelope', async () => {
    fetchMock.mockResolvedValue(answer({ code: 0, message: '', data: captcha }));
    await expect(fetchCaptcha(http)).resolves.toEqual(captcha);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(AUTH_PATHS.captcha);
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'same-origin' });
  });

  it('gives the message and the data of a business failure', async () => {
    fetchMock.mockResolvedValue(answer({ code: 1, message: 'This account has no menu permission!', data: { reason: 'noMenuPermission' } }));
    const error = await failure(sendLogin({ username: 'u', password: 'p', keyId: 'k', captcha: '', captchaId: '' }, http));
    expect(error.message).toBe('This account has no menu permission!');
    expect(error.data).toEqual({ reason: 'noMenuPermission' });
  });

  it('prefers the server message of an HTTP error, else the catalogue text', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 401, message: '登录已过期' }, { status: 401 }));
    expect((await failure(fetchPublicKey(http))).message).toBe('登录已过期');
    fetchMock.mockResolvedValueOnce(answer(undefined, { status: 404 }));
    expect((await failure(fetchPublicKey(http))).message).toBe(`请求地址出错: ${AUTH_PATHS.publicKey}`);
    fetchMock.mockResolvedValueOnce(answer('oops', { status: 418 }));
    expect((await failure(fetchPublicKey(http))).message).toBe('请求失败（418）');
  });

  it('tells a network failure and an unreachable platform apart from answers', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(fetchCaptcha(http))).message).toBe('网络连接失败');
    fetchMock.mockResolvedValueOnce(answer({ code: 0, data: captcha }, { status: 502, headers: { [UPSTREAM_UNREACHABLE_HEADER]: '1' } }));
    expect((await failure(fetchCaptcha(http))).message).toBe('网络连接失败');
  });

  it('rejects an answer of another shape (not a user error)', async () => {
    fetchMock.mockResolvedValue(answer({ code: 0, data: { publicKey: 'not a key', keyId: 'k' } }));
    const error = await fetchPublicKey(http).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(LoginCallError);
  });
});
