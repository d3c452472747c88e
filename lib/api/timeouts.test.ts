import { timeoutFor } from './timeouts';

describe('timeoutFor', () => {
  it.each([
    ['/api/auth/resource/queryModulesTreeByMemberId', 60_000],
    ['/api/app/declare/imports/head/page', 60_000],
    ['/api/app/declare/imports/download', 600_000],
    ['/api/app/declare/imports/head/export', 600_000],
    ['/api/app/declare/imports/head/export2', 600_000],
    ['/api/app/declare/imports/info/export?x=1', 600_000],
    ['/api/app/gcode/import/gcode', 900_000],
  ])('%s → %d ms', (path, expected) => {
    expect(timeoutFor(path)).toBe(expected);
  });
});
