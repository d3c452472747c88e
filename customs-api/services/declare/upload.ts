import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { DeclareImportError, DeclareUploadResult } from '../../contract/declare';
import { dictionaryItem, hsCode, importBatch, importBatchFile, inventoryHead, inventoryList } from '../../db/schema';
import { invalid } from '../../http/errors';
import type { Session } from '../tokens';
import { dataScopeFor, scopeAllows, type DataScope } from '../query/scope';
import {
  DICT_NAMES,
  DIRECTION_MARKERS,
  HEAD_FIELDS,
  HEAD_SHEET,
  LIST_FIELDS,
  LIST_SHEET,
  MESSAGE_TYPE,
  fieldsFor,
  headerIndex,
  isRequired,
  labelOf,
  matchHeader,
  type FieldDef,
  type IeFlag,
} from './fields';
import { validIdCardNumber } from './id-card';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** At most this many errors are answered and kept with the batch; `errorCount` has the full count. */
export const MAX_REPORTED_ERRORS = 5_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADS_PER_INSERT = 200;
const LINES_PER_INSERT = 2_000;

type Value = string | number | null;
type ParsedRow = { row: number; values: Record<string, Value>; bad: boolean };
type SheetLayout = { sheet: ExcelJS.Worksheet; name: string; columns: Map<number, string>; dataStart: number };

class ErrorLog {
  readonly list: DeclareImportError[] = [];
  count = 0;
  add(error: DeclareImportError) {
    this.count++;
    if (this.list.length < MAX_REPORTED_ERRORS) this.list.push(error);
  }
}

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A cell's plain value: text trimmed (blank → null), numbers, dates; formulas give their result. */
function plain(value: ExcelJS.CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return plain(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return typeof result === 'object' && result !== null && !(result instanceof Date) ? null : plain(result as ExcelJS.CellValue);
  }
  if ('text' in value) return plain(value.text as ExcelJS.CellValue);
  return null;
}

const pad = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;

function realDate(text: string): string | undefined {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && pad(date) === iso ? iso : undefined;
}

/** Parses one cell for `field`; answers the value or the reason it is refused. */
function parseField(field: FieldDef, raw: ReturnType<typeof plain>, dictionaries: Map<string, Set<string>>): { value: Value } | { error: string } {
  if (raw === null) return { value: null };
  switch (field.kind) {
    case 'string': {
      if (raw instanceof Date) return { error: '应为文本，不能是日期' };
      let text = String(raw);
      if (typeof raw === 'number') {
        if (!Number.isSafeInteger(raw) && Number.isInteger(raw)) return { error: '数字位数过多，请将单元格设为文本格式后重新填写' };
        // A code typed as a number loses its leading zeros in Excel (035 → 35): put them back.
        if (field.length && (field.dict || field.values) && text.length < field.length) text = text.padStart(field.length, '0');
      }
      if (field.length !== undefined && [...text].length !== field.length) return { error: `长度必须为${field.length}个字符` };
      if (field.max !== undefined && [...text].length > field.max) return { error: `长度不能超过${field.max}个字符` };
      if (field.key === 'gcode' && !/^\d{10}$/.test(text)) return { error: '商品编码应为10位数字' };
      if (field.values && !field.values.includes(text)) return { error: `取值应为 ${field.values.join('/')}` };
      if (field.dict && !dictionaries.get(field.dict)?.has(text)) return { error: `代码「${text}」不在字典「${DICT_NAMES[field.dict] ?? field.dict}」中` };
      return { value: text };
    }
    case 'decimal':
    case 'int': {
      const number = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(number)) return { error: '应为数字' };
      if (field.kind === 'int' && !Number.isInteger(number)) return { error: '应为整数' };
      if (field.sign === 'positive' && !(number > 0)) return { error: '应为大于0的数字' };
      if (field.sign === 'nonNegative' && number < 0) return { error: '不能为负数' };
      if (Math.abs(number) >= 1e14) return { error: '数值过大' };
      if (Math.abs(Math.round(number * 1e5) - number * 1e5) > 1e-6 * Math.max(1, Math.abs(number))) return { error: '最多5位小数' };
      if (field.kind === 'int' && number > 2_000_000_000) return { error: '数值过大' };
      return { value: number };
    }
    case 'date8': {
      const iso = raw instanceof Date ? pad(raw) : typeof raw === 'boolean' ? undefined : realDate(String(raw));
      return iso ? { value: iso } : { error: '应为日期，格式 YYYYMMDD' };
    }
  }
}

