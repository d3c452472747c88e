import { CLEARANCE_PATHS, CLEARED_STATUSES, RECEIPT_BUTTONS, RECEIPT_RESOURCES, RETURN_STATUSES, type ReceiptDirection } from '@/customs-api/contract/receipts';
import { defineResource } from '@/lib/list/resource';

export const CLEARANCE_PAGES: Record<ReceiptDirection, string> = { import: '/clearance-goods/import', exit: '/clearance-goods/exit' };
const MODULES: Record<ReceiptDirection, string> = { import: RECEIPT_RESOURCES.clearanceImport, exit: RECEIPT_RESOURCES.clearanceExit };
export const clearanceExportButton = (direction: ReceiptDirection) => `${MODULES[direction]}_${RECEIPT_BUTTONS.export}`;

const CLEARED = RETURN_STATUSES.filter((status) => (CLEARED_STATUSES as readonly number[]).includes(status.code));
/** The platform's meaning of 放行/结关 → the localized label. */
const STATUS_NAMES = Object.fromEntries(CLEARED.map((status) => [status.name, `statuses.${status.code}`]));

/** Goods lines of released inventories of one direction (进口/出口通关商品). */
export function clearanceGoodsResource(direction: ReceiptDirection) {
  const paths = CLEARANCE_PATHS[direction];
  return defineResource({
    messages: 'clearanceGoods',
    endpoints: { page: paths.page },
    idProp: 'id',
    columns: [
      { prop: 'gcode', label: 'columns.gcode', width: 120, sortable: true, locked: true },
      { prop: 'hsName', label: 'columns.hsName', width: 180 },
      { prop: 'gname', label: 'columns.gname', width: 200 },
      { prop: 'gmodel', label: 'columns.gmodel', width: 180, hiddenByDefault: true },
      { prop: 'country', label: 'columns.country', width: 120, dictionary: 'country', format: 'code' },
      { prop: 'qty', label: 'columns.qty', width: 90, format: 'number' },
      { prop: 'unit', label: 'columns.unit', width: 100, dictionary: 'unit', format: 'code' },
      { prop: 'qty1', label: 'columns.qty1', width: 90, format: 'number' },
      { prop: 'unit1', label: 'columns.unit1', width: 100, dictionary: 'unit', format: 'code' },
      { prop: 'price', label: 'columns.price', width: 110, format: 'money' },
      { prop: 'totalPrice', label: 'columns.totalPrice', width: 120, format: 'money', sortable: true },
      { prop: 'currency', label: 'columns.currency', width: 110, dictionary: 'currency', format: 'code' },
      { prop: 'copNo', label: 'columns.copNo', width: 170 },
      { prop: 'invtNo', label: 'columns.invtNo', width: 170 },
      { prop: 'orderNo', label: 'columns.orderNo', width: 170, hiddenByDefault: true },
      { prop: 'ebcName', label: 'columns.ebcName', width: 200 },
      { prop: 'ebpName', label: 'columns.ebpName', width: 200, hiddenByDefault: true },
      { prop: 'customsCode', label: 'columns.customsCode', width: 150, dictionary: 'declareCustoms', format: 'code' },
      { prop: 'tradeMode', label: 'columns.tradeMode', width: 150, dictionary: 'tradeMode', format: 'code', hiddenByDefault: true },
      { prop: 'returnStatusName', label: 'columns.returnStatus', width: 100, options: STATUS_NAMES },
      { prop: 'returnTime', label: 'columns.returnTime', width: 170, format: 'datetime', sortable: true },
    ],
    search: [
      { column: 'gcode', termType: 'like', input: 'text', label: 'columns.gcode' },
      { column: 'gname', termType: 'like', input: 'text', label: 'columns.gname' },
      { column: 'copNo', termType: 'like', input: 'text', label: 'columns.copNo' },
      { column: 'ebcName', termType: 'like', input: 'text', label: 'columns.ebcName' },
      { column: 'country', termType: 'eq', input: 'select', label: 'columns.country', dictionary: 'country' },
      { column: 'customsCode', termType: 'eq', input: 'select', label: 'columns.customsCode', dictionary: 'declareCustoms' },
      { column: 'tradeMode', termType: 'eq', input: 'select', label: 'columns.tradeMode', dictionary: 'tradeMode' },
      { column: 'returnTime', termType: 'btw', input: 'dateRange', label: 'columns.period', defaultRange: true },
    ],
    defaultSort: [{ column: 'returnTime', direction: 'desc' }],
    actions: [{ key: 'export', label: 'actions.export', buttonCode: clearanceExportButton(direction), kind: 'export', path: paths.export }],
  });
}

export const CLEARANCE_RESOURCES = { import: clearanceGoodsResource('import'), exit: clearanceGoodsResource('exit') } as const;
