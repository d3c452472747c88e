/**
 * Realistic declaration-import data: import batches, CEB621/CEB603 inventory heads and 1–8 goods
 * lines each, with real codes of the built-in dictionaries, plausible companies, goods, HS codes
 * and legal units, valid buyer ID numbers. Rows are generated in JS and inserted a chunk at a
 * time through `INSERT ... SELECT * FROM unnest($1::text[], ...)`: one bound array per column, so
 * a chunk of 5,000 heads is one statement on either backend.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { importBatch, inventoryHead } from '../db/schema';
import { withCheckCharacter } from '../services/declare/id-card';
import { seededRandom, type Random } from '../services/random';

type Company = { code: string; name: string };

const PLATFORMS: Company[] = [
  { code: '3301964J31', name: '浙江天猫网络有限公司' },
  { code: '1105910159', name: '北京京东世纪贸易有限公司' },
  { code: '3301968DN3', name: '杭州考拉海购科技有限公司' },
  { code: '4401961A0K', name: '广州唯品会电子商务有限公司' },
  { code: '1101960B7D', name: '北京抖音电商科技有限公司' },
];
const SHOPS: Company[] = [
  { code: '4403966Q2M', name: '深圳前海跨境优品贸易有限公司' },
  { code: '3301968K5T', name: '杭州海淘汇进出口有限公司' },
  { code: '3302960H8R', name: '宁波保税区环球购商贸有限公司' },
  { code: '4401969N4B', name: '广州南沙全球精选供应链有限公司' },
  { code: '3122960W1C', name: '上海自贸区优选国际贸易有限公司' },
  { code: '4101960E6F', name: '郑州欧亚跨境电子商务有限公司' },
  { code: '5001960J9G', name: '重庆西部跨境商贸有限公司' },
  { code: '3502960P3L', name: '厦门海丝优品电子商务有限公司' },
  { code: '4419966S7V', name: '东莞星河出口贸易有限公司' },
  { code: '3307960Y2X', name: '义乌小商品跨境电商有限公司' },
];
/** The first is the demo `operator`'s company (广州云通报关服务有限公司), so that member sees data. */
const AGENTS: Company[] = [
  { code: '4401980123', name: '广州云通报关服务有限公司' },
  { code: '4403980456', name: '深圳鹏程报关有限公司' },
  { code: '3101980789', name: '上海东方报关行有限公司' },
  { code: '3302980321', name: '宁波港通报关有限公司' },
];
const LOGISTICS: Company[] = [
  { code: '4403180001', name: '顺丰速运有限公司' },
  { code: '1101980002', name: '中国邮政速递物流股份有限公司' },
  { code: '3122980003', name: '圆通速递有限公司' },
  { code: '3301980004', name: '菜鸟供应链管理有限公司' },
];

