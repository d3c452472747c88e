import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  endOfDay,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
  setMonth,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
} from 'date-fns';

/** Spec §5/§9: date pickers allow only the past year (31536000000 ms) and nothing after today. */
export const PAST_YEAR_MS = 31_536_000_000;
const WEEK = { weekStartsOn: 1 } as const;

export type DateRange = { from: Date; to: Date };

export const QUICK_RANGES = [
  'today',
  'yesterday',
  'tomorrow',
  'past7Days',
  'past30Days',
  'next7Days',
  'next30Days',
  'thisWeek',
  'lastWeek',
  'nextWeek',
  'thisMonth',
  'lastMonth',
  'nextMonth',
  'thisQuarter',
  'lastQuarter',
  'nextQuarter',
  'quarter1',
  'quarter2',
  'quarter3',
  'quarter4',
  'firstHalfYear',
  'secondHalfYear',
  'thisYear',
  'lastYear',
  'nextYear',
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const day = (date: Date): DateRange => ({ from: startOfDay(date), to: endOfDay(date) });
const quarterOf = (now: Date, quarter: number): DateRange => {
  const start = startOfQuarter(setMonth(startOfYear(now), (quarter - 1) * 3));
  return { from: start, to: endOfQuarter(start) };
};

/** The raw range of a quick pick, before the allowed window is applied. Weeks start on Monday. */
export function quickRange(key: QuickRange, now: Date): DateRange {
  switch (key) {
    case 'today':
      return day(now);
    case 'yesterday':
      return day(subDays(now, 1));
    case 'tomorrow':
      return day(addDays(now, 1));
    case 'past7Days':
      return { from: startOfDay(subDays(now, 6)), to: endOfDay(now) };
    case 'past30Days':
      return { from: startOfDay(subDays(now, 29)), to: endOfDay(now) };
    case 'next7Days':
      return { from: startOfDay(now), to: endOfDay(addDays(now, 6)) };
    case 'next30Days':
      return { from: startOfDay(now), to: endOfDay(addDays(now, 29)) };
    case 'thisWeek':
      return { from: startOfWeek(now, WEEK), to: endOfWeek(now, WEEK) };
    case 'lastWeek':
      return { from: startOfWeek(addWeeks(now, -1), WEEK), to: endOfWeek(addWeeks(now, -1), WEEK) };
    case 'nextWeek':
      return { from: startOfWeek(addWeeks(now, 1), WEEK), to: endOfWeek(addWeeks(now, 1), WEEK) };
    case 'thisMonth':
      return { from: startOfMonth(now), to: endOfMonth(now) };
    case 'lastMonth':
      return { from: startOfMonth(addMonths(now, -1)), to: endOfMonth(addMonths(now, -1)) };
    case 'nextMonth':
      return { from: startOfMonth(addMonths(now, 1)), to: endOfMonth(addMonths(now, 1)) };
    case 'thisQuarter':
      return { from: startOfQuarter(now), to: endOfQuarter(now) };
    case 'lastQuarter':
      return { from: startOfQuarter(addQuarters(now, -1)), to: endOfQuarter(addQuarters(now, -1)) };
    case 'nextQuarter':
      return { from: startOfQuarter(addQuarters(now, 1)), to: endOfQuarter(addQuarters(now, 1)) };
    case 'quarter1':
      return quarterOf(now, 1);
    case 'quarter2':
      return quarterOf(now, 2);
    case 'quarter3':
      return quarterOf(now, 3);
    case 'quarter4':
      return quarterOf(now, 4);
    case 'firstHalfYear':
      return { from: startOfYear(now), to: endOfMonth(setMonth(startOfYear(now), 5)) };
    case 'secondHalfYear':
      return { from: startOfMonth(setMonth(startOfYear(now), 6)), to: endOfYear(now) };
    case 'thisYear':
      return { from: startOfYear(now), to: endOfYear(now) };
    case 'lastYear':
      return { from: startOfYear(addYears(now, -1)), to: endOfYear(addYears(now, -1)) };
    case 'nextYear':
      return { from: startOfYear(addYears(now, 1)), to: endOfYear(addYears(now, 1)) };
  }
}

/** The earliest selectable day: the first whole day not older than one year (as d2-admin's picker disables days). */
export function earliestAllowedDay(now: Date): Date {
  const limit = new Date(now.getTime() - PAST_YEAR_MS);
  const limitDay = startOfDay(limit);
  return limitDay.getTime() === limit.getTime() ? limitDay : addDays(limitDay, 1);
}

export function isDayDisabled(date: Date, now: Date): boolean {
  return startOfDay(date) < earliestAllowedDay(now) || startOfDay(date) > startOfDay(now);
}

export type ClippedRange = { range: DateRange; clipped: boolean } | { range: null; clipped: false };

/**
 * Applies the allowed window: a range partly outside is clipped (and says so), a range wholly
 * outside (e.g. next month) is disabled — never silently wrong.
 */
export function clipToAllowed(range: DateRange, now: Date): ClippedRange {
  const min = earliestAllowedDay(now);
  const max = endOfDay(now);
  const from = range.from < min ? min : range.from;
  const to = range.to > max ? max : range.to;
  if (from > to) return { range: null, clipped: false };
  return { range: { from, to }, clipped: from.getTime() !== range.from.getTime() || to.getTime() !== range.to.getTime() };
}

/** Spec §5: from three months ago at 00:00:00 to today at 23:59:59. */
export function defaultRange(now: Date): DateRange {
  return { from: startOfDay(subMonths(now, 3)), to: endOfDay(now) };
}
