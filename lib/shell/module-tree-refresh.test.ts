import { createTreeRefresher, sameTree } from './module-tree-refresh';

function setup(intervalMs = 15_000) {
  let time = 1_000;
  const resolvers: (() => void)[] = [];
  const fetchTree = jest.fn(() => new Promise<void>((resolve) => resolvers.push(resolve)));
  const refresher = createTreeRefresher({ fetchTree, intervalMs, now: () => time });
  return {
    refresher,
    fetchTree,
    advance: (ms: number) => {
      time += ms;
    },
    finish: async () => {
      resolvers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('module tree refresh throttle', () => {
  it('treats the rendered tree as fresh, then fetches at most once per interval', async () => {
    const { refresher, fetchTree, advance, finish } = setup();
    void refresher.request();
    expect(fetchTree).not.toHaveBeenCalled();
    advance(15_000);
    void refresher.request();
    expect(fetchTree).toHaveBeenCalledTimes(1);
    await finish();
    advance(5_000);
    void refresher.request();
    expect(fetchTree).toHaveBeenCalledTimes(1);
    advance(10_000);
    void refresher.request();
    expect(fetchTree).toHaveBeenCalledTimes(2);
  });

  it('fetches at once when forced', () => {
    const { refresher, fetchTree } = setup();
    void refresher.request(true);
    expect(fetchTree).toHaveBeenCalledTimes(1);
  });

  it('shares a fetch in flight, and fetches again after it when forced meanwhile', async () => {
    const { refresher, fetchTree, advance, finish } = setup();
    advance(20_000);
    void refresher.request();
    void refresher.request();
    expect(fetchTree).toHaveBeenCalledTimes(1);
    void refresher.request(true);
    expect(fetchTree).toHaveBeenCalledTimes(1);
    await finish();
    expect(fetchTree).toHaveBeenCalledTimes(2);
    await finish();
    expect(fetchTree).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a failed fetch', async () => {
    let time = 0;
    const fetchTree = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const refresher = createTreeRefresher({ fetchTree, intervalMs: 10, now: () => time });
    await refresher.request(true);
    time += 10;
    await refresher.request();
    expect(fetchTree).toHaveBeenCalledTimes(2);
  });

  it('compares trees by value', () => {
    expect(sameTree([{ code: 'A', menus: [] }], [{ code: 'A', menus: [] }])).toBe(true);
    expect(sameTree([{ code: 'A', buttons: [] }], [{ code: 'A', buttons: [{ code: 'A_QUERY' }] }])).toBe(false);
  });
});
