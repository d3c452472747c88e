import ExcelJS from 'exceljs';
import { DICT_NAMES, HEAD_FIELDS, HEAD_SHEET, LIST_FIELDS, LIST_SHEET, MESSAGE_TYPE, fieldsFor, isRequired, labelOf, type FieldDef, type IeFlag } from './fields';

function describe(field: FieldDef, ieFlag: IeFlag): string {
  const parts = [`${labelOf(field, ieFlag)}（${field.key}）`, isRequired(field, ieFlag) ? '必填' : '选填'];
  if (field.length) parts.push(`${field.length}位`);
  else if (field.max) parts.push(`最长${field.max}位`);
  if (field.kind === 'decimal') parts.push(field.sign === 'positive' ? '大于0的数字，最多5位小数' : '数字，最多5位小数');
  if (field.kind === 'int') parts.push('正整数');
  if (field.kind === 'date8') parts.push('日期 YYYYMMDD');
  if (field.dict) parts.push(`代码见字典「${DICT_NAMES[field.dict] ?? field.dict}」`);
  if (field.values) parts.push(`取值 ${field.values.join('/')}`);
  if (field.key === 'gcode') parts.push('10位数字');
  if (field.key === 'copNo' && field !== HEAD_FIELDS[0]) parts.push('对应表头的企业内部编号');
  if (field.key === 'buyerIdNumber') parts.push('证件类型为1时应为18位身份证号码');
  return parts.join('；');
}

function addSheet(workbook: ExcelJS.Workbook, name: string, fields: readonly FieldDef[], ieFlag: IeFlag) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
  const shown = fieldsFor(fields, ieFlag).filter((field) => field.key !== 'ieFlag');
  sheet.columns = shown.map((field) => ({ header: field.key, key: field.key, width: Math.max(14, labelOf(field, ieFlag).length * 2 + 4), style: { numFmt: '@' } }));
  const labels = sheet.getRow(2);
  shown.forEach((field, index) => {
    const header = sheet.getRow(1).getCell(index + 1);
    header.font = { bold: true };
    header.note = describe(field, ieFlag);
    const label = labels.getCell(index + 1);
    label.value = `${isRequired(field, ieFlag) ? '*' : ''}${labelOf(field, ieFlag)}`;
    label.font = { bold: true, color: { argb: isRequired(field, ieFlag) ? 'FFC00000' : 'FF595959' } };
    label.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
  });
}

/**
 * The import template of one direction: sheets 表头 and 表体; row 1 holds the message field names
 * (what the parser keys on; each with a note describing the field), row 2 the Chinese labels with
 * `*` for required ones (the parser skips that row); data starts on row 3.
 */
export async function templateWorkbook(ieFlag: IeFlag): Promise<{ fileName: string; bytes: Uint8Array }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'customs-api';
  addSheet(workbook, HEAD_SHEET, HEAD_FIELDS, ieFlag);
  addSheet(workbook, LIST_SHEET, LIST_FIELDS, ieFlag);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { fileName: `${ieFlag === 'I' ? '进口' : '出口'}清单导入模板_${MESSAGE_TYPE[ieFlag]}.xlsx`, bytes };
}