function layoutOf(sheet: ExcelJS.Worksheet, fields: readonly FieldDef[]): SheetLayout {
  const index = headerIndex(fields);
  const columns = new Map<number, string>();
  const labels = new Map<string, Set<string>>();
  for (const field of fields) labels.set(field.key, new Set([...(typeof field.label === 'string' ? [field.label] : Object.values(field.label)), ...(field.aliases ?? [])]));
  sheet.getRow(1).eachCell((cell, col) => {
    const text = plain(cell.value);
    if (typeof text !== 'string') return;
    const key = matchHeader(index, text);
    if (key && ![...columns.values()].includes(key)) columns.set(col, key);
  });
  // The template's second row holds the Chinese labels (`*` marks required): skip it when present.
  let labelCells = 0;
  for (const [col, key] of columns) {
    const text = plain(sheet.getRow(2).getCell(col).value);
    if (typeof text === 'string' && labels.get(key)?.has(text.replace(/^\*/, ''))) labelCells++;
  }
  return { sheet, name: sheet.name, columns, dataStart: labelCells > 0 && labelCells >= columns.size / 2 ? 3 : 2 };
}

function readRows(layout: SheetLayout, fields: readonly FieldDef[], ieFlag: IeFlag, dictionaries: Map<string, Set<string>>, errors: ErrorLog): ParsedRow[] {
  const byKey = new Map(fieldsFor(fields, ieFlag).map((field) => [field.key, field]));
  const present = new Map([...layout.columns].filter(([, key]) => byKey.has(key)));
  const rows: ParsedRow[] = [];
  layout.sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber < layout.dataStart) return;
    const raw = new Map([...present].map(([col, key]) => [key, { col, value: plain(row.getCell(col).value) }]));
    if ([...raw.values()].every((cell) => cell.value === null)) return;
    const parsed: ParsedRow = { row: rowNumber, values: {}, bad: false };
    for (const field of byKey.values()) {
      const cell = raw.get(field.key);
      const report = (message: string) => {
        parsed.bad = true;
        errors.add({ sheet: layout.name, row: rowNumber, column: cell ? columnLetter(cell.col) : '', field: field.key, message: `${labelOf(field, ieFlag)}: ${message}` });
      };
      if (!cell || cell.value === null) {
        parsed.values[field.key] = null;
        if (cell && isRequired(field, ieFlag)) report('必填项不能为空');
        continue;
      }
      const result = parseField(field, cell.value, dictionaries);
      if ('error' in result) report(result.error);
      else parsed.values[field.key] = result.value;
    }
    rows.push(parsed);
  });
  return rows;
}

type Layouts = { head?: SheetLayout; list?: SheetLayout };

function findSheets(workbook: ExcelJS.Workbook): Layouts {
  const sheets = workbook.worksheets;
  const byName = (names: string[]) => sheets.find((sheet) => names.includes(sheet.name.trim().toLowerCase()));
  const head = byName([HEAD_SHEET, 'inventoryhead', 'head']) ?? (sheets.length === 2 ? sheets[0] : undefined);
  const list = byName([LIST_SHEET, 'inventorylist', 'list']) ?? (sheets.length === 2 ? sheets[1] : undefined);
  return { head: head && layoutOf(head, HEAD_FIELDS), list: list && layoutOf(list, LIST_FIELDS) };
}

