import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { SETTINGS_VERSION } from './keys';
import { DEFAULT_THEME, THEME_NAMES } from './themes';

export { SETTINGS_COOKIE, SETTINGS_STORAGE_PREFIX, SETTINGS_VERSION, settingsStorageKey } from './keys';

/** Spec §9 default accent and the seven presets of the colour picker. */
export const DEFAULT_COLOR = '#409EFF';
export const COLOR_PRESETS = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#F5222D'] as const;
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * Per-user UI settings (spec §1/§3 keys: menu.asideCollapse, menu.asideTransition,
 * transition.active, size, color; plus theme and language). Every field falls back to its
 * default on its own, so one corrupt value never resets the others.
 */
export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION).catch(SETTINGS_VERSION),
  theme: z.enum(THEME_NAMES).catch(DEFAULT_THEME),
  color: hexColor.catch(DEFAULT_COLOR),
  size: z.enum(SIZES).catch('default'),
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  menu: z
    .object({ asideCollapse: z.boolean().catch(false), asideTransition: z.boolean().catch(true) })
    .catch({ asideCollapse: false, asideTransition: true }),
  transition: z.object({ active: z.boolean().catch(true) }).catch({ active: true }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** Version 1 stored flat keys (d2-admin style); later versions nest them. */
const v1Schema = z.object({
  version: z.literal(1).optional(),
  theme: z.string().optional(),
  color: z.string().optional(),
  size: z.string().optional(),
  asideCollapse: z.boolean().optional(),
  asideTransition: z.boolean().optional(),
  transitionActive: z.boolean().optional(),
  locale: z.string().optional(),
});

/** Brings any stored shape up to the current version instead of resetting it on upgrade. */
export function migrateSettings(stored: unknown): Settings {
  if (!stored || typeof stored !== 'object') return DEFAULT_SETTINGS;
  const version = (stored as { version?: unknown }).version;
  if (version === SETTINGS_VERSION) return settingsSchema.parse(stored);
  const v1 = v1Schema.safeParse(stored);
  if (!v1.success) return DEFAULT_SETTINGS;
  const old = v1.data;
  return settingsSchema.parse({
    version: SETTINGS_VERSION,
    theme: old.theme,
    color: old.color,
    size: old.size,
    locale: old.locale === 'zh-chs' ? 'zh-CN' : old.locale === 'zh-cht' ? 'zh-TW' : old.locale,
    menu: { asideCollapse: old.asideCollapse, asideTransition: old.asideTransition },
    transition: { active: old.transitionActive },
  });
}

/** Reads a stored JSON text; a corrupt entry gives the defaults, never an exception. */
export function parseStoredSettings(text: string | null | undefined): Settings {
  if (!text) return DEFAULT_SETTINGS;
  try {
    return migrateSettings(JSON.parse(text));
  } catch {
    return DEFAULT_SETTINGS;
  }
}
