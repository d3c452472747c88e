/** Spec §9 and issue 3: 60 s by default, 10 min for exports and downloads, 15 min for the HS code import. */
export const DEFAULT_TIMEOUT_MS = 60_000;
export const LONG_TIMEOUT_MS = 600_000;
export const GCODE_IMPORT_TIMEOUT_MS = 900_000;

export const GCODE_IMPORT_PATH = '/api/app/gcode/import/gcode';

const LONG_CALL = /\/(download|export\d*)(\/|$)/;

export function timeoutFor(path: string): number {
  const pathname = path.split('?')[0] ?? path;
  if (pathname === GCODE_IMPORT_PATH) return GCODE_IMPORT_TIMEOUT_MS;
  if (LONG_CALL.test(pathname)) return LONG_TIMEOUT_MS;
  return DEFAULT_TIMEOUT_MS;
}
