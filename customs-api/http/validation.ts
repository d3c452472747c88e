import { z } from 'zod';
import { zhCN } from 'zod/locales';

// Per-parse locale: a global z.config() would also change the console's messages when embedded.
const zhErrorMap = zhCN().localeError;

/** Parses `input` with Chinese messages; throws the ZodError, which the error middleware answers with code 1. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return schema.parse(input, { error: zhErrorMap });
}

/** `参数错误: data.dicCode: 无效输入…` — names the first bad field. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : '请求体';
  return `参数错误: ${field}: ${issue?.message ?? '无效'}`;
}
