import { asc, eq } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { MemberAttributeDef } from '../../contract/organization';
import type { Db } from '../../db/client';
import { memberAttributeDef } from '../../db/schema';
import { invalid } from '../../http/errors';
import { recordAudit } from '../audit';
import type { SessionMember } from '../tokens';

type DefRecord = typeof memberAttributeDef.$inferSelect;

function defOf(record: DefRecord): MemberAttributeDef {
  let options: string[] = [];
  try {
    const parsed: unknown = JSON.parse(record.options);
    if (Array.isArray(parsed)) options = parsed.filter((option): option is string => typeof option === 'string');
  } catch {
    // A hand-edited row with broken JSON: no options rather than a failing page.
  }
  return { ...record, options };
}

export async function attributeDefs(db: Pick<Db, 'select'>): Promise<MemberAttributeDef[]> {
  const rows = await db.select().from(memberAttributeDef).orderBy(asc(memberAttributeDef.sort), asc(memberAttributeDef.code));
  return rows.map(defOf);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The member's attribute values checked against the definitions: known codes, required present, typed values; empty values dropped. */
export function checkedAttributeValues(defs: readonly MemberAttributeDef[], values: Record<string, string>): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const [code, raw] of Object.entries(values)) {
    const def = defs.find((candidate) => candidate.code === code);
    if (!def) throw invalid(`未定义的成员属性: ${code}`);
    const value = raw.trim();
    if (value === '') continue;
    if (def.type === 'number' && !Number.isFinite(Number(value))) throw invalid(`${def.name}应为数字`);
    if (def.type === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) throw invalid(`${def.name}应为日期 YYYY-MM-DD`);
    if (def.type === 'select' && !def.options.includes(value)) throw invalid(`${def.name}的值无效: ${value}`);
    checked[code] = value;
  }
  const missing = defs.filter((def) => def.required && !(def.code in checked));
  if (missing.length > 0) throw invalid(`请填写成员属性: ${missing.map((def) => def.name).join('、')}`);
  return checked;
}

export async function saveAttributeDef(ctx: CustomsApiContext, actor: SessionMember, def: MemberAttributeDef): Promise<MemberAttributeDef> {
  if (def.type === 'select' && def.options.length === 0) throw invalid('下拉类型的属性需要至少一个选项');
  const [before] = await ctx.db.select().from(memberAttributeDef).where(eq(memberAttributeDef.code, def.code));
  const values = { ...def, options: JSON.stringify(def.type === 'select' ? def.options : []) };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(memberAttributeDef).values(values).onConflictDoUpdate({ target: memberAttributeDef.code, set: values });
    await recordAudit(tx, actor, ctx.now(), {
      action: 'memberAttr.save',
      targetType: 'memberAttr',
      targetId: def.code,
      targetName: def.name,
      before: before ? defOf(before) : null,
      after: defOf(values),
    });
  });
  return defOf(values);
}

/** Deleting a definition deletes every member's value of it. */
export async function deleteAttributeDef(ctx: CustomsApiContext, actor: SessionMember, code: string): Promise<void> {
  const [before] = await ctx.db.select().from(memberAttributeDef).where(eq(memberAttributeDef.code, code));
  if (!before) throw invalid(`成员属性不存在: ${code}`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(memberAttributeDef).where(eq(memberAttributeDef.code, code));
    await recordAudit(tx, actor, ctx.now(), { action: 'memberAttr.delete', targetType: 'memberAttr', targetId: code, targetName: before.name, before: defOf(before) });
  });
}
