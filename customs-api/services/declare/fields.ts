/**
 * The Excel columns of a declaration import: CEB621 (import) and CEB603 (export) inventory head
 * and goods-list fields (cbec_*_xsd_fields_202205), minus the message envelope fields the platform
 * fills itself when it declares (guid, appType, appTime, appStatus, declTime).
 * A column header may be the field name (any case), the Chinese label, an alias, or `label(field)`.
 */
export type IeFlag = 'I' | 'E';
export type FieldKind = 'string' | 'decimal' | 'int' | 'date8';

export type FieldDef = {
  /** Message field name = property of the inventory_head / inventory_list row. */
  key: string;
  label: string | Record<IeFlag, string>;
  kind: FieldKind;
  /** Which messages carry it (default both). */
  only?: IeFlag;
  required: boolean | IeFlag;
  max?: number;
  length?: number;
  /** Dictionary type whose codes are the allowed values. */
  dict?: string;
  /** Allowed values when there is no dictionary. */
  values?: readonly string[];
  /** Numbers: must be > 0 ('positive') or >= 0 ('nonNegative'). */
  sign?: 'positive' | 'nonNegative';
  aliases?: readonly string[];
};

export const HEAD_FIELDS: readonly FieldDef[] = [
  { key: 'copNo', label: '企业内部编号', kind: 'string', required: true, max: 30 },
  { key: 'preNo', label: '预录入编号', kind: 'string', required: false, max: 18 },
  { key: 'invtNo', label: '清单编号', kind: 'string', required: false, max: 20 },
  { key: 'orderNo', label: '订单编号', kind: 'string', required: true, max: 60 },
  { key: 'ebpCode', label: '电商平台代码', kind: 'string', required: true, max: 18 },
  { key: 'ebpName', label: '电商平台名称', kind: 'string', required: true, max: 100 },
  { key: 'ebcCode', label: { I: '电商企业代码', E: '收发货人代码' }, kind: 'string', required: true, max: 18, aliases: ['电商企业代码', '收发货人代码'] },
  { key: 'ebcName', label: { I: '电商企业名称', E: '收发货人名称' }, kind: 'string', required: true, max: 100, aliases: ['电商企业名称', '收发货人名称'] },
  { key: 'logisticsNo', label: '物流运单编号', kind: 'string', required: true, max: 60 },
  { key: 'logisticsCode', label: '物流企业代码', kind: 'string', required: true, max: 18 },
  { key: 'logisticsName', label: '物流企业名称', kind: 'string', required: true, max: 100 },
  { key: 'assureCode', label: '担保企业编号', kind: 'string', only: 'I', required: 'I', max: 30 },
  { key: 'emsNo', label: '账册编号', kind: 'string', required: false, max: 30 },
  { key: 'customsCode', label: '申报海关代码', kind: 'string', required: true, length: 4, dict: 'declare_port' },
  { key: 'portCode', label: { I: '口岸海关代码', E: '出口口岸代码' }, kind: 'string', required: true, length: 4, dict: 'declare_port', aliases: ['口岸海关代码', '出口口岸代码'] },
  { key: 'ieDate', label: { I: '进口日期', E: '出口日期' }, kind: 'date8', required: 'E', aliases: ['进口日期', '出口日期', '进出口日期'] },
  { key: 'statisticsFlag', label: '申报业务类型', kind: 'string', only: 'E', required: 'E', values: ['A', 'B'] },
  { key: 'agentCode', label: { I: '申报企业代码', E: '报关企业代码' }, kind: 'string', required: true, max: 18, aliases: ['申报企业代码', '报关企业代码'] },
  { key: 'agentName', label: { I: '申报企业名称', E: '报关企业名称' }, kind: 'string', required: true, max: 100, aliases: ['申报企业名称', '报关企业名称'] },
  { key: 'ownerCode', label: '生产销售单位代码', kind: 'string', only: 'E', required: 'E', max: 18 },
  { key: 'ownerName', label: '生产销售单位名称', kind: 'string', only: 'E', required: 'E', max: 100 },
  { key: 'areaCode', label: '区内企业代码', kind: 'string', only: 'I', required: false, max: 18 },
  { key: 'areaName', label: '区内企业名称', kind: 'string', only: 'I', required: false, max: 100 },
  { key: 'tradeMode', label: '贸易方式', kind: 'string', required: true, length: 4, dict: 'tradeMode' },
  { key: 'trafMode', label: '运输方式', kind: 'string', required: true, length: 1, dict: 'traf_mode' },
  { key: 'trafNo', label: { I: '运输工具编号', E: '运输工具名称' }, kind: 'string', required: false, max: 100, aliases: ['trafName', '运输工具编号', '运输工具名称'] },
  { key: 'voyageNo', label: '航班航次号', kind: 'string', required: false, max: 32 },
  { key: 'billNo', label: '提运单号', kind: 'string', required: false, max: 37 },
  { key: 'totalPackageNo', label: '总包号', kind: 'string', only: 'E', required: false, max: 37 },
  { key: 'loctNo', label: '监管场所代码', kind: 'string', required: false, max: 10 },
  { key: 'licenseNo', label: '许可证号', kind: 'string', required: false, max: 19 },
  { key: 'country', label: { I: '起运国（地区）', E: '运抵国（地区）' }, kind: 'string', required: true, length: 3, dict: 'country', aliases: ['起运国', '运抵国', '起运国(地区)', '运抵国(地区)'] },
  { key: 'pod', label: '指运港代码', kind: 'string', only: 'E', required: 'E', max: 4 },
  { key: 'freight', label: '运费', kind: 'decimal', required: true, sign: 'nonNegative' },
  { key: 'fCurrency', label: '运费币制', kind: 'string', only: 'E', required: 'E', length: 3, dict: 'currency' },
  { key: 'fFlag', label: '运费标志', kind: 'string', only: 'E', required: 'E', length: 1, dict: 'freightMark' },
  { key: 'insuredFee', label: { I: '保价费', E: '保费' }, kind: 'decimal', required: true, sign: 'nonNegative', aliases: ['保价费', '保费'] },
  { key: 'iCurrency', label: '保费币制', kind: 'string', only: 'E', required: 'E', length: 3, dict: 'currency' },
  { key: 'iFlag', label: '保费标志', kind: 'string', only: 'E', required: 'E', length: 1, dict: 'freightMark' },
  { key: 'currency', label: '币制', kind: 'string', only: 'I', required: 'I', length: 3, dict: 'currency' },
  { key: 'wrapType', label: '包装种类', kind: 'string', required: 'E', length: 1, dict: 'wrapType' },
  { key: 'packNo', label: '件数', kind: 'int', required: true, sign: 'positive' },
  { key: 'grossWeight', label: '毛重（千克）', kind: 'decimal', required: true, sign: 'positive', aliases: ['毛重', '毛重(千克)'] },
  { key: 'netWeight', label: '净重（千克）', kind: 'decimal', required: true, sign: 'positive', aliases: ['净重', '净重(千克)'] },
  { key: 'buyerIdType', label: '订购人证件类型', kind: 'string', only: 'I', required: 'I', length: 1, dict: 'buyer_id_type' },
  { key: 'buyerIdNumber', label: '订购人证件号码', kind: 'string', only: 'I', required: 'I', max: 60 },
  { key: 'buyerName', label: '订购人姓名', kind: 'string', only: 'I', required: 'I', max: 60 },
  { key: 'buyerTelephone', label: '订购人电话', kind: 'string', only: 'I', required: 'I', max: 30 },
  { key: 'consigneeAddress', label: '收件地址', kind: 'string', only: 'I', required: 'I', max: 200 },
  { key: 'note', label: '备注', kind: 'string', required: false, max: 1000 },
  // Not message fields: a cross-check of the direction and of the goods total, when given.
  { key: 'ieFlag', label: '进出口标志', kind: 'string', required: false, values: ['I', 'E'] },
  { key: 'totalPrice', label: '商品总价', kind: 'decimal', required: false, sign: 'positive' },
];

