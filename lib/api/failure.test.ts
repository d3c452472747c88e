import { PlatformMessage } from '@/customs-api/contract/envelope';
import { CATALOGUED_STATUSES, interpretResponse, networkFailure } from './failure';
import { CATALOGUES, catalogueTranslator } from './test-support';

const zh = catalogueTranslator('zh-CN');
const en = catalogueTranslator('en');
const URL_ = '/api/app/declare/imports/head/page';

describe('envelope codes (spec §8)', () => {
  it('code 0 returns the data', () => {
    expect(interpretResponse(200, { code: 0, message: '', data: { rows: [1] } }, URL_, zh)).toEqual({ ok: true, data: { rows: [1] } });
  });

  it.each([[{ rows: [] }], [[1, 2]], ['plain text'], [undefined]])('a body without a code is returned as is: %j', (body) => {
    expect(interpretResponse(200, body, URL_, zh)).toEqual({ ok: true, data: body });
  });

  it.each([-1, 1, 5, 9, 99, 12345])('code %d raises the server message as a toasted failure that keeps the session', (code) => {
    const outcome = interpretResponse(200, { code, message: `失败 ${code}`, data: { field: 'x' } }, URL_, zh);
    expect(outcome).toEqual({
      ok: false,
      failure: { kind: 'business', status: 200, code, message: `失败 ${code}`, toast: true, endSession: 'no', url: URL_, data: { field: 'x' } },
    });
  });

  it('code -1 with 用户不存在. ends the session', () => {
    const outcome = interpretResponse(200, { code: -1, message: PlatformMessage.userGone, data: null }, URL_, zh);
    expect(outcome.ok || outcome.failure).toMatchObject({ message: '用户不存在.', toast: true, endSession: 'login' });
  });

  it('code 1 with 用户不存在. (not -1) does not end the session', () => {
    const outcome = interpretResponse(200, { code: 1, message: PlatformMessage.userGone }, URL_, zh);
    expect(outcome.ok || outcome.failure).toMatchObject({ endSession: 'no' });
  });

  it('登录已过期 is never toasted, in an envelope or on a 401', () => {
    const business = interpretResponse(200, { code: 1, message: PlatformMessage.sessionExpired }, URL_, zh);
    const http = interpretResponse(401, { code: 401, message: PlatformMessage.sessionExpired }, URL_, zh);
    expect(business.ok || business.failure).toMatchObject({ toast: false, message: '登录已过期' });
    expect(http.ok || http.failure).toMatchObject({ toast: false, endSession: 'login' });
  });

  it('a business failure without a message still says something', () => {
    const outcome = interpretResponse(200, { code: 7, message: '' }, URL_, en);
    expect(outcome.ok || outcome.failure).toMatchObject({ message: 'Request failed (7)' });
  });
});

describe('HTTP status catalogue (spec §8)', () => {
  const expected = {
    'zh-CN': {
      400: '请求错误',
      401: '未授权，请登录',
      403: '拒绝访问',
      404: `请求地址出错: ${URL_}`,
      408: '请求超时',
      500: '服务器内部错误',
      501: '服务未实现',
      502: '网关错误',
      503: '服务不可用',
      504: '网关超时',
      505: 'HTTP版本不受支持',
    },
    en: {
      400: 'Request error',
      401: 'Unauthorized, please log in',
      403: 'Access denied',
      404: `Request address error: ${URL_}`,
      408: 'Request timeout',
      500: 'Internal server error',
      501: 'Service not implemented',
      502: 'Bad gateway',
      503: 'Service unavailable',
      504: 'Gateway timeout',
      505: 'HTTP version not supported',
    },
  } as const;

  describe.each(['zh-CN', 'en'] as const)('%s', (locale) => {
    const t = catalogueTranslator(locale);
    it.each(CATALOGUED_STATUSES.map((status) => [status]))('%d without a server message shows the catalogue text', (status) => {
      for (const body of [undefined, '<html>Bad Gateway</html>', { code: status, message: '' }]) {
        const outcome = interpretResponse(status, body, URL_, t);
        expect(outcome.ok || outcome.failure).toMatchObject({
          kind: 'http',
          status,
          message: expected[locale][status],
          toast: true,
          endSession: status === 401 ? 'login' : 'no',
        });
      }
    });
  });

  it.each(CATALOGUED_STATUSES.map((status) => [status]))('%d prefers the server message', (status) => {
    const outcome = interpretResponse(status, { code: status, message: '服务器说明' }, URL_, zh);
    expect(outcome.ok || outcome.failure).toMatchObject({ message: '服务器说明' });
  });

  it('a status outside the catalogue names its number', () => {
    expect(interpretResponse(418, undefined, URL_, en)).toMatchObject({ failure: { message: 'Request failed (418)' } });
  });

  it('no response: the network message, then login', () => {
    expect(networkFailure(URL_, en)).toMatchObject({
      kind: 'network',
      message: 'Network connection failed, please check your network connection!',
      toast: true,
      endSession: 'login',
    });
    expect(networkFailure(URL_, zh).message).toBe('网络连接失败，请检查您的网络连接！');
  });

  it('all four locales have the same http and log keys', () => {
    const keys = (locale: keyof typeof CATALOGUES) =>
      ['http', 'log'].map((namespace) => Object.keys(CATALOGUES[locale][namespace as 'http' | 'log']).sort());
    for (const locale of ['zh-TW', 'en', 'ja'] as const) expect(keys(locale)).toEqual(keys('zh-CN'));
  });
});
