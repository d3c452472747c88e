/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { customsRoutes } from '../app';
import { AUTH_PATHS } from '../contract/auth';
import { DICTIONARY_PATH } from '../contract/dictionary';
import { ORGANIZATION_PATHS } from '../contract/organization';
import { SYSTEM_PARAMS_QUERY_PATH } from '../contract/system';
import { groupResource, member, memberGroup, permissionGroup, resource } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestDatabase } from '../test/harness';
import { requiredCodes } from './registry';

/**
 * Calls open to anyone or to any logged-in member. Every other call must name the resource (and
 * button) that permits it: a new call that is in neither list fails this test.
 */
const PUBLIC_CALLS = [AUTH_PATHS.publicKey, AUTH_PATHS.captcha, AUTH_PATHS.login];
const AUTHENTICATED_CALLS = [
  AUTH_PATHS.logout,
  // Own tree for anyone; another member's tree needs PERMISSION_MANAGEMENT (checked inside, see routes/auth.test.ts).
  AUTH_PATHS.moduleTree,
  DICTIONARY_PATH,
  SYSTEM_PARAMS_QUERY_PATH,
  ORGANIZATION_PATHS.passwordPolicy,
  ORGANIZATION_PATHS.modifyPasswordCount,
  ORGANIZATION_PATHS.modifyPassword,
];

const PROBE_GROUP = 'group-access-probe';

describe.each(BACKENDS)('access of every registered call on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;
  let admin = '';
  let probe = '';
  let resourceIds = new Map<string, number>();

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    const { db } = testDb.database;
    // A platform member (sees every company's data) whose only group is the probe group.
    await db.insert(permissionGroup).values({ id: PROBE_GROUP, code: 'access-probe', name: '访问探测' });
    await db.insert(member).values({ id: 'member-probe', username: 'probe', name: '探测', companyId: 'company-platform', passwordHash: await hashPassword('Probe@12345') });
    await db.insert(memberGroup).values({ memberId: 'member-probe', groupId: PROBE_GROUP });
    resourceIds = new Map((await db.select({ id: resource.id, code: resource.code }).from(resource)).map((row) => [row.code, row.id]));
    admin = (await login(api, 'admin', 'Admin@12345')).body.data.token;
    probe = (await login(api, 'probe', 'Probe@12345')).body.data.token;
  });
  afterAll(() => testDb.dispose());

  const grantAll = async () => {
    const { body } = await api.post(ORGANIZATION_PATHS.groupGrant, { data: { id: PROBE_GROUP, resourceIds: [...resourceIds.values()] } }, bearer(admin));
    expect(body.code).toBe(0);
  };

  it('lists every call without a resource explicitly, and registers each path once', () => {
    const open = customsRoutes.filter((route) => typeof route.access !== 'object');
    expect(open.filter((route) => route.access === 'public').map((route) => route.path).sort()).toEqual([...PUBLIC_CALLS].sort());
    expect(open.filter((route) => route.access === 'authenticated').map((route) => route.path).sort()).toEqual([...AUTHENTICATED_CALLS].sort());
    const paths = customsRoutes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('names only resource codes that exist in the module tree', () => {
    const missing = customsRoutes.flatMap((route) => requiredCodes(route.access).filter((code) => !resourceIds.has(code)).map((code) => `${route.path} → ${code}`));
    expect(missing).toEqual([]);
  });

  const guarded = customsRoutes.flatMap((route) => requiredCodes(route.access).map((code) => [route.path, code] as const));

  it.each(guarded)('%s: refused (403) without %s, let through once it is granted', async (path, code) => {
    await grantAll();
    const id = resourceIds.get(code) as number;
    await testDb.database.db.delete(groupResource).where(and(eq(groupResource.groupId, PROBE_GROUP), eq(groupResource.resourceId, id)));

    const refused = await api.post(path, {}, bearer(probe));
    expect([path, code, refused.status, refused.body]).toEqual([path, code, 403, { code: 403, message: '拒绝访问', data: null }]);

    await grantAll();
    const allowed = await api.post(path, {}, bearer(probe));
    expect([path, code, allowed.status]).not.toEqual([path, code, 403]);
  });
});
