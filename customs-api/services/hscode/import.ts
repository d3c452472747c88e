import ExcelJS from 'exceljs';
import { notInArray, sql } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { HsImportError, HsImportMode, HsImportResult } from '../../contract/receipts';
import { hsCode } from '../../db/schema';
import { invalid } from '../../http/errors';

/**
 * HS code import (`/api/app/gcode/import/gcode`): an .xlsx (first sheet) or .csv file with a
 * header row. Every row is checked and every error reported; only a file without errors is
 * written, in one transaction (upsert, or replace = upsert and delete the codes not in the file).
 */
export const MAX_REPORTED_HS_ERRORS = 5_000;
const ROWS_PER_STATEMENT = 5_000;

type Field = 'code' | 'name' | 'unit1' | 'unit2' | 'elements';
/** Accepted header names (lower case): the field names, the reference CSV's names, Chinese labels. */
const HEADERS: Record<Field, string[]> = {
  code: ['code', 'hs_code_10', 'hscode', 'gcode', 'hs_code', '商品编码', 'hs编码'],
  name: ['name', 'name_cn', 'gname', '商品名称', '名称'],
  unit1: ['unit1', 'legal_unit1', '第一法定单位', '法定第一单位', '第一计量单位'],
  unit2: ['unit2', 'legal_unit2', '第二法定单位', '法定第二单位', '第二计量单位'],
  elements: ['elements', 'declare_elements', '申报要素'],
};
const LABELS: Record<Field, string> = { code: '商品编码', name: '商品名称', unit1: '第一法定单位', unit2: '第二法定单位', elements: '申报要素' };

type Cell = string | number | null;
type Table = { rows: Cell[][] };
export type HsRow = { code: string; name: string; unit1: string; unit2: string | null; elements: string };

export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** UTF-8 (with or without BOM); Excel in China saves CSV as GB18030, which is tried when the bytes are not UTF-8. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean' || value instanceof Date) return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellValue((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return String(value.text);
  return null;
}

async function readTable(fileName: string, bytes: Buffer): Promise<Table> {
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip || /\.xlsx$/i.test(fileName)) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw invalid('无法读取 xlsx 文件，请确认文件格式');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw invalid('xlsx 文件中没有工作表');
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellValue(cell.value);
      });
      rows[rowNumber - 1] = cells;
    });
    return { rows: Array.from(rows, (row) => row ?? []) };
  }
  if (!/\.(csv|txt)$/i.test(fileName) && bytes.includes(0)) throw invalid('请上传 .xlsx 或 .csv 文件');
  return { rows: parseCsv(decodeText(bytes)) };
}

const text = (cell: Cell | undefined): string => (cell === null || cell === undefined ? '' : String(cell).trim());
/** A code typed as a number loses its leading zeros (0101210010 → 101210010): pad it back. */
const codeText = (cell: Cell | undefined, length: number): string => (typeof cell === 'number' && Number.isInteger(cell) ? String(cell).padStart(length, '0') : text(cell));

