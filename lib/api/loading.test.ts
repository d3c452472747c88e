import { isLoading, isTracked, LOADING_OFF_DELAY_MS, trackRequest, UNTRACKED_PATHS } from './loading';

describe('global loading flag (spec §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('is on at the first tracked request and off 300 ms after it ends', () => {
    expect(isLoading()).toBe(false);
    const done = trackRequest('/api/app/declare/imports/head/page');
    expect(isLoading()).toBe(true);
    done();
    jest.advanceTimersByTime(LOADING_OFF_DELAY_MS - 1);
    expect(isLoading()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isLoading()).toBe(false);
  });

  it('stays on while overlapping requests run and goes off 300 ms after the last', () => {
    const first = trackRequest('/api/a');
    const second = trackRequest('/api/b');
    first();
    jest.advanceTimersByTime(1_000);
    expect(isLoading()).toBe(true);
    second();
    jest.advanceTimersByTime(299);
    expect(isLoading()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isLoading()).toBe(false);
  });

  it('a request starting within the 300 ms keeps the flag on', () => {
    trackRequest('/api/a')();
    jest.advanceTimersByTime(200);
    const next = trackRequest('/api/b');
    jest.advanceTimersByTime(500);
    expect(isLoading()).toBe(true);
    next();
    jest.advanceTimersByTime(LOADING_OFF_DELAY_MS);
    expect(isLoading()).toBe(false);
  });

  it('ending a request twice counts once', () => {
    const first = trackRequest('/api/a');
    const second = trackRequest('/api/b');
    first();
    first();
    jest.advanceTimersByTime(LOADING_OFF_DELAY_MS);
    expect(isLoading()).toBe(true);
    second();
    jest.advanceTimersByTime(LOADING_OFF_DELAY_MS);
    expect(isLoading()).toBe(false);
  });

  it('the seven background calls never turn it on (the gcode import does)', () => {
    expect(UNTRACKED_PATHS).toHaveLength(7);
    for (const path of UNTRACKED_PATHS) {
      expect(isTracked(`${path}?t=1`)).toBe(false);
      trackRequest(path);
      expect(isLoading()).toBe(false);
    }
    expect(isTracked('/api/app/gcode/import/gcode')).toBe(true);
  });
});