/** Common CBEC goods: HS code, name, model, declared unit, legal unit (035 千克 → qty1 in kg), net kg per unit, price range CNY. */
type Goods = { gcode: string; gname: string; gmodel: string; unit: string; unit1: string; kg: number; price: [number, number]; barPrefix: string };
const GOODS: Goods[] = [
  { gcode: '1901101000', gname: '婴幼儿配方奶粉', gmodel: '1段 800克/罐 牛乳基', unit: '122', unit1: '035', kg: 0.8, price: [180, 420], barPrefix: '9421' },
  { gcode: '0402290000', gname: '成人奶粉', gmodel: '全脂 1千克/袋', unit: '136', unit1: '035', kg: 1, price: [90, 220], barPrefix: '9415' },
  { gcode: '3304990099', gname: '保湿面霜', gmodel: '50毫升/瓶 护肤用', unit: '142', unit1: '035', kg: 0.12, price: [150, 1200], barPrefix: '3614' },
  { gcode: '3304100091', gname: '口红', gmodel: '3.5克/支 唇部用', unit: '012', unit1: '035', kg: 0.02, price: [120, 380], barPrefix: '3605' },
  { gcode: '3303000020', gname: '香水', gmodel: '100毫升/瓶 淡香水', unit: '142', unit1: '035', kg: 0.35, price: [300, 1500], barPrefix: '3348' },
  { gcode: '3305100090', gname: '洗发水', gmodel: '400毫升/瓶 去屑', unit: '142', unit1: '035', kg: 0.45, price: [45, 160], barPrefix: '4987' },
  { gcode: '2106909090', gname: '膳食营养补充剂', gmodel: '鱼油软胶囊 200粒/瓶', unit: '142', unit1: '035', kg: 0.3, price: [80, 360], barPrefix: '9300' },
  { gcode: '9619001100', gname: '婴儿纸尿裤', gmodel: 'L码 54片/包', unit: '125', unit1: '035', kg: 1.3, price: [90, 180], barPrefix: '4902' },
  { gcode: '1806320000', gname: '巧克力', gmodel: '夹心 200克/盒', unit: '140', unit1: '035', kg: 0.2, price: [35, 120], barPrefix: '7622' },
  { gcode: '2204210000', gname: '红葡萄酒', gmodel: '750毫升/瓶 13.5%vol', unit: '142', unit1: '095', kg: 0.75, price: [120, 900], barPrefix: '3760' },
  { gcode: '6403990090', gname: '运动鞋', gmodel: '男款 皮革面 42码', unit: '025', unit1: '025', kg: 0.9, price: [350, 1300], barPrefix: '0194' },
  { gcode: '6110200090', gname: '棉制针织套头衫', gmodel: '女款 棉95% 氨纶5%', unit: '011', unit1: '011', kg: 0.3, price: [90, 600], barPrefix: '8809' },
  { gcode: '4202210090', gname: '皮革手提包', gmodel: '牛皮面 中号', unit: '007', unit1: '007', kg: 0.8, price: [800, 6000], barPrefix: '3700' },
  { gcode: '9102110000', gname: '电子手表', gmodel: '石英 不锈钢表壳', unit: '008', unit1: '008', kg: 0.15, price: [500, 3000], barPrefix: '4549' },
  { gcode: '8510100000', gname: '电动剃须刀', gmodel: '充电式 三刀头', unit: '001', unit1: '001', kg: 0.4, price: [260, 1800], barPrefix: '8710' },
  { gcode: '9503008900', gname: '益智积木玩具', gmodel: '塑料 6岁以上 500颗粒', unit: '140', unit1: '035', kg: 0.9, price: [120, 900], barPrefix: '5702' },
];
const IMPORT_PORTS = ['5141', '5145', '2233', '2244', '2249', '3101', '4218', '5349', '8000', '4601', '2921'];
const EXPORT_PORTS = ['5141', '5300', '5301', '5316', '2233', '2921', '3101', '4601'];
const IMPORT_ORIGINS = ['116', '133', '502', '304', '305', '601', '609', '303', '307', '331', '132'];
const EXPORT_DESTINATIONS = ['502', '303', '304', '305', '116', '133', '132', '122', '136', '601', '344', '410'];
const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高'];
const GIVEN = [...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂'];
const REGIONS = [
  { code: '440106', place: '广东省广州市天河区', road: '体育西路' },
  { code: '440305', place: '广东省深圳市南山区', road: '科技南路' },
  { code: '310104', place: '上海市徐汇区', road: '漕溪北路' },
  { code: '110105', place: '北京市朝阳区', road: '建国路' },
  { code: '330106', place: '浙江省杭州市西湖区', road: '文三路' },
  { code: '510107', place: '四川省成都市武侯区', road: '人民南路' },
  { code: '420106', place: '湖北省武汉市武昌区', road: '中南路' },
];


const r2 = (value: number) => Math.round(value * 100) / 100;
const r5 = (value: number) => Math.round(value * 1e5) / 1e5;
const day = (date: Date) => date.toISOString().slice(0, 10);

function buyer(rand: Random) {
  const region = rand.pick(REGIONS);
  const birth = `${rand.int(1968, 2003)}${String(rand.int(1, 12)).padStart(2, '0')}${String(rand.int(1, 28)).padStart(2, '0')}`;
  return {
    buyerIdType: '1',
    buyerIdNumber: withCheckCharacter(`${region.code}${birth}${String(rand.int(1, 999)).padStart(3, '0')}`),
    buyerName: `${rand.pick(SURNAMES)}${rand.pick(GIVEN)}${rand.next() < 0.6 ? rand.pick(GIVEN) : ''}`,
    buyerTelephone: `1${rand.pick(['38', '39', '58', '59', '86', '87', '36', '77'])}${String(rand.int(0, 99_999_999)).padStart(8, '0')}`,
    consigneeAddress: `${region.place}${region.road}${rand.int(1, 999)}号${rand.int(1, 30)}栋${rand.int(101, 2808)}室`,
  };
}

type Row = Record<string, string | number | null>;

function generateHead(rand: Random, n: number, tag: string, batchId: number, createdAt: Date, ieFlag: 'I' | 'E'): { head: Row; lines: Row[] } {
  // 1–8 lines, about 5 on average (1,000,000 heads ≈ 5,000,000 lines).
  const lineCount = rand.next() < 0.1 ? 1 : rand.int(3, 8);
  const destination = ieFlag === 'I' ? rand.pick(IMPORT_ORIGINS) : rand.pick(EXPORT_DESTINATIONS);
  const lines: Row[] = [];
  let net = 0;
  let total = 0;
  for (let gnum = 1; gnum <= lineCount; gnum++) {
    const goods = rand.pick(GOODS);
    const qty = rand.next() < 0.6 ? 1 : rand.int(2, 6);
    const price = r2(goods.price[0] + rand.next() * (goods.price[1] - goods.price[0]));
    const totalPrice = r2(qty * price);
    const kg = r5(goods.kg * qty);
    net += kg;
    total += totalPrice;
    lines.push({
      gnum,
      itemNo: `SKU${goods.gcode.slice(0, 4)}${String(rand.int(1, 9999)).padStart(4, '0')}`,
      itemName: goods.gname,
      gcode: goods.gcode,
      gname: goods.gname,
      gmodel: goods.gmodel,
      barCode: `${goods.barPrefix}${String(rand.int(0, 999_999_999)).padStart(9, '0')}`,
      country: destination,
      currency: '142',
      qty,
      unit: goods.unit,
      qty1: goods.unit1 === '035' ? kg : goods.unit1 === '095' ? r5(0.75 * qty) : qty,
      unit1: goods.unit1,
      qty2: goods.unit1 === '011' ? kg : null,
      unit2: goods.unit1 === '011' ? '035' : null,
      price,
      totalPrice,
    });
  }
  const ebp = rand.pick(PLATFORMS);
  const ebc = rand.pick(SHOPS);
  const agent = rand.next() < 0.4 ? (AGENTS[0] as Company) : rand.pick(AGENTS);
  const logistics = rand.pick(LOGISTICS);
  const netWeight = r5(net);
  const serial = `${tag}${String(n).padStart(8, '0')}`;
  const head: Row = {
    batchId,
    ieFlag,
    workflowStatus: rand.next() < 0.7 ? 'imported' : rand.next() < 0.6 ? 'checked' : 'declared',
    copNo: `${ieFlag === 'I' ? 'CI' : 'CE'}${serial}`,
    orderNo: `SO${serial}`,
    ebpCode: ebp.code,
    ebpName: ebp.name,
    ebcCode: ebc.code,
    ebcName: ebc.name,
    logisticsNo: `${logistics.code.slice(0, 2) === '44' ? 'SF' : 'YT'}${serial}`,
    logisticsCode: logistics.code,
    logisticsName: logistics.name,
    customsCode: rand.pick(ieFlag === 'I' ? IMPORT_PORTS : EXPORT_PORTS),
    portCode: rand.pick(ieFlag === 'I' ? IMPORT_PORTS : EXPORT_PORTS),
    ieDate: day(createdAt),
    agentCode: agent.code,
    agentName: agent.name,
    tradeMode: ieFlag === 'I' ? (rand.next() < 0.6 ? '1210' : '9610') : rand.pick(['9610', '9610', '9710', '9810']),
    trafMode: rand.pick(['5', '5', '2', '4', '6']),
    country: destination,
    freight: r2(rand.int(0, 30)),
    insuredFee: 0,
    wrapType: rand.pick(['2', '2', '2', '6', '7']),
    packNo: 1,
    grossWeight: r5(netWeight * 1.1 + 0.2),
    netWeight,
    totalPrice: r5(total),
    lineCount,
    createdAt: createdAt.toISOString(),
  };
  if (ieFlag === 'I') Object.assign(head, { assureCode: ebc.code, currency: '142' }, buyer(rand));
  else {
    Object.assign(head, { statisticsFlag: 'A', ownerCode: ebc.code, ownerName: ebc.name, pod: destination === '502' ? 'USLA' : 'HKG', fCurrency: '142', fFlag: '3', iCurrency: '142', iFlag: '3' });
  }
  return { head, lines };
}

/** column (camelCase in generated rows) → [SQL column name, array type]. */
const HEAD_COLUMNS: [string, string, string][] = [
  ['batchId', 'batch_id', 'bigint'],
  ['ieFlag', 'ie_flag', 'text'],
  ['workflowStatus', 'workflow_status', 'text'],
  ['copNo', 'cop_no', 'text'],
  ['orderNo', 'order_no', 'text'],
  ['ebpCode', 'ebp_code', 'text'],
  ['ebpName', 'ebp_name', 'text'],
  ['ebcCode', 'ebc_code', 'text'],
  ['ebcName', 'ebc_name', 'text'],
  ['logisticsNo', 'logistics_no', 'text'],
  ['logisticsCode', 'logistics_code', 'text'],
  ['logisticsName', 'logistics_name', 'text'],
  ['assureCode', 'assure_code', 'text'],
  ['customsCode', 'customs_code', 'text'],
  ['portCode', 'port_code', 'text'],
  ['ieDate', 'ie_date', 'date'],
  ['statisticsFlag', 'statistics_flag', 'text'],
  ['agentCode', 'agent_code', 'text'],
  ['agentName', 'agent_name', 'text'],
  ['ownerCode', 'owner_code', 'text'],
  ['ownerName', 'owner_name', 'text'],
  ['tradeMode', 'trade_mode', 'text'],
  ['trafMode', 'traf_mode', 'text'],
  ['country', 'country', 'text'],
  ['pod', 'pod', 'text'],
  ['freight', 'freight', 'numeric'],
  ['fCurrency', 'f_currency', 'text'],
  ['fFlag', 'f_flag', 'text'],
  ['insuredFee', 'insured_fee', 'numeric'],
  ['iCurrency', 'i_currency', 'text'],
  ['iFlag', 'i_flag', 'text'],
  ['currency', 'currency', 'text'],
  ['wrapType', 'wrap_type', 'text'],
  ['packNo', 'pack_no', 'int'],
  ['grossWeight', 'gross_weight', 'numeric'],
  ['netWeight', 'net_weight', 'numeric'],
  ['buyerIdType', 'buyer_id_type', 'text'],
  ['buyerIdNumber', 'buyer_id_number', 'text'],
  ['buyerName', 'buyer_name', 'text'],
  ['buyerTelephone', 'buyer_telephone', 'text'],
  ['consigneeAddress', 'consignee_address', 'text'],
  ['totalPrice', 'total_price', 'numeric'],
  ['lineCount', 'line_count', 'int'],
  ['createdAt', 'created_at', 'timestamptz'],
];
const LIST_COLUMNS: [string, string, string][] = [
  ['headId', 'head_id', 'bigint'],
  ['gnum', 'gnum', 'int'],
  ['itemNo', 'item_no', 'text'],
  ['itemName', 'item_name', 'text'],
  ['gcode', 'gcode', 'text'],
  ['gname', 'gname', 'text'],
  ['gmodel', 'gmodel', 'text'],
  ['barCode', 'bar_code', 'text'],
  ['country', 'country', 'text'],
  ['currency', 'currency', 'text'],
  ['qty', 'qty', 'numeric'],
  ['unit', 'unit', 'text'],
  ['qty1', 'qty1', 'numeric'],
  ['unit1', 'unit1', 'text'],
  ['qty2', 'qty2', 'numeric'],
  ['unit2', 'unit2', 'text'],
  ['price', 'price', 'numeric'],
  ['totalPrice', 'total_price', 'numeric'],
];

function unnestInsert(table: string, columns: [string, string, string][], rows: Row[], returning?: string): SQL {
  const names = sql.raw(columns.map(([, name]) => `"${name}"`).join(', '));
  const arrays = sql.join(
    columns.map(([key, , type]) => sql`${sql.param(rows.map((row) => row[key] ?? null))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${arrays})${returning ? sql.raw(` returning ${returning}`) : sql``}`;
}

export type DeclareSeedOptions = {
  heads: number;
  /** Heads per batch and per insert statement (default 5,000). */
  chunk?: number;
  /** PRNG seed (default 20261122): same seed, same data (apart from the copNo run tag). */
  seed?: number;
  /** Share of import (CEB621) heads; the rest are export (CEB603). Default 0.7. */
  importShare?: number;
  /** createdAt spread over this many days before `now` (default 180). */
  days?: number;
  now?: Date;
  /** Made part of every copNo/orderNo so that runs never collide; defaults to a base-36 clock. */
  tag?: string;
  uploadedBy?: { username: string; name: string; companyId: string | null; companyCode: string | null; companyName: string | null };
  progress?: (done: { heads: number; lines: number; elapsedMs: number }) => void;
};

type Rows = { rows?: unknown[] } | unknown[];
const rowsOf = <T>(result: Rows): T[] => (Array.isArray(result) ? result : (result.rows ?? [])) as T[];

/** Generates and inserts `heads` heads (with their lines) in batches of `chunk`; returns the counts. */
export async function seedDeclarations(db: Db, options: DeclareSeedOptions): Promise<{ heads: number; lines: number; elapsedMs: number }> {
  const chunk = options.chunk ?? 5_000;
  const rand = seededRandom(options.seed ?? 20261122);
  const now = options.now ?? new Date();
  const days = options.days ?? 180;
  const tag = options.tag ?? Date.now().toString(36).toUpperCase();
  const uploader = options.uploadedBy ?? { username: 'admin', name: '系统管理员', companyId: 'company-platform', companyCode: '5141960001', companyName: '跨境电商公共服务平台运营中心' };
  const started = Date.now();
  let heads = 0;
  let lines = 0;
  for (let from = 0; from < options.heads; from += chunk) {
    const size = Math.min(chunk, options.heads - from);
    const ieFlag = rand.next() < (options.importShare ?? 0.7) ? 'I' : 'E';
    // One batch per chunk: a batch is one direction, like an uploaded file.
    const uploadedAt = new Date(now.getTime() - Math.floor(((options.heads - from) / options.heads) * days * 86_400_000 * rand.next()));
    const [batch] = await db
      .insert(importBatch)
      .values({
        fileName: `${ieFlag === 'I' ? '进口清单' : '出口清单'}_${day(uploadedAt).replace(/-/g, '')}_${from / chunk + 1}.xlsx`,
        fileSize: 0,
        ieFlag,
        messageType: ieFlag === 'I' ? 'CEB621' : 'CEB603',
        companyId: uploader.companyId,
        companyCode: uploader.companyCode,
        companyName: uploader.companyName,
        totalHeads: size,
        okHeads: size,
        failedHeads: 0,
        status: 'success',
        uploadedBy: uploader.username,
        uploadedByName: uploader.name,
        uploadedAt,
      })
      .returning({ id: importBatch.id });
    if (!batch) throw new Error('seed: batch not inserted');
    const generated = Array.from({ length: size }, (_, index) => {
      const createdAt = new Date(now.getTime() - Math.floor(rand.next() * days * 86_400_000));
      return generateHead(rand, from + index + 1, tag, batch.id, createdAt, ieFlag);
    });
    await db.transaction(async (tx) => {
      const inserted = rowsOf<{ id: number | string; cop_no: string }>(
        (await tx.execute(unnestInsert('inventory_head', HEAD_COLUMNS, generated.map((g) => g.head), 'id, cop_no'))) as Rows,
      );
      const ids = new Map(inserted.map((row) => [row.cop_no, Number(row.id)]));
      const lineRows = generated.flatMap((g) => g.lines.map((line) => ({ ...line, headId: ids.get(g.head.copNo as string) ?? null })));
      for (let start = 0; start < lineRows.length; start += 10_000) await tx.execute(unnestInsert('inventory_list', LIST_COLUMNS, lineRows.slice(start, start + 10_000)));
      lines += lineRows.length;
    });
    heads += size;
    options.progress?.({ heads, lines, elapsedMs: Date.now() - started });
  }
  return { heads, lines, elapsedMs: Date.now() - started };
}

export const DEMO_DECLARATION_HEADS = 200;

/** The console's demo data: ~200 heads in 4 batches, only while inventory_head is empty (idempotent). */
export async function seedDemoDeclarations(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(inventoryHead);
  if ((existing?.total ?? 0) > 0) return false;
  await seedDeclarations(db, { heads: DEMO_DECLARATION_HEADS, chunk: 50, seed: 7, now, days: 60, tag: 'DEMO' });
  return true;
}
