import { HS_CODE_PATHS, RECEIPT_BUTTONS, RECEIPT_RESOURCES } from '@/customs-api/contract/receipts';
import { defineResource } from '@/lib/list/resource';

export const HS_BUTTONS = {
  import: `${RECEIPT_RESOURCES.hsCode}_${RECEIPT_BUTTONS.import}`,
  export: `${RECEIPT_RESOURCES.hsCode}_${RECEIPT_BUTTONS.export}`,
} as const;

/** HS codes (商品编码): 10 digits, name, legal units, declaration elements. */
export const hsCodeResource = defineResource({
  messages: 'hsCode',
  endpoints: { page: HS_CODE_PATHS.page },
  idProp: 'code',
  columns: [
    { prop: 'code', label: 'columns.code', width: 130, sortable: true, locked: true },
    { prop: 'name', label: 'columns.name', width: 260, sortable: true },
    { prop: 'unit1', label: 'columns.unit1', width: 130, dictionary: 'unit', format: 'code' },
    { prop: 'unit2', label: 'columns.unit2', width: 130, dictionary: 'unit', format: 'code' },
    { prop: 'elements', label: 'columns.elements', width: 420 },
    { prop: 'updatedAt', label: 'columns.updatedAt', width: 170, format: 'datetime', sortable: true },
  ],
  search: [
    { column: 'code', termType: 'like', input: 'text', label: 'columns.code' },
    { column: 'name', termType: 'like', input: 'text', label: 'columns.name' },
    { column: 'elements', termType: 'like', input: 'text', label: 'columns.elements' },
  ],
  defaultSort: [{ column: 'code', direction: 'asc' }],
  actions: [
    { key: 'import', label: 'actions.import', buttonCode: HS_BUTTONS.import, kind: 'upload' },
    { key: 'export', label: 'actions.export', buttonCode: HS_BUTTONS.export, kind: 'export', path: HS_CODE_PATHS.export },
  ],
});
