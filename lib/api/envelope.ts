import { anyEnvelopeSchema } from '@/customs-api/contract/envelope';

export type ParsedBody =
  | { kind: 'envelope'; code: number; message: string; data: unknown }
  | { kind: 'raw'; body: unknown };

/** Spec §7: a body with a code is an envelope; a body without one is returned as is. */
export function parseBody(body: unknown): ParsedBody {
  const parsed = anyEnvelopeSchema.safeParse(body);
  if (!parsed.success) return { kind: 'raw', body };
  return { kind: 'envelope', code: parsed.data.code, message: parsed.data.message ?? '', data: parsed.data.data };
}
