/**
 * Where the per-user settings live, free of any schema library: the login page primes the
 * settings cookie with these without loading the settings schema (`schema.ts`).
 */
export const SETTINGS_VERSION = 2;

export const SETTINGS_STORAGE_PREFIX = 'cbec-console-settings:';
export const settingsStorageKey = (userId: string) => `${SETTINGS_STORAGE_PREFIX}${userId}`;

/** Cookie that carries the current settings to the server, so the first paint has the right theme and size. */
export const SETTINGS_COOKIE = 'cbec-console-1.0.2-ui';
