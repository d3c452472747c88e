import { CLEARANCE_GOODS_COLUMNS, HS_CODE_COLUMNS, INVENTORY_RECEIPT_COLUMNS, RECEIPT_FAILURE_COLUMNS, RECEIPT_SEARCH_COLUMNS } from '@/customs-api/contract/receipts';
import { CLEARANCE_RESOURCES } from '@/components/clearance/resources';
import { hsCodeResource } from '@/components/hscode/resources';
import type { ResourceDefinition } from '@/lib/list/resource';
import zhCN from '@/messages/zh-CN.json';
import ja from '@/messages/ja.json';
import { failureResource, INVENTORY_RECEIPT_RESOURCES, receiptSearchResource, SEARCH_BUTTONS } from './resources';

const lists: [string, ResourceDefinition, readonly string[]][] = [
  ['import receipts', INVENTORY_RECEIPT_RESOURCES.import, INVENTORY_RECEIPT_COLUMNS],
  ['exit receipts', INVENTORY_RECEIPT_RESOURCES.exit, INVENTORY_RECEIPT_COLUMNS],
  ['receipt search', receiptSearchResource, RECEIPT_SEARCH_COLUMNS],
  ['parse failures', failureResource, RECEIPT_FAILURE_COLUMNS],
  ['import clearance goods', CLEARANCE_RESOURCES.import, CLEARANCE_GOODS_COLUMNS],
  ['exit clearance goods', CLEARANCE_RESOURCES.exit, CLEARANCE_GOODS_COLUMNS],
  ['HS codes', hsCodeResource, HS_CODE_COLUMNS],
];

/** Reads a dotted message key in one namespace. */
function message(messages: Record<string, unknown>, namespace: string, key: string): unknown {
  return [namespace, ...key.split('.')].reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe.each(lists)('the %s list', (_name, resource, whitelist) => {
  it('searches and sorts only on columns the platform accepts', () => {
    for (const field of resource.search) expect(whitelist).toContain(field.column);
    for (const order of resource.defaultSort) expect(whitelist).toContain(order.column);
    for (const column of resource.columns.filter((candidate) => candidate.sortable)) expect(whitelist).toContain(column.prop);
  });

  it('has a label for every column, search field, option, action and detail field in every locale', () => {
    const keys = [
      ...resource.columns.flatMap((column) => [column.label, ...Object.values(column.options ?? {})]),
      ...resource.search.flatMap((field) => [field.label, ...(field.options ?? []).map((option) => option.label)]),
      ...resource.actions.map((action) => action.label),
      ...resource.totals.map((total) => total.label),
      ...resource.detail.flatMap((section) => [section.title, ...section.fields.map((field) => field.label)]),
    ];
    for (const messages of [zhCN, ja]) for (const key of keys) expect([key, message(messages, resource.messages, key)]).toEqual([key, expect.any(String)]);
  });
});

describe('receipt actions', () => {
  it('use the button codes of their modules', () => {
    expect(INVENTORY_RECEIPT_RESOURCES.import.actions.map((action) => action.buttonCode)).toEqual(['IMPORT_RECEIPT_EXPORT']);
    expect(INVENTORY_RECEIPT_RESOURCES.exit.actions.map((action) => action.buttonCode)).toEqual(['EXIT_RECEIPT_EXPORT']);
    expect(SEARCH_BUTTONS).toEqual({ ingest: 'RECEIPT_SEARCH_IMPORT', simulate: 'RECEIPT_SEARCH_SIMULATE', export: 'RECEIPT_SEARCH_EXPORT' });
    expect(hsCodeResource.actions.map((action) => action.buttonCode)).toEqual(['HS_CODE_IMPORT', 'HS_CODE_EXPORT']);
    expect(CLEARANCE_RESOURCES.exit.actions.map((action) => action.buttonCode)).toEqual(['CLEARANCE_GOODS_EXIT_EXPORT']);
  });

  it('read each direction from its own platform paths', () => {
    expect(INVENTORY_RECEIPT_RESOURCES.exit.endpoints.page).toBe('/api/app/receipts/exit/page');
    expect(CLEARANCE_RESOURCES.import.endpoints.page).toBe('/api/app/clearance-goods/import/page');
  });
});
