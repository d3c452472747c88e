import { defineResource } from './resource';

const base = {
  messages: 'demo',
  endpoints: { page: '/api/demo/page' },
  idProp: 'id',
  columns: [
    { prop: 'copNo', label: 'copNo', sortable: true },
    { prop: 'createdAt', label: 'createdAt', format: 'datetime' as const, sortable: true },
  ],
  search: [{ column: 'copNo', termType: 'like' as const, input: 'text' as const, label: 'copNo' }],
  defaultSort: [{ column: 'createdAt', direction: 'desc' as const }],
};

describe('defineResource', () => {
  it('accepts a consistent definition and fills defaults', () => {
    const resource = defineResource(base);
    expect(resource.keepEmptyTerms).toBe(false);
    expect(resource.columns[0]).toMatchObject({ format: 'text', locked: false, hiddenByDefault: false });
  });

  it.each([
    ['duplicate columns', { ...base, columns: [...base.columns, { prop: 'copNo', label: 'again' }] }],
    ['a default sort on an unsortable column', { ...base, defaultSort: [{ column: 'nope', direction: 'asc' as const }] }],
    ['a column searched twice', { ...base, search: [...base.search, ...base.search] }],
    ['an endpoint outside /api', { ...base, endpoints: { page: 'http://evil/page' } }],
    ['an unknown dictionary', { ...base, columns: [{ prop: 'x', label: 'x', dictionary: 'planets' }] }],
    ['an action without a button code', { ...base, actions: [{ key: 'export', label: 'export', buttonCode: '', kind: 'export' }] }],
  ])('refuses %s', (_reason, definition) => {
    expect(() => defineResource(definition as Parameters<typeof defineResource>[0])).toThrow();
  });
});
