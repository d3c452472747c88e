import { eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { company, member } from '../../db/schema';

/** Members of the platform operator company see every company's documents (DOMAIN.md "Scope data by company"). */
export const PLATFORM_OPERATOR_COMPANY_ID = 'company-platform';

/**
 * What a member may see: everything (platform operator), or the documents of its own company,
 * named by the company's customs code or USCC (messages carry either). A member without a
 * company sees nothing (fail closed).
 */
export type DataScope = { all: true; company: CompanyRef | null } | { all: false; company: CompanyRef | null; codes: string[] };
export type CompanyRef = { id: string; name: string; customsCode: string; uscc: string };

export async function dataScopeFor(db: Db, memberId: string): Promise<DataScope> {
  const [row] = await db
    .select({ id: company.id, name: company.name, customsCode: company.customsCode, uscc: company.uscc })
    .from(member)
    .leftJoin(company, eq(company.id, member.companyId))
    .where(eq(member.id, memberId))
    .limit(1);
  const ref = row?.id ? { id: row.id, name: row.name ?? '', customsCode: row.customsCode ?? '', uscc: row.uscc ?? '' } : null;
  if (ref?.id === PLATFORM_OPERATOR_COMPANY_ID) return { all: true, company: ref };
  return { all: false, company: ref, codes: ref ? [ref.customsCode, ref.uscc].filter((code) => code !== '') : [] };
}

/** Condition "one of `columns` holds one of the member's company codes"; undefined when unrestricted. */
export function companyCodeCondition(scope: DataScope, columns: readonly AnyColumn[]): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.codes.length === 0) return sql`false`;
  return or(...columns.map((column) => inArray(column, scope.codes)));
}

/** True when the scope lets the member see a document with these company codes. */
export function scopeAllows(scope: DataScope, codes: readonly (string | null | undefined)[]): boolean {
  return scope.all || codes.some((code) => code != null && scope.codes.includes(code));
}
