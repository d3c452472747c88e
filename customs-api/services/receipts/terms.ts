import { inArray, isNull, lt, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SearchTerm, TermType } from '../../contract/query';
import { RECEIPT_STAGES, RETURN_STATUSES, stageStatuses, type ReceiptStage } from '../../contract/receipts';
import { invalid } from '../../http/errors';

type Condition = (term: SearchTerm) => SQL | undefined;
/**
 * Search columns handled here rather than by the column whitelist (e.g. `returnStage`, `docNo`):
 * a condition for every term of that column, or only for some term types (`{termTypes, condition}`;
 * the other term types go to the whitelist).
 */
export type PseudoColumns = Record<string, Condition | { termTypes: readonly TermType[]; condition: Condition }>;

/** Splits the pseudo columns off; answers the remaining terms and their conditions. */
export function splitPseudoTerms(terms: readonly SearchTerm[], pseudo: PseudoColumns): { rest: SearchTerm[]; conditions: (SQL | undefined)[] } {
  const rest: SearchTerm[] = [];
  const conditions: (SQL | undefined)[] = [];
  for (const term of terms) {
    const handler = Object.hasOwn(pseudo, term.column) ? pseudo[term.column] : undefined;
    const condition = typeof handler === 'function' ? handler : handler?.termTypes.includes(term.termType) ? handler.condition : undefined;
    if (condition) conditions.push(condition(term));
    else rest.push(term);
  }
  return { rest, conditions };
}

function eqText(term: SearchTerm): string | undefined {
  if (term.termType !== 'eq') throw invalid(`查询字段 ${term.column} 不支持查询方式 ${term.termType}`);
  if (term.value === null || term.value === '') return undefined;
  if (typeof term.value !== 'string') throw invalid(`查询字段 ${term.column} 的值无效: 应为文本`);
  return term.value.trim();
}

/** `returnStage eq 'held'` or `'held,inspection'` → status conditions; `none` = no inventory receipt yet, `rejected` includes every negative code. */
export function stageCondition(status: AnyColumn, allowNone: boolean) {
  return (term: SearchTerm): SQL | undefined => {
    const text = eqText(term);
    if (!text) return undefined;
    const stages = text.split(',').map((stage) => stage.trim()) as ReceiptStage[];
    const unknown = stages.find((stage) => !(RECEIPT_STAGES as readonly string[]).includes(stage));
    if (unknown !== undefined) throw invalid(`查询字段 returnStage 的值无效: ${unknown}（可选 ${RECEIPT_STAGES.join('/')}）`);
    const parts = stages.flatMap((stage): SQL[] => {
      if (stage === 'none') return allowNone ? [isNull(status)] : [sql`false`];
      const codes = stageStatuses(stage);
      const known = codes.length > 0 ? [inArray(status, codes)] : [];
      // Like returnStage(): negative and unknown codes are rejections.
      return stage === 'rejected' ? [...known, lt(status, 0), notInArray(status, RETURN_STATUSES.map((item) => item.code))] : known;
    });
    return parts.length === 0 ? sql`false` : or(...parts);
  };
}

/**
 * `eq x` on document numbers, answered through the documents: the receipts of the inventories
 * whose number (any of `headNumbers`) equals x. Each inventory number has an index, and a receipt
 * that came before its document got an invtNo is still found by that invtNo.
 */
export function documentNumberCondition(receiptHeadId: AnyColumn, heads: PgTable, headId: AnyColumn, headNumbers: readonly AnyColumn[]) {
  return (term: SearchTerm): SQL | undefined => {
    const text = eqText(term);
    if (!text) return undefined;
    return sql`${receiptHeadId} in (select ${headId} from ${heads} where ${or(...headNumbers.map((column) => sql`${column} = ${text}`))})`;
  };
}
