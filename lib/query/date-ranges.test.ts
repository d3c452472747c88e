import { format } from 'date-fns';
import { clipToAllowed, defaultRange, earliestAllowedDay, isDayDisabled, QUICK_RANGES, quickRange, type QuickRange } from './date-ranges';

const fmt = (date: Date) => format(date, 'yyyy-MM-dd HH:mm:ss');
const range = (key: QuickRange, now: Date) => {
  const { from, to } = quickRange(key, now);
  return [fmt(from), fmt(to)];
};

// A fixed clock: Wednesday 2026-11-18 15:30 (local time).
const now = new Date(2026, 10, 18, 15, 30, 0);

describe('quick ranges', () => {
  it.each<[QuickRange, string, string]>([
    ['today', '2026-11-18 00:00:00', '2026-11-18 23:59:59'],
    ['yesterday', '2026-11-17 00:00:00', '2026-11-17 23:59:59'],
    ['tomorrow', '2026-11-19 00:00:00', '2026-11-19 23:59:59'],
    ['past7Days', '2026-11-12 00:00:00', '2026-11-18 23:59:59'],
    ['past30Days', '2026-10-20 00:00:00', '2026-11-18 23:59:59'],
    ['next7Days', '2026-11-18 00:00:00', '2026-11-24 23:59:59'],
    ['next30Days', '2026-11-18 00:00:00', '2026-12-17 23:59:59'],
    ['thisWeek', '2026-11-16 00:00:00', '2026-11-22 23:59:59'],
    ['lastWeek', '2026-11-09 00:00:00', '2026-11-15 23:59:59'],
    ['nextWeek', '2026-11-23 00:00:00', '2026-11-29 23:59:59'],
    ['thisMonth', '2026-11-01 00:00:00', '2026-11-30 23:59:59'],
    ['lastMonth', '2026-10-01 00:00:00', '2026-10-31 23:59:59'],
    ['nextMonth', '2026-12-01 00:00:00', '2026-12-31 23:59:59'],
    ['thisQuarter', '2026-10-01 00:00:00', '2026-12-31 23:59:59'],
    ['lastQuarter', '2026-07-01 00:00:00', '2026-09-30 23:59:59'],
    ['nextQuarter', '2027-01-01 00:00:00', '2027-03-31 23:59:59'],
    ['quarter1', '2026-01-01 00:00:00', '2026-03-31 23:59:59'],
    ['quarter2', '2026-04-01 00:00:00', '2026-06-30 23:59:59'],
    ['quarter3', '2026-07-01 00:00:00', '2026-09-30 23:59:59'],
    ['quarter4', '2026-10-01 00:00:00', '2026-12-31 23:59:59'],
    ['firstHalfYear', '2026-01-01 00:00:00', '2026-06-30 23:59:59'],
    ['secondHalfYear', '2026-07-01 00:00:00', '2026-12-31 23:59:59'],
    ['thisYear', '2026-01-01 00:00:00', '2026-12-31 23:59:59'],
    ['lastYear', '2025-01-01 00:00:00', '2025-12-31 23:59:59'],
    ['nextYear', '2027-01-01 00:00:00', '2027-12-31 23:59:59'],
  ])('%s', (key, from, to) => {
    expect(range(key, now)).toEqual([from, to]);
  });

  it('covers every quick range of the spec', () => {
    expect(QUICK_RANGES).toHaveLength(25);
  });

  it('starts weeks on Monday, also when today is Sunday or Monday', () => {
    expect(range('thisWeek', new Date(2026, 10, 22, 9))).toEqual(['2026-11-16 00:00:00', '2026-11-22 23:59:59']);
    expect(range('thisWeek', new Date(2026, 10, 23, 9))).toEqual(['2026-11-23 00:00:00', '2026-11-29 23:59:59']);
    expect(range('lastWeek', new Date(2027, 0, 3, 9))).toEqual(['2026-12-21 00:00:00', '2026-12-27 23:59:59']);
  });

  it('handles quarter and half-year boundaries and leap years', () => {
    expect(range('thisQuarter', new Date(2026, 2, 31, 23, 59))).toEqual(['2026-01-01 00:00:00', '2026-03-31 23:59:59']);
    expect(range('thisQuarter', new Date(2026, 3, 1, 0, 0))).toEqual(['2026-04-01 00:00:00', '2026-06-30 23:59:59']);
    expect(range('lastQuarter', new Date(2026, 0, 15))).toEqual(['2025-10-01 00:00:00', '2025-12-31 23:59:59']);
    expect(range('lastMonth', new Date(2028, 2, 31))).toEqual(['2028-02-01 00:00:00', '2028-02-29 23:59:59']);
    expect(range('quarter1', new Date(2028, 5, 1))).toEqual(['2028-01-01 00:00:00', '2028-03-31 23:59:59']);
    expect(range('past30Days', new Date(2028, 2, 1, 8))).toEqual(['2028-02-01 00:00:00', '2028-03-01 23:59:59']);
    expect(range('past30Days', new Date(2027, 2, 1, 8))).toEqual(['2027-01-31 00:00:00', '2027-03-01 23:59:59']);
  });
});

describe('the allowed window (past year, not after today)', () => {
  it('allows days from the first whole day within 31536000000 ms up to today', () => {
    expect(fmt(earliestAllowedDay(now))).toBe('2025-11-19 00:00:00');
    expect(isDayDisabled(new Date(2025, 10, 18), now)).toBe(true);
    expect(isDayDisabled(new Date(2025, 10, 19), now)).toBe(false);
    expect(isDayDisabled(new Date(2026, 10, 18, 23), now)).toBe(false);
    expect(isDayDisabled(new Date(2026, 10, 19), now)).toBe(true);
  });

  it('keeps a range inside the window as it is', () => {
    expect(clipToAllowed(quickRange('lastMonth', now), now)).toEqual({ range: quickRange('lastMonth', now), clipped: false });
  });

  it('clips a range that crosses the window and says so', () => {
    const thisMonth = clipToAllowed(quickRange('thisMonth', now), now);
    expect(thisMonth.clipped).toBe(true);
    expect(thisMonth.range && [fmt(thisMonth.range.from), fmt(thisMonth.range.to)]).toEqual(['2026-11-01 00:00:00', '2026-11-18 23:59:59']);
    const lastYear = clipToAllowed(quickRange('lastYear', now), now);
    expect(lastYear.range && fmt(lastYear.range.from)).toBe('2025-11-19 00:00:00');
  });

  it('disables ranges wholly outside the window', () => {
    for (const key of ['tomorrow', 'nextWeek', 'nextMonth', 'nextQuarter', 'nextYear'] as const) {
      expect(clipToAllowed(quickRange(key, now), now)).toEqual({ range: null, clipped: false });
    }
  });

  it('defaults to three months ago 00:00:00 until today 23:59:59', () => {
    const { from, to } = defaultRange(now);
    expect([fmt(from), fmt(to)]).toEqual(['2026-08-18 00:00:00', '2026-11-18 23:59:59']);
    expect(fmt(defaultRange(new Date(2026, 4, 31, 10)).from)).toBe('2026-02-28 00:00:00');
  });
});
