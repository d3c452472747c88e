/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { ModuleNode, UserInfo } from '../contract/auth';
import type { PageResult } from '../contract/query';
import {
  ORGANIZATION_PATHS as PATHS,
  type AuditRow,
  type GroupDetail,
  type MemberCreated,
  type MemberDetail,
  type MemberRow,
  type ModifyPasswordCount,
  type PasswordResetResult,
  type ResourceNode,
} from '../contract/organization';
import { resource, systemParam } from '../db/schema';
import { syncModules } from '../seed/seed';
import { BACKENDS, bearer, createTestDatabase, encryptPassword, login, testApp, testClock, type TestDatabase } from '../test/harness';

const TREE_PATH = '/api/auth/resource/queryModulesTreeByMemberId';
/** The harness types the login answer of before issue #8; these tests read its password flags. */
const userInfoOf = (answer: { body: { data: { userInfo: unknown } } }) => answer.body.data.userInfo as UserInfo;
const flatten = (nodes: ModuleNode[]): ModuleNode[] => nodes.flatMap((node) => [node, ...flatten(node.menus)]);
const flattenResources = (nodes: ResourceNode[]): ResourceNode[] => nodes.flatMap((node) => [node, ...flattenResources(node.children)]);

describe.each(BACKENDS)('organization and permissions on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;
  const clock = testClock(new Date());
  let admin = '';

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false, now: clock.now });
    admin = (await login(api, 'admin', 'Admin@12345')).body.data.token;
  });
  afterAll(() => testDb.dispose());

  const asAdmin = <T>(path: string, data: unknown) => api.post<T>(path, { data }, bearer(admin));
  const ok = async <T>(path: string, data: unknown, token = admin): Promise<T> => {
    const { status, body } = await api.post<T>(path, { data }, bearer(token));
    expect([path, status, body.code, body.message]).toEqual([path, 200, 0, '成功']);
    return body.data;
  };
  const auditOf = async (action: string, targetId: string) =>
    (
      await ok<PageResult<AuditRow>>(PATHS.auditPage, {
        terms: [
          { column: 'action', termType: 'eq', value: action },
          { column: 'targetId', termType: 'eq', value: targetId },
        ],
      })
    ).rows;
  const changePassword = async (token: string, oldPassword: string, newPassword: string) => {
    const key = (await api.post<{ keyId: string; publicKey: string }>('/api/jwt/getPublicKey')).body.data;
    return api.post<ModifyPasswordCount>(
      PATHS.modifyPassword,
      { data: { oldPassword: encryptPassword(key.publicKey, oldPassword), newPassword: encryptPassword(key.publicKey, newPassword), keyId: key.keyId } },
      bearer(token),
    );
  };
  const createMember = (username: string, extra: Record<string, unknown> = {}) =>
    ok<MemberCreated>(PATHS.memberCreate, { username, name: `成员${username}`, companyId: 'company-agent', phone: '13800000000', ...extra });

  it('creates a member with a temporary password shown once, which must be changed at first login', async () => {
    const created = await createMember('newbie', { attributes: { employeeNo: 'E-001', department: '关务部' } });
    expect(created.temporaryPassword).toMatch(/^.{12,}$/);
    expect(created.member).toMatchObject({ username: 'newbie', status: 'active', mustChangePassword: true, companyName: '广州云通报关服务有限公司', groups: [] });
    expect(created.member.attributes.find((attribute) => attribute.code === 'department')?.value).toBe('关务部');
    const detail = await ok<MemberDetail>(PATHS.memberDetail, { id: created.member.id });
    expect(JSON.stringify(detail)).not.toContain(created.temporaryPassword);

    const first = await login(api, 'newbie', created.temporaryPassword);
    expect(userInfoOf(first)).toMatchObject({ username: 'newbie', mustChangePassword: true, passwordExpired: false });
    const token = first.body.data.token;
    expect(await ok<ModifyPasswordCount>(PATHS.modifyPasswordCount, {}, token)).toMatchObject({ mustChange: true, reason: 'reset' });

    expect((await changePassword(token, 'wrong-old', 'Better#Pass1')).body).toMatchObject({ code: 1, message: '原密码错误' });
    expect((await changePassword(token, created.temporaryPassword, 'short')).body).toMatchObject({ code: 1, message: '密码长度不能少于8位' });
    expect((await changePassword(token, created.temporaryPassword, 'alllowercase')).body.message).toContain('至少3类');
    const changed = await changePassword(token, created.temporaryPassword, 'Better#Pass1');
    expect(changed.body).toMatchObject({ code: 0, data: { mustChange: false, reason: null, daysLeft: 90 } });
    expect(userInfoOf(await login(api, 'newbie', 'Better#Pass1')).mustChangePassword).toBe(false);

    const audit = await auditOf('member.create', created.member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toContain('"employeeNo":"E-001"');
    expect(JSON.stringify(audit)).not.toContain(created.temporaryPassword);
  });

  it('reads the password policy from system parameters', async () => {
    await testDb.database.db.update(systemParam).set({ value: '10' }).where(eq(systemParam.key, 'password.minLength'));
    expect(await ok(PATHS.passwordPolicy, {})).toEqual({ minLength: 10, requiredClasses: 3, maxAgeDays: 90 });
    const created = await createMember('policy');
    const token = (await login(api, 'policy', created.temporaryPassword)).body.data.token;
    expect((await changePassword(token, created.temporaryPassword, 'Abc#12345')).body.message).toBe('密码长度不能少于10位');
    expect((await changePassword(token, created.temporaryPassword, 'Abc#123456')).body.code).toBe(0);
    await testDb.database.db.update(systemParam).set({ value: '8' }).where(eq(systemParam.key, 'password.minLength'));
  });

  it('shuts module calls until a due password change is made; the tree and the change itself stay open', async () => {
    const created = await createMember('newcomer', { groupIds: ['group-operator'] });
    const token = (await login(api, 'newcomer', created.temporaryPassword)).body.data.token;
    const receipts = { terms: [], page: 1, pageSize: 10 };
    expect((await api.post('/api/app/receipts/import/page', { data: receipts }, bearer(token))).body).toMatchObject({ code: 1, message: '密码已重置或已过期，请先修改密码' });
    expect((await api.post(TREE_PATH, { data: { id: created.member.id } }, bearer(token))).body.code).toBe(0);
    expect((await changePassword(token, created.temporaryPassword, 'Fresh#Start9')).body.code).toBe(0);
    expect((await api.post('/api/app/receipts/import/page', { data: receipts }, bearer(token))).body.code).toBe(0);
  });

  it('asks for a change once the password is older than password.maxAgeDays', async () => {
    const created = await createMember('ageing');
    const first = (await login(api, 'ageing', created.temporaryPassword)).body.data.token;
    expect((await changePassword(first, created.temporaryPassword, 'Fresh#Pass1')).body.code).toBe(0);
    clock.advance(91 * 86_400_000);
    try {
      const again = await login(api, 'ageing', 'Fresh#Pass1');
      expect(userInfoOf(again)).toMatchObject({ mustChangePassword: false, passwordExpired: true });
      expect(await ok(PATHS.modifyPasswordCount, {}, again.body.data.token)).toEqual({ mustChange: true, reason: 'expired', daysSinceChange: 91, maxAgeDays: 90, daysLeft: 0 });
    } finally {
      clock.advance(-91 * 86_400_000);
    }
  });

  it('refuses disabled and locked members at login; disabling revokes live tokens; unlock lets them back', async () => {
    const created = await createMember('gatekeeper');
    const token = (await login(api, 'gatekeeper', created.temporaryPassword)).body.data.token;
    const disabled = await ok<MemberDetail>(PATHS.memberToggle, { id: created.member.id, enabled: false });
    expect(disabled.status).toBe('disabled');
    expect((await api.post(PATHS.modifyPasswordCount, {}, bearer(token))).body).toEqual({ code: 401, message: '登录已过期', data: null });
    expect((await login(api, 'gatekeeper', created.temporaryPassword)).body).toMatchObject({ code: 1, message: '账号已停用' });
    await ok(PATHS.memberToggle, { id: created.member.id, enabled: true });
    expect((await login(api, 'gatekeeper', created.temporaryPassword)).body.code).toBe(0);

    const address = '10.9.9.9';
    for (let attempt = 0; attempt < 5; attempt++) await login(api, 'gatekeeper', 'wrong-password', { address });
    const page = await ok<PageResult<MemberRow>>(PATHS.memberPage, { terms: [{ column: 'status', termType: 'eq', value: 'locked' }] });
    expect(page.rows.map((row) => row.username)).toEqual(['gatekeeper']);
    expect((await login(api, 'gatekeeper', created.temporaryPassword)).body).toMatchObject({ code: 9 });

    const unlocked = await ok<MemberDetail>(PATHS.memberUnlock, { id: created.member.id });
    expect(unlocked).toMatchObject({ status: 'active', lockedUntil: null });
    expect((await login(api, 'gatekeeper', created.temporaryPassword)).body.code).toBe(0);
    expect((await auditOf('member.disable', created.member.id))[0]).toMatchObject({ before: '{"enabled":true}', after: '{"enabled":false}', actorName: '系统管理员' });
    expect(await auditOf('member.unlock', created.member.id)).toHaveLength(1);
  });

  it('resets a password: new temporary password once, old one refused, change forced, audited without secrets', async () => {
    const created = await createMember('forgetful');
    const token = (await login(api, 'forgetful', created.temporaryPassword)).body.data.token;
    expect((await changePassword(token, created.temporaryPassword, 'Mine#Pass12')).body.code).toBe(0);

    const reset = await ok<PasswordResetResult>(PATHS.memberResetPassword, { id: created.member.id });
    expect(reset.temporaryPassword).not.toBe(created.temporaryPassword);
    expect((await api.post(PATHS.modifyPasswordCount, {}, bearer(token))).status).toBe(401);
    expect((await login(api, 'forgetful', 'Mine#Pass12')).body.code).toBe(1);
    const again = await login(api, 'forgetful', reset.temporaryPassword);
    expect(userInfoOf(again).mustChangePassword).toBe(true);
    const audit = await auditOf('member.resetPassword', created.member.id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(reset.temporaryPassword);
    expect(audit[0]?.after).toContain('"mustChangePassword":true');
  });

  it('soft-deletes a member: tokens end, login refused, username stays taken', async () => {
    const created = await createMember('leaver');
    const token = (await login(api, 'leaver', created.temporaryPassword)).body.data.token;
    await ok(PATHS.memberDelete, { id: created.member.id });
    expect((await api.post(PATHS.modifyPasswordCount, {}, bearer(token))).status).toBe(401);
    expect((await login(api, 'leaver', created.temporaryPassword)).body.code).toBe(1);
    expect((await asAdmin(PATHS.memberCreate, { username: 'leaver', name: 'x' })).body).toMatchObject({ code: 1, message: '用户名已存在: leaver' });
    expect((await asAdmin(PATHS.memberDetail, { id: created.member.id })).body.code).toBe(1);
  });

  it('grants a group, and the member’s next tree fetch and calls follow without a restart', async () => {
    const group = await ok<GroupDetail>(PATHS.groupCreate, { code: 'auditors', name: '审计员', description: '查看审计日志' });
    const created = await createMember('auditor', { groupIds: [group.id] });
    const token = (await login(api, 'auditor', created.temporaryPassword)).body.data.token;
    const tree = async () => (await api.post<ModuleNode[]>(TREE_PATH, { data: { id: created.member.id } }, bearer(token))).body.data;
    expect(await tree()).toEqual([]);
    expect((await api.post(PATHS.auditPage, { data: {} }, bearer(token))).status).toBe(403);

    // A button alone brings its page and the directory above it.
    const granted = await ok<GroupDetail>(PATHS.groupGrant, { id: group.id, codes: ['AUDIT_LOG_QUERY'] });
    expect(granted.resourceCodes.sort()).toEqual(['AUDIT_LOG', 'AUDIT_LOG_QUERY', 'MEMBER_PERMISSION']);
    const after = flatten(await tree());
    expect(after.map((node) => node.code)).toEqual(['MEMBER_PERMISSION', 'AUDIT_LOG']);
    expect(after[1]?.buttons).toEqual([{ code: 'AUDIT_LOG_QUERY', name: '查询' }]);
    expect((await api.post(PATHS.auditPage, { data: {} }, bearer(token))).status).toBe(200);
    expect((await api.post(PATHS.auditExport, { data: {} }, bearer(token))).status).toBe(403);

    const audit = await auditOf('group.grant', group.id);
    expect(audit[0]).toMatchObject({ before: '{"resources":[]}', after: '{"resources":["AUDIT_LOG","AUDIT_LOG_QUERY","MEMBER_PERMISSION"]}' });

    await ok(PATHS.groupGrant, { id: group.id, codes: [] });
    expect(await tree()).toEqual([]);
  });

  it('refuses to hand out resources the acting member does not hold', async () => {
    const group = await ok<GroupDetail>(PATHS.groupCreate, { code: 'member-admins', name: '成员管理员' });
    await ok(PATHS.groupGrant, { id: group.id, codes: ['MEMBER_MANAGEMENT_QUERY', 'MEMBER_MANAGEMENT_EDIT', 'PERMISSION_GROUP_GRANT'] });
    const created = await createMember('delegate', { companyId: 'company-platform', groupIds: [group.id] });
    const token = (await login(api, 'delegate', created.temporaryPassword)).body.data.token;
    expect((await changePassword(token, created.temporaryPassword, 'Trusted#Own9x')).body.code).toBe(0);
    const escalate = await api.post(PATHS.memberUpdate, { data: { id: created.member.id, name: 'x', companyId: 'company-platform', groupIds: [group.id, 'group-super-admin'] } }, bearer(token));
    expect(escalate.body.code).toBe(1);
    expect(escalate.body.message).toContain('不能授予本人没有的权限');
    const widen = await api.post(PATHS.groupGrant, { data: { id: group.id, codes: ['MEMBER_MANAGEMENT_QUERY', 'MEMBER_MANAGEMENT_EDIT', 'PERMISSION_GROUP_GRANT', 'COMPANY_LIMITS_ADJUST'] } }, bearer(token));
    expect(widen.body.message).toContain('COMPANY_LIMITS');
  });

  it('manages the resource tree: create with buttons, move, hide, delete, all audited', async () => {
    const parent = (await ok<ResourceNode[]>(PATHS.resourceTree, {})).find((node) => node.code === 'MEMBER_PERMISSION');
    const page = await ok<ResourceNode>(PATHS.resourceCreate, { parentId: parent?.id, code: 'TRAINING', name: '培训记录', param: '/organization/training', type: 'MENU', icon: 'School' });
    const badButton = await asAdmin(PATHS.resourceCreate, { parentId: page.id, code: 'OTHER_QUERY', name: '查询', type: 'BUTTON' });
    expect(badButton.body.message).toBe('按钮编码应以所属菜单编码开头: TRAINING_...');
    await ok(PATHS.resourceCreate, { parentId: page.id, code: 'TRAINING_QUERY', name: '查询', type: 'BUTTON' });

    // Dragged to the top of its siblings, then hidden from every tree.
    const moved = flattenResources(await ok<ResourceNode[]>(PATHS.resourceMove, { id: page.id, parentId: parent?.id, index: 0 }));
    const siblings = moved.filter((node) => node.parentId === parent?.id);
    expect(siblings[0]?.code).toBe('TRAINING');
    expect(siblings.map((node) => node.sort)).toEqual(siblings.map((_, index) => index + 1));
    const adminTree = async () => flatten((await api.post<ModuleNode[]>(TREE_PATH, { data: { id: 'member-admin' } }, bearer(admin))).body.data);
    expect((await adminTree()).find((node) => node.code === 'TRAINING')?.buttons).toEqual([{ code: 'TRAINING_QUERY', name: '查询' }]);
    await ok(PATHS.resourceHide, { id: page.id, hidden: true });
    expect((await adminTree()).some((node) => node.code === 'TRAINING')).toBe(false);

    expect((await asAdmin(PATHS.resourceMove, { id: parent?.id, parentId: page.id, index: 0 })).body.message).toBe('不能把资源移动到它自己或它的下级之下');
    expect((await asAdmin(PATHS.resourceDelete, { id: page.id })).body.message).toContain('请先删除或移走');
    expect(await auditOf('resource.move', String(page.id))).toHaveLength(1);
  });

  it('syncs the seeded modules at startup: adds what is missing, keeps what administrators edited', async () => {
    const { db } = testDb.database;
    await db.update(resource).set({ name: '成员名册' }).where(eq(resource.code, 'MEMBER_MANAGEMENT'));
    await db.delete(resource).where(eq(resource.code, 'AUDIT_LOG_EXPORT'));
    expect(await syncModules(db)).toBe(1);
    const rows = await db.select().from(resource);
    expect(rows.find((row) => row.code === 'MEMBER_MANAGEMENT')?.name).toBe('成员名册');
    expect(rows.find((row) => row.code === 'AUDIT_LOG_EXPORT')).toMatchObject({ type: 'BUTTON', parentId: rows.find((row) => row.code === 'AUDIT_LOG')?.id });
    expect((await ok<GroupDetail>(PATHS.groupDetail, { id: 'group-super-admin' })).resourceCodes).toContain('AUDIT_LOG_EXPORT');
    expect(await syncModules(db)).toBe(0);
  });

  it('checks member attributes against their definitions', async () => {
    await ok(PATHS.memberAttrSave, { code: 'badge', name: '工牌等级', type: 'select', options: ['A', 'B'], required: true });
    expect((await asAdmin(PATHS.memberCreate, { username: 'nobadge', name: 'x' })).body.message).toBe('请填写成员属性: 工牌等级');
    expect((await asAdmin(PATHS.memberCreate, { username: 'nobadge', name: 'x', attributes: { badge: 'C' } })).body.message).toBe('工牌等级的值无效: C');
    await ok(PATHS.memberAttrDelete, { code: 'badge' });
    expect((await ok<{ code: string }[]>(PATHS.memberAttrList, {})).map((def) => def.code)).toEqual(['employeeNo', 'department', 'hiredOn']);
  });
});
