import { and, eq, inArray } from 'drizzle-orm';
import { RETURN_STATUSES } from '../../contract/receipts';
import type { Db } from '../../db/client';
import { dictionaryItem } from '../../db/schema';

/**
 * Meanings of negative returnStatus codes: the common codes of the CBEC 2022 message standard's
 * error list, written here so that a fresh platform explains them. Administrators can load the
 * full list as dictionary `cbec_error_code` (code → message); it answers the codes not listed here.
 */
const BUILT_IN_ERRORS: Record<number, string> = {
  [-999999]: '报文格式校验失败',
  [-10101]: '无效企业类型',
  [-10102]: '无效企业代码',
  [-301001]: '订单商品表体信息不存在',
  [-301002]: '订单商品信息内有重复商品序号',
  [-301003]: '订单信息查询不存在',
  [-301006]: '检索到多条订单信息',
  [-301008]: '订单参数校验不通过',
  [-301010]: '已存在相同编号的订单',
  [-301011]: '该订单已向海关申报清单，状态不符',
  [-301014]: '订单报文处理失败，接收报文为旧报文数据，不做处理',
  [-401001]: '支付凭证查询不存在',
  [-401003]: '对应多条支付凭证',
  [-401008]: '该支付单已向海关申报支付单，状态不符',
  [-401009]: '支付单参数校验不通过',
  [-401012]: '支付单报文处理失败，接收报文为旧报文数据，不做处理',
  [-504000]: '运单报文解析失败',
  [-504011]: '运单参数校验不通过',
  [-504015]: '已存在相同编号的运单',
  [-504016]: '该运单已向海关申报运单，状态不符',
  [-621000]: '清单接收失败，清单表体为空',
  [-621001]: '清单报文校验失败',
  [-621002]: '四单回执解析失败',
  [-621003]: '清单申报失败',
  [-621004]: '清单已经申报过，请勿重复申报',
  [-621005]: '清单的购买金额超过单笔限额',
  [-621006]: '未找到对应的清单',
  [-621010]: '申报清单发生错误，状态不是申报中',
  [-621011]: '不存在已申报的清单，无法进行改单操作',
  [-621012]: '清单的申报状态不符合改单申报的条件',
  [-621013]: '查询个人限额失败',
  [-621014]: '核增个人消费金额时出错',
  [-621016]: '没有权限进行操作',
  [-621017]: '系统发生异常',
  [-621018]: '购买人已用购买额度加本次购买将超过年度限额',
  [-621019]: '查无此数据',
  [-621024]: '所有清单的表体均为空，无法完成申报操作',
  [-621027]: '请确认表体 gnum 无重复',
  [-621029]: '验签失败',
  [-621030]: '清单接收失败，清单数据超过限制',
  [-623003]: '系统中不存在该清单编号的清单',
  [-623005]: '清单的状态不符合撤单申报要求',
  [-623009]: '撤单清单已经申报过',
  [-625007]: '退货申请单表体商品未备案',
  [-625014]: '退货申请单金额超过单笔限额',
  [-800002]: '入库明细单报文解析失败',
  [-800003]: '入库明细单已存在',
};

const STATUS_NAMES = new Map(RETURN_STATUSES.map((status) => [status.code, status.name]));
export const ERROR_CODE_DICTIONARY = 'cbec_error_code';

/** Looks up the meaning of returnStatus codes: known statuses, built-in error codes, then dictionary `cbec_error_code`. */
export type StatusNames = (status: number | null | undefined) => string;

export function builtInStatusName(status: number | null | undefined): string | undefined {
  if (status === null || status === undefined) return '';
  return STATUS_NAMES.get(status) ?? BUILT_IN_ERRORS[status];
}

/** A name lookup for these statuses; only the codes the built-in tables miss are read from the dictionary (one query). */
export async function statusNamesFor(db: Db, statuses: Iterable<number | null | undefined>): Promise<StatusNames> {
  const missing = [...new Set([...statuses].filter((status): status is number => typeof status === 'number' && builtInStatusName(status) === undefined))];
  const fromDictionary = new Map<number, string>();
  if (missing.length > 0) {
    const rows = await db
      .select({ code: dictionaryItem.code, name: dictionaryItem.name })
      .from(dictionaryItem)
      .where(and(eq(dictionaryItem.typeCode, ERROR_CODE_DICTIONARY), inArray(dictionaryItem.code, missing.map(String))));
    for (const row of rows) fromDictionary.set(Number(row.code), row.name);
  }
  return (status) => {
    const known = builtInStatusName(status) ?? fromDictionary.get(status as number);
    if (known !== undefined) return known;
    return (status as number) < 0 ? `处理异常（错误码 ${status}）` : `未知状态 ${status}`;
  };
}