function detectDirection(layout: SheetLayout): IeFlag | undefined {
  const keys = new Set(layout.columns.values());
  const hasI = DIRECTION_MARKERS.I.some((key) => keys.has(key));
  const hasE = DIRECTION_MARKERS.E.some((key) => keys.has(key));
  if (hasI !== hasE) return hasI ? 'I' : 'E';
  const flagColumn = [...layout.columns].find(([, key]) => key === 'ieFlag')?.[0];
  if (flagColumn === undefined) return undefined;
  const value = plain(layout.sheet.getRow(layout.dataStart).getCell(flagColumn).value);
  return value === 'I' || value === 'E' ? value : undefined;
}

async function loadDictionaries(ctx: CustomsApiContext): Promise<Map<string, Set<string>>> {
  const types = [...new Set([...HEAD_FIELDS, ...LIST_FIELDS].flatMap((field) => (field.dict ? [field.dict] : [])))];
  const rows = await ctx.db.select({ type: dictionaryItem.typeCode, code: dictionaryItem.code }).from(dictionaryItem).where(inArray(dictionaryItem.typeCode, types));
  const map = new Map<string, Set<string>>();
  for (const row of rows) map.set(row.type, (map.get(row.type) ?? new Set()).add(row.code));
  return map;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const num = (value: Value | undefined) => (typeof value === 'number' ? value : 0);
const str = (value: Value | undefined) => (typeof value === 'string' ? value : null);

type HeadCandidate = { parsed: ParsedRow; lines: ParsedRow[] };

/** Legal units of the lines' HS codes that the HS table knows (HS code management); unknown codes are not checked. */
async function legalUnits(ctx: CustomsApiContext, lines: readonly ParsedRow[]): Promise<Map<string, { unit1: string; unit2: string | null }>> {
  const codes = [...new Set(lines.map((line) => str(line.values.gcode)).filter((code): code is string => code !== null))];
  const units = new Map<string, { unit1: string; unit2: string | null }>();
  for (let start = 0; start < codes.length; start += 1_000) {
    const rows = await ctx.db.select({ code: hsCode.code, unit1: hsCode.unit1, unit2: hsCode.unit2 }).from(hsCode).where(inArray(hsCode.code, codes.slice(start, start + 1_000)));
    for (const row of rows) units.set(row.code, row);
  }
  return units;
}

/** Cross-row rules: lines against their head, totals, weights, ID numbers, duplicates, data scope. */
async function checkHeads(
  ctx: CustomsApiContext,
  layouts: Required<Layouts>,
  ieFlag: IeFlag,
  heads: ParsedRow[],
  lines: ParsedRow[],
  scope: DataScope,
  errors: ErrorLog,
): Promise<HeadCandidate[]> {
  const headCol = (key: string) => columnLetter([...layouts.head.columns].find(([, k]) => k === key)?.[0] ?? 0);
  const listCol = (key: string) => columnLetter([...layouts.list.columns].find(([, k]) => k === key)?.[0] ?? 0);
  const headError = (head: ParsedRow, field: string, message: string) => {
    head.bad = true;
    errors.add({ sheet: layouts.head.name, row: head.row, column: headCol(field), field, message });
  };
  const lineError = (line: ParsedRow, field: string, message: string) => {
    line.bad = true;
    errors.add({ sheet: layouts.list.name, row: line.row, column: listCol(field), field, message });
  };

  // Lines join their head by copNo: a copNo used twice in the head sheet is ambiguous.
  const headsByCop = new Map<string, ParsedRow[]>();
  for (const head of heads) {
    const cop = str(head.values.copNo);
    if (cop) headsByCop.set(cop, [...(headsByCop.get(cop) ?? []), head]);
  }
  for (const [cop, same] of headsByCop) {
    if (same.length < 2) continue;
    for (const head of same) headError(head, 'copNo', `企业内部编号「${cop}」在表头中重复（第 ${same.map((h) => h.row).join('、')} 行）`);
  }
  const linesByCop = new Map<string, ParsedRow[]>();
  for (const line of lines) {
    const cop = str(line.values.copNo);
    if (!cop) continue;
    if (!headsByCop.has(cop)) lineError(line, 'copNo', `企业内部编号「${cop}」在表头中不存在`);
    else linesByCop.set(cop, [...(linesByCop.get(cop) ?? []), line]);
  }

  const units = await legalUnits(ctx, lines);
  for (const line of lines) {
    const known = units.get(str(line.values.gcode) ?? '');
    const unit1 = str(line.values.unit1);
    const unit2 = str(line.values.unit2);
    if (known && unit1 && unit1 !== known.unit1) lineError(line, 'unit1', `法定计量单位: 商品编码 ${str(line.values.gcode)} 的法定计量单位应为 ${known.unit1}，不是 ${unit1}`);
    if (known?.unit2 && unit2 && unit2 !== known.unit2) lineError(line, 'unit2', `第二计量单位: 商品编码 ${str(line.values.gcode)} 的第二法定计量单位应为 ${known.unit2}，不是 ${unit2}`);
  }

  const candidates: HeadCandidate[] = [];
  for (const head of heads) {
    const v = head.values;
    const cop = str(v.copNo);
    const headLines = cop ? (linesByCop.get(cop) ?? []) : [];
    if (v.ieFlag !== null && v.ieFlag !== undefined && v.ieFlag !== ieFlag) headError(head, 'ieFlag', `进出口标志: 应为 ${ieFlag}（${MESSAGE_TYPE[ieFlag]}）`);
    if (typeof v.netWeight === 'number' && typeof v.grossWeight === 'number' && v.netWeight > v.grossWeight) headError(head, 'netWeight', `净重（千克）: 净重 ${v.netWeight} 不能大于毛重 ${v.grossWeight}`);
    if (ieFlag === 'I' && v.buyerIdType === '1' && typeof v.buyerIdNumber === 'string' && !validIdCardNumber(v.buyerIdNumber)) {
      headError(head, 'buyerIdNumber', '订购人证件号码: 身份证号码格式或校验位不正确（应为18位）');
    }
    if (!scopeAllows(scope, [str(v.ebcCode), str(v.agentCode), str(v.ebpCode)]) && (v.ebcCode || v.agentCode || v.ebpCode)) {
      headError(head, 'ebcCode', '电商企业代码: 电商平台、电商企业、申报企业都不是本企业，无权导入');
    }
    if (cop && headLines.length === 0) headError(head, 'copNo', `企业内部编号: 清单「${cop}」在表体中没有商品`);

    const gnums = new Map<number, ParsedRow>();
    let sum = 0;
    for (const line of headLines) {
      const l = line.values;
      if (typeof l.gnum === 'number') {
        if (gnums.has(l.gnum)) lineError(line, 'gnum', `商品序号: ${l.gnum} 在清单「${cop}」中重复（第 ${gnums.get(l.gnum)?.row} 行）`);
        else gnums.set(l.gnum, line);
      }
      if (typeof l.qty === 'number' && typeof l.price === 'number' && typeof l.totalPrice === 'number') {
        const expected = round5(l.qty * l.price);
        if (Math.abs(expected - l.totalPrice) > 0.01 + 1e-9) lineError(line, 'totalPrice', `总价: ${l.totalPrice} 与 数量×单价 = ${expected} 不符（允许误差0.01）`);
      }
      if ((l.qty2 === null) !== (l.unit2 === null)) lineError(line, l.qty2 === null ? 'qty2' : 'unit2', '第二数量与第二计量单位应同时填写');
      sum += num(l.totalPrice);
    }
    if (gnums.size === headLines.length && headLines.length > 0 && ![...gnums.keys()].every((gnum) => gnum >= 1 && gnum <= headLines.length)) {
      headError(head, 'copNo', `商品序号: 清单「${cop}」的商品序号应从1开始连续编号`);
    }
    if (typeof v.totalPrice === 'number' && Math.abs(round5(sum) - v.totalPrice) > 0.01 + 1e-9) {
      headError(head, 'totalPrice', `商品总价: ${v.totalPrice} 与表体总价合计 ${round5(sum)} 不符（允许误差0.01）`);
    }
    candidates.push({ parsed: head, lines: headLines });
  }

  // copNo is unique per ebcCode across everything already stored.
  const wanted = candidates.filter((c) => !c.parsed.bad && !c.lines.some((line) => line.bad));
  const copNos = [...new Set(wanted.map((c) => str(c.parsed.values.copNo) as string))];
  const taken = new Set<string>();
  for (let start = 0; start < copNos.length; start += 1_000) {
    const rows = await ctx.db
      .select({ ebcCode: inventoryHead.ebcCode, copNo: inventoryHead.copNo })
      .from(inventoryHead)
      .where(inArray(inventoryHead.copNo, copNos.slice(start, start + 1_000)));
    for (const row of rows) taken.add(`${row.ebcCode}\u0000${row.copNo}`);
  }
  for (const c of wanted) {
    if (taken.has(`${str(c.parsed.values.ebcCode)}\u0000${str(c.parsed.values.copNo)}`)) {
      headError(c.parsed, 'copNo', `企业内部编号: 电商企业「${str(c.parsed.values.ebcCode)}」的企业内部编号「${str(c.parsed.values.copNo)}」已存在`);
    }
  }
  return candidates;
}

function headValues(c: HeadCandidate, ieFlag: IeFlag, batchId: number, now: Date): typeof inventoryHead.$inferInsert {
  const values: Record<string, unknown> = {};
  for (const field of fieldsFor(HEAD_FIELDS, ieFlag)) if (field.key !== 'totalPrice' && field.key !== 'ieFlag') values[field.key] = c.parsed.values[field.key] ?? null;
  const totalPrice = round5(c.lines.reduce((sum, line) => sum + num(line.values.totalPrice), 0));
  return { ...(values as typeof inventoryHead.$inferInsert), batchId, ieFlag, totalPrice, lineCount: c.lines.length, createdAt: now };
}

function lineValues(line: ParsedRow, headId: number): typeof inventoryList.$inferInsert {
  const values: Record<string, unknown> = { headId };
  for (const field of LIST_FIELDS) if (field.key !== 'copNo') values[field.key] = line.values[field.key] ?? null;
  return values as typeof inventoryList.$inferInsert;
}

export type UploadInput = { fileName: string; bytes: Buffer; ieFlag?: IeFlag };

/**
 * Parses, checks and stores one declaration file. Every head is all-or-nothing: a head with any bad
 * cell, or with a bad goods line, is not stored and counts as failed. The batch row records the
 * file, its counts and the first errors.
 */
export async function uploadDeclarations(ctx: CustomsApiContext, session: Session, input: UploadInput): Promise<DeclareUploadResult> {
  if (input.bytes.length === 0) throw invalid('上传文件为空');
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw invalid('上传文件不能超过20MB');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(input.bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid('文件不是有效的 xlsx 文件，请使用导入模板');
  }
  const scope = await dataScopeFor(ctx.db, session.member.id);
  const errors = new ErrorLog();
  const { head, list } = findSheets(workbook);
  let ieFlag = input.ieFlag ?? (head ? detectDirection(head) : undefined);
  const structural = (sheet: string, field: string, message: string) => errors.add({ sheet, row: 1, column: '', field, message });
  if (!head) structural(HEAD_SHEET, '', `缺少工作表「${HEAD_SHEET}」`);
  if (!list) structural(LIST_SHEET, '', `缺少工作表「${LIST_SHEET}」`);
  if (head && !ieFlag) structural(head.name, 'ieFlag', '无法从列名识别进口(CEB621)或出口(CEB603)，请选择进出口类型');
  ieFlag ??= 'I';
  for (const [layout, fields] of [
    [head, HEAD_FIELDS],
    [list, LIST_FIELDS],
  ] as const) {
    if (!layout) continue;
    const have = new Set(layout.columns.values());
    for (const field of fieldsFor(fields, ieFlag)) {
      if (isRequired(field, ieFlag) && !have.has(field.key)) structural(layout.name, field.key, `缺少必填列「${labelOf(field, ieFlag)}」(${field.key})`);
    }
  }

  const structuralOk = errors.count === 0;
  const dictionaries = await loadDictionaries(ctx);
  const heads = head ? readRows(head, HEAD_FIELDS, ieFlag, dictionaries, errors) : [];
  let saved = 0;
  let candidates: HeadCandidate[] = [];
  if (structuralOk && head && list) {
    const lines = readRows(list, LIST_FIELDS, ieFlag, dictionaries, errors);
    candidates = await checkHeads(ctx, { head, list }, ieFlag, heads, lines, scope, errors);
  }
  const now = ctx.now();
  const [batch] = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(importBatch)
      .values({
        fileName: input.fileName.slice(0, 255),
        fileSize: input.bytes.length,
        ieFlag,
        messageType: MESSAGE_TYPE[ieFlag],
        companyId: scope.company?.id ?? null,
        companyCode: scope.company?.customsCode ?? null,
        companyName: scope.company?.name ?? null,
        totalHeads: heads.length,
        failedHeads: heads.length,
        status: 'failed',
        uploadedBy: session.member.username,
        uploadedByName: session.member.name,
        uploadedAt: now,
      })
      .returning({ id: importBatch.id });
    const row = inserted[0];
    if (!row) throw new Error('import_batch not inserted');
    await tx.insert(importBatchFile).values({ batchId: row.id, contentType: XLSX_TYPE, bytes: input.bytes });
    return inserted;
  });
  const batchId = (batch as { id: number }).id;

  const good = candidates.filter((c) => !c.parsed.bad && !c.lines.some((line) => line.bad));
  for (let start = 0; start < good.length; start += HEADS_PER_INSERT) {
    const chunk = good.slice(start, start + HEADS_PER_INSERT);
    await ctx.db.transaction(async (tx) => {
      // A head stored meanwhile by another upload is skipped (and reported) with its lines.
      const stored = await tx
        .insert(inventoryHead)
        .values(chunk.map((c) => headValues(c, ieFlag, batchId, now)))
        .onConflictDoNothing({ target: [inventoryHead.ebcCode, inventoryHead.copNo] })
        .returning({ id: inventoryHead.id, ebcCode: inventoryHead.ebcCode, copNo: inventoryHead.copNo });
      const ids = new Map(stored.map((row) => [`${row.ebcCode}\u0000${row.copNo}`, row.id]));
      const rows: (typeof inventoryList.$inferInsert)[] = [];
      for (const c of chunk) {
        const id = ids.get(`${str(c.parsed.values.ebcCode)}\u0000${str(c.parsed.values.copNo)}`);
        if (id === undefined) {
          errors.add({ sheet: head?.name ?? HEAD_SHEET, row: c.parsed.row, column: '', field: 'copNo', message: `企业内部编号: 电商企业「${str(c.parsed.values.ebcCode)}」的企业内部编号「${str(c.parsed.values.copNo)}」已存在` });
          continue;
        }
        for (const line of c.lines) rows.push(lineValues(line, id));
      }
      for (let from = 0; from < rows.length; from += LINES_PER_INSERT) await tx.insert(inventoryList).values(rows.slice(from, from + LINES_PER_INSERT));
      saved += stored.length;
    });
  }
  const failed = heads.length - saved;
  const status = saved === 0 ? 'failed' : failed === 0 ? 'success' : 'partial';
  await ctx.db
    .update(importBatch)
    .set({ okHeads: saved, failedHeads: failed, status, errors: JSON.stringify(errors.list.slice(0, 1_000)) })
    .where(eq(importBatch.id, batchId));
  errors.list.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet === (head?.name ?? HEAD_SHEET) ? -1 : 1));
  return { batchId, ieFlag, messageType: MESSAGE_TYPE[ieFlag], status, totalHeads: heads.length, okHeads: saved, failedHeads: failed, errorCount: errors.count, errors: errors.list };
}
