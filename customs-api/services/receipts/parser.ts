import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import type { DeclareIeFlag } from '../../contract/declare';
import type { ReceiptDocType, ReceiptMessageType } from '../../contract/receipts';

/**
 * CEB receipt messages → validated return elements. Customs sends the `ceb:` prefixed form and
 * the unprefixed default-namespace form (both samples): prefixes are dropped before reading.
 */
export const CEB_NAMESPACE = 'http://www.chinaport.gov.cn/ceb';

export type MessageSpec = { type: ReceiptMessageType; ieFlag: DeclareIeFlag; docType: ReceiptDocType; element: string; required: readonly ReturnKey[] };

/**
 * What each receipt message answers, and the keys a return element needs to be matched. Payment
 * receipts (CEB412 PaymentReturn) carry only the payment transaction in the XSD; this platform
 * matches them by `orderNo`, which the gateways it serves add (documented in the README).
 */
export const MESSAGE_SPECS: Record<ReceiptMessageType, MessageSpec> = {
  CEB622: { type: 'CEB622', ieFlag: 'I', docType: 'inventory', element: 'InventoryReturn', required: ['copNo'] },
  CEB604: { type: 'CEB604', ieFlag: 'E', docType: 'inventory', element: 'InventoryReturn', required: ['copNo'] },
  CEB312: { type: 'CEB312', ieFlag: 'I', docType: 'order', element: 'OrderReturn', required: ['orderNo'] },
  CEB304: { type: 'CEB304', ieFlag: 'E', docType: 'order', element: 'OrderReturn', required: ['orderNo'] },
  CEB412: { type: 'CEB412', ieFlag: 'I', docType: 'payment', element: 'PaymentReturn', required: ['orderNo'] },
  CEB404: { type: 'CEB404', ieFlag: 'E', docType: 'payment', element: 'ReceiptsReturn', required: ['orderNo'] },
  CEB512: { type: 'CEB512', ieFlag: 'I', docType: 'logistics', element: 'LogisticsReturn', required: ['logisticsNo'] },
  CEB506: { type: 'CEB506', ieFlag: 'E', docType: 'logistics', element: 'LogisticsReturn', required: ['logisticsNo'] },
};

/** Declaration messages people upload here by mistake: named in the failure reason. */
const DECLARATION_MESSAGES: Record<string, string> = {
  CEB311: '进口订单', CEB411: '进口支付单', CEB511: '进口运单', CEB621: '进口清单', CEB623: '进口撤销申请单', CEB625: '进口退货申请单',
  CEB303: '出口订单', CEB403: '出口收款单', CEB505: '出口运单', CEB507: '出口运抵单', CEB509: '出口离境单', CEB603: '出口清单', CEB605: '出口撤销申请单', CEB701: '出口汇总申请单',
};

const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(max, `长度不能超过${max}个字符`).optional());

/** yyyyMMddHHmmssSSS in China time (+08:00) → Date; undefined when it is not a real instant. */
export function parseReturnTime(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second, ms] = match.slice(1).map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour - 8, minute, second, ms));
  const back = new Date(date.getTime() + 8 * 3_600_000);
  const same = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day && back.getUTCHours() === hour && back.getUTCMinutes() === minute;
  return same && second < 60 ? date : undefined;
}

/** Date → yyyyMMddHHmmssSSS in China time (for messages the simulator builds). */
export function formatReturnTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().replace(/[-:TZ.]/g, '');
}

export const returnElementSchema = z.object({
  guid: optionalText(64),
  returnStatus: z
    .string({ error: 'returnStatus 缺失' })
    .trim()
    .regex(/^-?\d{1,10}$/, 'returnStatus 应为整数')
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && Math.abs(value) <= 2_147_483_647, 'returnStatus 超出范围'),
  returnTime: z
    .string({ error: 'returnTime 缺失' })
    .trim()
    .transform((text, ctx) => {
      const date = parseReturnTime(text);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: `returnTime「${text}」应为 yyyyMMddHHmmssSSS 格式的有效时间` });
        return z.NEVER;
      }
      return date;
    }),
  returnInfo: z.preprocess((value) => value ?? '', z.string().trim().max(4_000, 'returnInfo 过长')),
  copNo: optionalText(60),
  preNo: optionalText(60),
  invtNo: optionalText(60),
  orderNo: optionalText(60),
  logisticsNo: optionalText(60),
  logisticsCode: optionalText(18),
  customsCode: optionalText(10),
  ebpCode: optionalText(18),
  ebcCode: optionalText(18),
  agentCode: optionalText(18),
});
export type ReturnElement = z.infer<typeof returnElementSchema>;
export type ReturnKey = keyof ReturnElement;

type Fields = Record<string, unknown>;
export type ParsedElement = { index: number; fields: Fields } & ({ ok: true; value: ReturnElement } | { ok: false; reason: string });
export type ParsedMessage =
  | { ok: true; spec: MessageSpec; guid: string | null; elements: ParsedElement[] }
  | { ok: false; messageType: string | null; guid: string | null; reason: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  // Return elements are lists even when the message holds one.
  isArray: (_name, jpath, _leaf, isAttribute) => !isAttribute && String(jpath).split('.').length === 2,
});
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: false });