export const LIST_FIELDS: readonly FieldDef[] = [
  { key: 'copNo', label: '企业内部编号', kind: 'string', required: true, max: 30 },
  { key: 'gnum', label: '商品序号', kind: 'int', required: true, sign: 'positive', aliases: ['商品项号'] },
  { key: 'itemRecordNo', label: '账册备案料号', kind: 'string', required: false, max: 30 },
  { key: 'itemNo', label: '商品货号', kind: 'string', required: 'E', max: 20, aliases: ['企业商品编号'] },
  { key: 'itemName', label: '企业商品名称', kind: 'string', required: false, max: 250 },
  { key: 'gcode', label: '商品编码', kind: 'string', required: true, length: 10 },
  { key: 'gname', label: '商品名称', kind: 'string', required: true, max: 250 },
  { key: 'gmodel', label: '规格型号', kind: 'string', required: true, max: 510 },
  { key: 'barCode', label: '条形码', kind: 'string', required: 'E', max: 50 },
  { key: 'country', label: { I: '原产国（地区）', E: '最终目的国（地区）' }, kind: 'string', required: true, length: 3, dict: 'country', aliases: ['原产国', '最终目的国', '原产国(地区)', '最终目的国(地区)'] },
  { key: 'tradeCountry', label: '贸易国（地区）', kind: 'string', only: 'I', required: false, length: 3, dict: 'country', aliases: ['贸易国'] },
  { key: 'currency', label: '币制', kind: 'string', required: true, length: 3, dict: 'currency' },
  { key: 'qty', label: '数量', kind: 'decimal', required: true, sign: 'positive', aliases: ['申报数量'] },
  { key: 'unit', label: '计量单位', kind: 'string', required: true, length: 3, dict: 'unit', aliases: ['申报计量单位'] },
  { key: 'qty1', label: '法定数量', kind: 'decimal', required: true, sign: 'positive' },
  { key: 'unit1', label: '法定计量单位', kind: 'string', required: true, length: 3, dict: 'unit' },
  { key: 'qty2', label: '第二数量', kind: 'decimal', required: false, sign: 'positive' },
  { key: 'unit2', label: '第二计量单位', kind: 'string', required: false, length: 3, dict: 'unit' },
  { key: 'price', label: '单价', kind: 'decimal', required: true, sign: 'positive', aliases: ['成交单价'] },
  { key: 'totalPrice', label: '总价', kind: 'decimal', required: true, sign: 'positive', aliases: ['成交总价'] },
  { key: 'note', label: '备注', kind: 'string', required: false, max: 1000 },
];

