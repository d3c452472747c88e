/** @jest-environment jsdom */
import type * as Store from './store';

/** A fresh store (as after a page load) over whatever sessionStorage holds now. */
function freshStore(): typeof Store {
  let store: typeof Store | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<typeof Store>('./store');
  });
  return store!;
}

beforeEach(() => sessionStorage.clear());

describe('front-end log store', () => {
  it('writes {message, type, time, meta: {user, uuid, url}} and nothing else', () => {
    const store = freshStore();
    store.setLogIdentity({ user: 'admin', uuid: 'u-1' });
    store.pushLog('数据请求异常: 网关错误', 'danger', 'http://localhost/index');
    const [entry] = store.logEntries();
    expect(entry).toEqual({
      id: expect.any(String),
      message: '数据请求异常: 网关错误',
      type: 'danger',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      meta: { user: 'admin', uuid: 'u-1', url: 'http://localhost/index' },
    });
    expect(store.errorCount(store.logEntries())).toBe(1);
  });

  it('defaults the url to the current page', () => {
    const store = freshStore();
    store.pushLog('x', 'info');
    expect(store.logEntries()[0]?.meta.url).toBe(location.href);
  });

  it('survives a reload through sessionStorage', () => {
    freshStore().pushLog('first', 'danger');
    freshStore().pushLog('second', 'info');
    const reloaded = freshStore();
    expect(reloaded.logEntries().map((entry) => entry.message)).toEqual(['first', 'second']);
    reloaded.clearLog();
    expect(freshStore().logEntries()).toEqual([]);
  });

  it.each([['not json {'], ['{"a":1}'], ['[{"message":1}]']])('corrupt storage %j reads as an empty log that still works', (stored) => {
    sessionStorage.setItem('cbec-console-1.0.2-log', stored);
    const store = freshStore();
    expect(store.logEntries()).toEqual([]);
    store.pushLog('after', 'danger');
    expect(store.logEntries()).toHaveLength(1);
  });

  it('keeps at most LOG_CAPACITY entries, dropping the oldest', () => {
    const store = freshStore();
    for (let i = 0; i < store.LOG_CAPACITY + 5; i++) store.pushLog(`m${i}`, 'danger');
    const entries = store.logEntries();
    expect(entries).toHaveLength(store.LOG_CAPACITY);
    expect(entries[0]?.message).toBe('m5');
    expect(store.LOG_BADGE_MAX).toBe(99);
  });

  it('a full storage keeps the in-memory log working', () => {
    const store = freshStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.pushLog('kept', 'danger')).not.toThrow();
    expect(store.logEntries()).toHaveLength(1);
    setItem.mockRestore();
  });

  it('a listener that logs (or throws) while being told about an entry does not loop', () => {
    const store = freshStore();
    const relogging = jest.fn(() => store.pushLog('logged from a listener', 'danger'));
    const throwing = jest.fn(() => {
      throw new Error('broken listener');
    });
    const unsubscribe = [store.subscribeToLog(relogging), store.subscribeToLog(throwing)];
    expect(() => store.pushLog('outer', 'danger')).not.toThrow();
    expect(store.logEntries().map((entry) => entry.message)).toEqual(['outer']);
    expect(relogging).toHaveBeenCalledTimes(1);
    unsubscribe.forEach((stop) => stop());
    store.pushLog('later', 'info');
    expect(relogging).toHaveBeenCalledTimes(1);
  });
});
