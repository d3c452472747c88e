import { z } from 'zod';

export const DICTIONARY_PATH = '/api/dictionary/item/queryByCode';
/** Dictionary management (module 字典数据): every dictionary type with its item count. */
export const DICTIONARY_TYPES_PATH = '/api/dictionary/type/list';
/** The module resource that permits dictionary management calls. */
export const DICTIONARY_RESOURCE = 'DICTIONARY_DATA';

/**
 * The dictionary lists of spec §3: client store name → platform dictionary code.
 * Where the spec shows no code, the store name is the code.
 */
export const DICTIONARIES = {
  trafMode: 'traf_mode',
  country: 'country',
  currency: 'currency',
  unit: 'unit',
  declareCustoms: 'declare_port',
  portCode: 'declare_port',
  wrapType: 'wrapType',
  expuTradeModeType: 'expu_tradeMode_type',
  invtTradeModeType: 'invt_tradeMode_type',
  freightMark: 'freightMark',
  invtDetail: 'invt_detail_currency',
  dataType: 'dataType',
  commonAppStatus: 'commonAppStatus',
  consumption_ratio: 'tj_consumption_ratio',
  group_method: 'tj_group_method',
  tradeMode: 'tradeMode',
  IDType: 'id_type',
  buyerIdType: 'buyer_id_type',
} as const;
export type DictionaryName = keyof typeof DICTIONARIES;
export type DictionaryCode = (typeof DICTIONARIES)[DictionaryName];
export const DICTIONARY_CODES = [...new Set(Object.values(DICTIONARIES))] as DictionaryCode[];

export const dictionaryRequestSchema = z.object({ data: z.object({ dicCode: z.string().min(1).max(64) }) });

export const dictionaryItemSchema = z.object({
  /** The code as written in messages (e.g. '142'). */
  code: z.string(),
  /** The Chinese label operators know. */
  name: z.string(),
  sort: z.number().int().default(0),
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;
export const dictionaryItemsSchema = z.array(dictionaryItemSchema);

export const dictionaryTypeSchema = z.object({ code: z.string(), name: z.string(), itemCount: z.number().int() });
export type DictionaryType = z.infer<typeof dictionaryTypeSchema>;
export const dictionaryTypesSchema = z.array(dictionaryTypeSchema);