export const HEAD_SHEET = '表头';
export const LIST_SHEET = '表体';
export const MESSAGE_TYPE: Record<IeFlag, string> = { I: 'CEB621', E: 'CEB603' };

/** Dictionary names for messages ("不在「关区代码」中"). */
export const DICT_NAMES: Record<string, string> = {
  declare_port: '关区代码',
  tradeMode: '监管方式',
  traf_mode: '运输方式',
  country: '国别（地区）',
  currency: '币制',
  freightMark: '运费标记',
  wrapType: '包装种类',
  buyer_id_type: '订购人证件类型',
  unit: '计量单位',
};

export const fieldsFor = (fields: readonly FieldDef[], ieFlag: IeFlag) => fields.filter((field) => !field.only || field.only === ieFlag);
export const labelOf = (field: FieldDef, ieFlag: IeFlag) => (typeof field.label === 'string' ? field.label : field.label[ieFlag]);
export const isRequired = (field: FieldDef, ieFlag: IeFlag) => field.required === true || field.required === ieFlag;

/** Head fields found only in one direction's message: used to detect the direction from the headers. */
export const DIRECTION_MARKERS: Record<IeFlag, readonly string[]> = {
  I: ['assureCode', 'buyerIdNumber', 'buyerName', 'buyerTelephone', 'consigneeAddress', 'buyerIdType'],
  E: ['ownerCode', 'ownerName', 'statisticsFlag', 'pod', 'fCurrency', 'iCurrency', 'fFlag', 'iFlag'],
};

const normalize = (text: string) =>
  text
    .trim()
    .replace(/^\*+/, '')
    .replace(/\s+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .toLowerCase();

/** header text → field key, for one sheet (all directions, so that detection can see every field). */
export function headerIndex(fields: readonly FieldDef[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const field of fields) {
    const names = [field.key, ...(typeof field.label === 'string' ? [field.label] : Object.values(field.label)), ...(field.aliases ?? [])];
    for (const name of names) index.set(normalize(name), field.key);
  }
  return index;
}

/** The field a header cell names, or undefined. Accepts `label(field)` too. */
export function matchHeader(index: Map<string, string>, text: string): string | undefined {
  const direct = index.get(normalize(text));
  if (direct) return direct;
  const inner = /\(([A-Za-z][A-Za-z0-9]*)\)$/.exec(normalize(text));
  return inner ? index.get(inner[1] as string) : undefined;
}