const ROOT = /^(CEB\d{3})Message$/;

function describeZod(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 && !issue.message.startsWith(String(issue.path[0])) ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('；');
}

/** Message bytes → text: UTF-8 (the CEB standard), or GB18030 when the XML declaration names a GB encoding. */
export function decodeXmlBytes(bytes: Uint8Array): string {
  const declaration = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const encoding = /encoding\s*=\s*["']([^"']+)["']/i.exec(declaration)?.[1]?.toLowerCase() ?? 'utf-8';
  return new TextDecoder(/^(gbk|gb2312|gb18030)$/.test(encoding) ? 'gb18030' : 'utf-8').decode(bytes);
}

/** Reads one receipt message. A message that is not well-formed or not a known receipt is one failure; each return element is validated on its own. */
export function parseReceiptMessage(xml: string): ParsedMessage {
  const text = xml.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, messageType: null, guid: null, reason: '报文为空' };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { ok: false, messageType: null, guid: null, reason: `XML 格式错误（第 ${valid.err.line} 行第 ${valid.err.col} 列）: ${valid.err.msg}` };
  let document: Fields;
  try {
    document = parser.parse(text) as Fields;
  } catch (error) {
    return { ok: false, messageType: null, guid: null, reason: `XML 解析失败: ${error instanceof Error ? error.message : String(error)}` };
  }
  const roots = Object.keys(document).filter((key) => !key.startsWith('?') && !key.startsWith('#'));
  if (roots.length !== 1) return { ok: false, messageType: null, guid: null, reason: 'XML 应有且只有一个根元素' };
  const rootName = roots[0] as string;
  const rootValue = document[rootName];
  const root: Fields = typeof rootValue === 'object' && rootValue !== null ? (rootValue as Fields) : {};
  const guid = typeof root['@_guid'] === 'string' ? root['@_guid'] : null;
  const match = ROOT.exec(rootName);
  const messageType = match?.[1] ?? null;
  if (!match || !messageType) return { ok: false, messageType: null, guid, reason: `根元素「${rootName}」不是 CEB 报文` };
  const spec = MESSAGE_SPECS[messageType as ReceiptMessageType] as MessageSpec | undefined;
  if (!spec) {
    const declaration = DECLARATION_MESSAGES[messageType];
    return {
      ok: false,
      messageType,
      guid,
      reason: declaration ? `${messageType} 是${declaration}申报报文，不是回执报文` : `不支持的回执报文类型 ${messageType}（支持 ${Object.keys(MESSAGE_SPECS).join('、')}）`,
    };
  }
  const items = root[spec.element];
  if (!Array.isArray(items) || items.length === 0) return { ok: false, messageType, guid, reason: `${messageType} 报文中没有 ${spec.element} 回执` };
  const elements = items.map((item, index): ParsedElement => {
    if (typeof item !== 'object' || item === null) return { index, fields: {}, ok: false, reason: `第 ${index + 1} 个 ${spec.element} 为空` };
    // Repeated or nested children are not part of a return element: keep the first text value of each.
    const fields: Fields = {};
    for (const [key, value] of Object.entries(item as Fields)) {
      if (key.startsWith('@_') || key === '#text') continue;
      const first = Array.isArray(value) ? value[0] : value;
      fields[key] = typeof first === 'string' ? first : undefined;
      if (typeof first !== 'string') return { index, fields, ok: false, reason: `第 ${index + 1} 个 ${spec.element} 的 ${key} 应为文本` };
    }
    const parsed = returnElementSchema.safeParse(fields);
    if (!parsed.success) return { index, fields, ok: false, reason: `第 ${index + 1} 个 ${spec.element}: ${describeZod(parsed.error)}` };
    const missing = spec.required.filter((key) => parsed.data[key] === undefined);
    if (missing.length > 0) return { index, fields, ok: false, reason: `第 ${index + 1} 个 ${spec.element} 缺少 ${missing.join('、')}` };
    return { index, fields, ok: true, value: parsed.data };
  });
  return { ok: true, spec, guid, elements };
}

/** One return element as a complete message of its type, so that a failure's raw XML can be reprocessed on its own. */
export function elementMessageXml(spec: MessageSpec, guid: string | null, fields: Fields): string {
  const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return buildReceiptMessage(spec.type, guid, [body]);
}

/** A receipt message in the default-namespace form (`<CEB622Message xmlns="...">`). */
export function buildReceiptMessage(type: ReceiptMessageType, guid: string | null, elements: readonly Record<string, unknown>[]): string {
  const spec = MESSAGE_SPECS[type];
  const root: Fields = { '@_version': '1.0', '@_xmlns': CEB_NAMESPACE, [spec.element]: elements };
  if (guid) root['@_guid'] = guid;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${String(builder.build({ [`${type}Message`]: root }))}`;
}
