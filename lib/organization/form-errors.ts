import type { z } from 'zod';

/** A validation message key (namespace `organization.validation`) with its values. */
export type FieldMessage = { key: string; values?: Record<string, string | number> };
export type FieldMessages = Partial<Record<string, FieldMessage>>;

function messageOf(issue: z.core.$ZodIssue): FieldMessage {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 && issue.origin !== 'number' ? { key: 'required' } : { key: issue.origin === 'number' ? 'tooSmall' : 'tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: issue.origin === 'number' ? 'tooLarge' : 'tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: 'format' };
    case 'invalid_type':
      return { key: 'required' };
    default:
      return { key: 'invalid' };
  }
}

/**
 * The first problem of each field, as a translatable key, from the same zod schema the platform
 * checks the request with (request schemas are `{data: {...}}`: the field is the path after `data`).
 */
export function fieldMessages(schema: z.ZodType, value: unknown): FieldMessages {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: FieldMessages = {};
  for (const issue of result.error.issues) {
    const path = issue.path[0] === 'data' ? issue.path.slice(1) : issue.path;
    const field = String(path[0] ?? '');
    if (!(field in messages)) messages[field] = messageOf(issue);
  }
  return messages;
}
