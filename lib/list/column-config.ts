import { z } from 'zod';

/** Spec §3 column config item: prop, display name, id, disabled (a column that cannot be hidden). */
export const columnConfigItemSchema = z.object({
  prop: z.string(),
  label: z.string(),
  id: z.number().int(),
  hidden: z.boolean(),
  disabled: z.boolean().default(false),
});
export type ColumnConfigItem = z.infer<typeof columnConfigItemSchema>;
export const columnConfigSchema = z.array(columnConfigItemSchema);

export type ColumnBase = { prop: string; label: string; locked?: boolean; hiddenByDefault?: boolean };

/** Spec §2: the column config is saved under a key built from the route path (and, here, the user). */
export function columnConfigKey(userId: string, routePath: string): string {
  return `cbec-console-columns:${userId}:${routePath}`;
}

export function defaultColumnConfig(columns: readonly ColumnBase[]): ColumnConfigItem[] {
  return columns.map((column, id) => ({ prop: column.prop, label: column.label, id, hidden: !!column.hiddenByDefault, disabled: !!column.locked }));
}

/**
 * A stored config meets the current columns: stored order, visibility and names are kept for
 * columns that still exist; removed columns are dropped; new columns appear after the column
 * they follow in the definition (or first); locked columns are never hidden.
 */
export function mergeColumnConfig(stored: readonly ColumnConfigItem[], columns: readonly ColumnBase[]): ColumnConfigItem[] {
  const defaults = defaultColumnConfig(columns);
  const byProp = new Map(defaults.map((item) => [item.prop, item]));
  const merged: ColumnConfigItem[] = stored
    .filter((item) => byProp.has(item.prop))
    .map((item) => {
      const current = byProp.get(item.prop)!;
      return { ...current, label: item.label.trim() || current.label, hidden: current.disabled ? false : item.hidden };
    });
  const present = new Set(merged.map((item) => item.prop));
  defaults.forEach((item, index) => {
    if (present.has(item.prop)) return;
    const previous = columns[index - 1]?.prop;
    const at = previous ? merged.findIndex((entry) => entry.prop === previous) + 1 : 0;
    merged.splice(at, 0, item);
    present.add(item.prop);
  });
  return merged;
}

/** Reads a stored config; anything unreadable counts as none. */
export function parseColumnConfig(text: string | null): ColumnConfigItem[] | null {
  if (!text) return null;
  try {
    const parsed = columnConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec §5: a display name is required. Returns the props whose name is empty. */
export function invalidLabels(config: readonly ColumnConfigItem[]): string[] {
  return config.filter((item) => !item.label.trim()).map((item) => item.prop);
}
