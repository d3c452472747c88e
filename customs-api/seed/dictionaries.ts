import type { DictionaryCode } from '../contract/dictionary';

/**
 * A compact built-in set of common real customs codes (CBEC messages use the OLD 3-digit
 * country and currency codes). Full tables are loaded later through the dictionary import.
 * Each entry: `code:名称`, whitespace separated; order is the display order.
 */
const CURRENCIES = `142:人民币 502:美元 300:欧元 110:港元 116:日本元 303:英镑 501:加拿大元 601:澳大利亚元 609:新西兰元
  132:新加坡元 121:澳门元 143:台湾元 122:马来西亚林吉特 136:泰国铢 331:瑞士法郎 302:丹麦克朗 330:瑞典克朗 326:挪威克朗`;

export const DICTIONARY_SEED: Record<DictionaryCode, { name: string; items: string }> = {
  traf_mode: {
    name: '运输方式',
    items: `0:非保税区 1:监管仓库 2:水路运输 3:铁路运输 4:公路运输 5:航空运输 6:邮件运输 7:保税区 8:保税仓库
      9:其他方式运输 G:固定设施运输 H:边境特殊海关作业区 L:旅客携带 T:综合实验区 W:物流中心 X:物流园区 Y:保税港区 Z:出口加工区`,
  },
  country: {
    name: '国别（地区）',
    items: `142:中国 110:中国香港 121:中国澳门 143:台澎金马关税区 116:日本 133:韩国 132:新加坡 122:马来西亚 136:泰国
      141:越南 112:印度尼西亚 129:菲律宾 106:缅甸 127:巴基斯坦 118:科威特 130:卡塔尔 502:美国 501:加拿大
      429:墨西哥 410:巴西 303:英国 304:德国 305:法国 307:意大利 312:西班牙 309:荷兰 301:比利时 302:丹麦
      306:爱尔兰 310:希腊 315:奥地利 318:芬兰 326:挪威 330:瑞典 331:瑞士 344:俄罗斯联邦 347:乌克兰
      601:澳大利亚 609:新西兰 244:南非 201:阿尔及利亚`,
  },
  currency: { name: '币制', items: CURRENCIES },
  invt_detail_currency: { name: '清单表体币制', items: CURRENCIES },
  unit: {
    name: '计量单位',
    items: `001:台 002:座 003:辆 006:套 007:个 008:只 010:张 011:件 012:支 015:条 016:把 017:块 018:卷
      019:副 020:片 021:组 022:份 025:双 026:对 030:米 032:平方米 033:立方米 035:千克 036:克 070:吨
      095:升 096:毫升 120:箱 122:罐 123:桶 125:包 136:袋 140:盒 142:瓶 131:册`,
  },
  declare_port: {
    name: '关区代码',
    items: `0100:北京关区 0101:机场单证 0200:天津关区 0201:天津海关 0400:石家庄区 2200:上海海关 2201:浦江海关
      2233:浦东机场 2244:上海快件 2249:洋山海关（保税） 2300:南京海关 2900:杭州关区 2901:杭州海关 2921:义乌海关
      3100:宁波关区 3101:宁波海关 4200:青岛海关 4218:青开发区 4600:郑州关区 4601:郑州海关 4700:武汉海关
      5100:广州海关 5130:广州萝岗 5141:广州机场 5145:广州邮办 5200:黄埔关区 5300:深圳海关 5301:皇岗海关
      5316:大鹏海关 5349:深圳前海湾保税港区口岸作业区 7900:成都关区 8000:重庆关区 8600:昆明关区`,
  },
  wrapType: { name: '包装种类', items: '1:木箱 2:纸箱 3:桶装 4:散装 5:托盘 6:包 7:其它' },
  expu_tradeMode_type: {
    name: '出口贸易方式',
    items: '9610:跨境电商零售出口 9710:跨境电商B2B直接出口 9810:跨境电商出口海外仓 1210:保税电商',
  },
  invt_tradeMode_type: { name: '进口贸易方式', items: '9610:直购进口 1210:网购保税进口 1239:保税电商A' },
  tradeMode: {
    name: '监管方式',
    items: '9610:电子商务 9710:跨境电商B2B直接出口 9810:跨境电商出口海外仓 1210:保税电商 1239:保税电商A 0110:一般贸易 1039:市场采购',
  },
  freightMark: { name: '运费标记', items: '1:率 2:单价 3:总价' },
  dataType: {
    name: '报文类型',
    items: `CEB311:进口订单 CEB411:进口支付单 CEB511:进口运单 CEB621:进口清单 CEB622:进口清单回执 CEB303:出口订单
      CEB403:出口收款单 CEB505:出口运单 CEB507:运抵单 CEB509:离境单 CEB603:出口清单 CEB604:出口清单回执 CEB701:汇总申请单`,
  },
  commonAppStatus: { name: '业务状态', items: '1:暂存 2:申报' },
  tj_consumption_ratio: { name: '消费占比', items: '100:全额计入 70:按70%计入 0:不计入' },
  tj_group_method: { name: '统计分组方式', items: 'company:按企业 customs:按关区 tradeMode:按贸易方式 country:按国别 currency:按币制' },
  id_type: { name: '证件类型', items: '1:身份证 2:其它' },
  buyer_id_type: { name: '订购人证件类型', items: '1:身份证 2:其它' },
};

export function parseDictionaryItems(items: string): { code: string; name: string; sort: number }[] {
  return items
    .trim()
    .split(/\s+/)
    .map((pair, index) => {
      const [code = '', name = ''] = pair.split(':');
      return { code, name, sort: index + 1 };
    });
}