/** Reads and checks every row; answers the rows, or all errors (row numbers as in the file, 1 = header). */
export async function readHsFile(fileName: string, bytes: Buffer): Promise<{ rows: HsRow[]; dataRows: number; errors: HsImportError[]; errorCount: number }> {
  const table = await readTable(fileName, bytes);
  const header = table.rows[0] ?? [];
  const columns = new Map<Field, number>();
  header.forEach((cell, index) => {
    const name = text(cell).toLowerCase().replace(/^\*/, '');
    const field = (Object.keys(HEADERS) as Field[]).find((key) => HEADERS[key].includes(name));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const errors: HsImportError[] = [];
  let errorCount = 0;
  const report = (row: number, field: Field, message: string) => {
    errorCount++;
    if (errors.length < MAX_REPORTED_HS_ERRORS) errors.push({ row, column: columns.has(field) ? columnLetter(columns.get(field) as number) : '', field, message: `${LABELS[field]}: ${message}` });
  };
  for (const field of ['code', 'name', 'unit1'] as const) {
    if (!columns.has(field)) report(1, field, `缺少必填列（可用列名 ${HEADERS[field].slice(0, 3).join(' / ')}）`);
  }
  if (errorCount > 0) return { rows: [], dataRows: 0, errors, errorCount };

  const rows: HsRow[] = [];
  let dataRows = 0;
  const seen = new Map<string, number>();
  const at = (cells: Cell[], field: Field) => (columns.has(field) ? cells[columns.get(field) as number] : undefined);
  for (let index = 1; index < table.rows.length; index++) {
    const cells = table.rows[index] ?? [];
    if (cells.every((cell) => text(cell) === '')) continue;
    const rowNumber = index + 1;
    dataRows++;
    const code = codeText(at(cells, 'code'), 10);
    const name = text(at(cells, 'name'));
    const unit1 = codeText(at(cells, 'unit1'), 3);
    const unit2 = codeText(at(cells, 'unit2'), 3);
    const elements = text(at(cells, 'elements'));
    let bad = false;
    const fail = (field: Field, message: string) => {
      bad = true;
      report(rowNumber, field, message);
    };
    if (code === '') fail('code', '必填项不能为空');
    else if (!/^\d{10}$/.test(code)) fail('code', `「${code}」应为10位数字`);
    else if (seen.has(code)) fail('code', `「${code}」与第 ${seen.get(code)} 行重复`);
    if (name === '') fail('name', '必填项不能为空');
    else if ([...name].length > 255) fail('name', '长度不能超过255个字符');
    if (unit1 === '') fail('unit1', '必填项不能为空');
    else if (!/^\d{3}$/.test(unit1)) fail('unit1', `「${unit1}」应为3位数字的计量单位代码`);
    if (unit2 !== '' && !/^\d{3}$/.test(unit2)) fail('unit2', `「${unit2}」应为3位数字的计量单位代码`);
    if ([...elements].length > 2_000) fail('elements', '长度不能超过2000个字符');
    if (/^\d{10}$/.test(code) && !seen.has(code)) seen.set(code, rowNumber);
    if (!bad) rows.push({ code, name, unit1, unit2: unit2 === '' ? null : unit2, elements });
  }
  if (rows.length === 0 && errorCount === 0) report(2, 'code', '文件中没有数据行');
  return { rows, dataRows, errors, errorCount };
}

/** Upserts (and with `replace` deletes what the file lacks) in one transaction; answers what changed. */
export async function writeHsCodes(ctx: CustomsApiContext, rows: readonly HsRow[], mode: HsImportMode): Promise<{ inserted: number; updated: number; deleted: number }> {
  const now = ctx.now().toISOString();
  return ctx.db.transaction(async (tx) => {
    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
      const array = (values: (string | null)[]) => sql`${sql.param(values)}::text[]`;
      // xmax = 0 marks a freshly inserted row; unchanged rows are not touched (the WHERE of DO UPDATE).
      const result: unknown = await tx.execute(sql`
        insert into hs_code (code, name, unit1, unit2, elements, updated_at)
        select code, name, unit1, unit2, elements, ${now}::timestamptz
        from unnest(${array(chunk.map((row) => row.code))}, ${array(chunk.map((row) => row.name))}, ${array(chunk.map((row) => row.unit1))},
                    ${array(chunk.map((row) => row.unit2))}, ${array(chunk.map((row) => row.elements))}) as v(code, name, unit1, unit2, elements)
        on conflict (code) do update set name = excluded.name, unit1 = excluded.unit1, unit2 = excluded.unit2, elements = excluded.elements, updated_at = excluded.updated_at
        where (hs_code.name, hs_code.unit1, hs_code.unit2, hs_code.elements) is distinct from (excluded.name, excluded.unit1, excluded.unit2, excluded.elements)
        returning (xmax = 0) as inserted`);
      for (const row of (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as { inserted: boolean }[]) {
        if (row.inserted) inserted++;
        else updated++;
      }
    }
    let deleted = 0;
    if (mode === 'replace') {
      const removed = await tx
        .delete(hsCode)
        .where(notInArray(hsCode.code, sql`(select unnest(${sql.param(rows.map((row) => row.code))}::text[]))`))
        .returning({ code: hsCode.code });
      deleted = removed.length;
    }
    return { inserted, updated, deleted };
  });
}

export async function importHsCodes(ctx: CustomsApiContext, input: { fileName: string; bytes: Buffer; mode: HsImportMode }): Promise<HsImportResult> {
  const { rows, dataRows: total, errors, errorCount } = await readHsFile(input.fileName, input.bytes);
  if (errorCount > 0) return { total, inserted: 0, updated: 0, deleted: 0, errorCount, errors };
  const written = await writeHsCodes(ctx, rows, input.mode);
  return { total, ...written, errorCount: 0, errors: [] };
}
