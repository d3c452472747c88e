import { z } from 'zod';

/** The `params` query of /iframe-data and /flow-block: a JSON object of scalar fields (spec §2). */
const entryParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export type EntryParams = { ok: true; params: Record<string, string> } | { ok: false; reason: 'missing' | 'notJson' | 'notObject' };

/** Copies the JSON fields into route params (as strings, like any route param). */
export function parseEntryParams(raw: string | string[] | undefined): EntryParams {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text) return { ok: false, reason: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const parsed = entryParamsSchema.safeParse(json);
  if (!parsed.success || Array.isArray(json)) return { ok: false, reason: 'notObject' };
  return { ok: true, params: Object.fromEntries(Object.entries(parsed.data).map(([key, value]) => [key, value === null ? '' : String(value)])) };
}
