import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { company, companyApplication, companyApplicationEvent, memberAttributeDef, systemParam } from '../db/schema';
import { PASSWORD_POLICY_KEYS } from '../contract/organization';
import { DEFAULT_PASSWORD_POLICY } from '../services/passwords';

const PASSWORD_PARAMS = [
  { key: PASSWORD_POLICY_KEYS.minLength, value: String(DEFAULT_PASSWORD_POLICY.minLength), description: '密码最小长度' },
  { key: PASSWORD_POLICY_KEYS.requiredClasses, value: String(DEFAULT_PASSWORD_POLICY.requiredClasses), description: '密码至少包含的字符类别数（小写、大写、数字、符号，1-4）' },
  { key: PASSWORD_POLICY_KEYS.maxAgeDays, value: String(DEFAULT_PASSWORD_POLICY.maxAgeDays), description: '密码有效天数，超过须修改（0 表示不过期）' },
];

const ATTRIBUTES = [
  { code: 'employeeNo', name: '工号', type: 'text' as const, options: '[]', required: false, sort: 1 },
  { code: 'department', name: '部门', type: 'select' as const, options: JSON.stringify(['业务部', '关务部', '财务部', '技术部']), required: false, sort: 2 },
  { code: 'hiredOn', name: '入职日期', type: 'date' as const, options: '[]', required: false, sort: 3 },
];

/** A guarantor whose customs code is an e-commerce company of the demo declarations (their assureCode), so its limit shows usage. */
const GUARANTOR = {
  id: 'company-qianhai',
  name: '深圳前海跨境优品贸易有限公司',
  uscc: '91440300MA5G4T8K2U',
  customsCode: '4403966Q2M',
  types: ['ebc', 'guarantor'],
  legalRepresentative: '陈立华',
  contactName: '王敏',
  contactPhone: '0755-86001234',
  address: '深圳市前海深港合作区前湾一路1号',
  guaranteeLimit: 500_000,
};

/** Earlier demo databases carried placeholder USCCs without a valid check character. */
const USCC_FIXES = [
  { id: 'company-platform', from: '91440101MA5CXXXX1Q', to: '91440101MA5C8QJ61E' },
  { id: 'company-agent', from: '91440101MA9Y3B2K7X', to: '91440101MA9Y3B2K76' },
];

const applicant = { id: 'member-operator', name: '张晓明' };
const reviewer = { id: 'member-admin', name: '系统管理员' };

/** Demo password policy, member attributes, a guarantor with a limit and applications in several states; idempotent. */
export async function seedDemoOrganization(db: Db, now: Date): Promise<void> {
  await db.insert(systemParam).values(PASSWORD_PARAMS).onConflictDoNothing();
  await db.insert(memberAttributeDef).values(ATTRIBUTES).onConflictDoNothing();
  for (const fix of USCC_FIXES) await db.update(company).set({ uscc: fix.to }).where(and(eq(company.id, fix.id), eq(company.uscc, fix.from)));
  await db.insert(company).values(GUARANTOR).onConflictDoNothing();
  const [applications] = await db.select({ total: count() }).from(companyApplication);
  if ((applications?.total ?? 0) > 0) return;
  const day = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await db.transaction(async (tx) => {
    const base = { applicantId: applicant.id, legalRepresentative: '刘建国', contactName: '张晓明', contactPhone: '020-84561234' };
    const [submitted, rejected, draft] = await tx
      .insert(companyApplication)
      .values([
        {
          ...base,
          name: '广州南沙速达国际物流有限公司',
          uscc: '91310115MA1K4PQ23U',
          customsCode: '4401980777',
          types: ['logistics'],
          address: '广州市南沙区港前大道88号',
          status: 'submitted',
          submittedAt: day(1),
          createdAt: day(3),
          updatedAt: day(1),
        },
        {
          ...base,
          name: '杭州云仓跨境供应链有限公司',
          uscc: '91330108MA2H0EKA79',
          customsCode: '3301960555',
          types: ['warehouse', 'ebc'],
          address: '杭州市滨江区江南大道3880号',
          status: 'rejected',
          rejectReason: '营业执照扫描件不清晰，请重新上传',
          submittedAt: day(5),
          decidedAt: day(4),
          decidedBy: reviewer.name,
          createdAt: day(6),
          updatedAt: day(4),
        },
        { ...base, name: '广州云通供应链管理有限公司', uscc: '91440115MA5AT3RK7X', customsCode: '4401980888', types: ['agent'], status: 'draft', createdAt: day(0), updatedAt: day(0) },
      ])
      .returning({ id: companyApplication.id });
    if (!submitted || !rejected || !draft) throw new Error('seed: demo applications not inserted');
    const event = (applicationId: number, fromStatus: string | null, toStatus: string, at: Date, actor = applicant, reason: string | null = null) => ({
      applicationId,
      fromStatus,
      toStatus,
      actorId: actor.id,
      actorName: actor.name,
      reason,
      at,
    });
    await tx.insert(companyApplicationEvent).values([
      event(submitted.id, null, 'draft', day(3)),
      event(submitted.id, 'draft', 'submitted', day(1)),
      event(rejected.id, null, 'draft', day(6)),
      event(rejected.id, 'draft', 'submitted', day(5)),
      event(rejected.id, 'submitted', 'rejected', day(4), reviewer, '营业执照扫描件不清晰，请重新上传'),
      event(draft.id, null, 'draft', day(0)),
    ]);
  });
}
