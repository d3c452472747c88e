import { REPORT_NAMES, type ReportName } from '@/customs-api/contract/system';

export const REPORT_PAGE_PREFIX = '/countAnalyze/page/';

export function reportNameOf(path: string): ReportName | undefined {
  const name = path.startsWith(REPORT_PAGE_PREFIX) ? path.slice(REPORT_PAGE_PREFIX.length) : '';
  return (REPORT_NAMES as readonly string[]).includes(name) ? (name as ReportName) : undefined;
}

/**
 * The frame's address: the system parameter when it is a safe http(s) or same-site URL,
 * otherwise our built-in report page (never `javascript:` or other schemes).
 */
export function reportFrameSrc(name: ReportName, configured: string | undefined): string {
  const value = configured?.trim();
  if (value && (/^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//')))) return value;
  return `/reports/${name}`;
}
