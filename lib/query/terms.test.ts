import { buildTerms, searchFieldSchema, type SearchField } from './terms';

const fields: SearchField[] = [
  { column: 'copNo', termType: 'like', input: 'text', label: 'copNo' },
  { column: 'customsCode', termType: 'eq', input: 'select', label: 'customsCode', dictionary: 'declareCustoms' },
  { column: 'createdAt', termType: 'btw', input: 'dateRange', label: 'createdAt' },
  { column: 'totalPrice', termType: 'btw', input: 'numberRange', label: 'totalPrice' },
  { column: 'grossWeight', termType: 'gte', input: 'text', label: 'grossWeight' },
];

describe('buildTerms', () => {
  const values = { copNo: ' C2026 ', customsCode: '', createdAt: ['2026-01-01T00:00:00.000Z', null] as [string, null], totalPrice: [null, null] as [null, null], grossWeight: '  ' };

  it('drops empty values in the dropping variant', () => {
    expect(buildTerms(fields, values, { keepEmpty: false })).toEqual([
      { column: 'copNo', termType: 'like', value: 'C2026' },
      { column: 'createdAt', termType: 'btw', value: ['2026-01-01T00:00:00.000Z', null] },
    ]);
  });

  it('keeps empty values as null in the keeping variant', () => {
    expect(buildTerms(fields, values, { keepEmpty: true })).toEqual([
      { column: 'copNo', termType: 'like', value: 'C2026' },
      { column: 'customsCode', termType: 'eq', value: '' },
      { column: 'createdAt', termType: 'btw', value: ['2026-01-01T00:00:00.000Z', null] },
      { column: 'totalPrice', termType: 'btw', value: [null, null] },
      { column: 'grossWeight', termType: 'gte', value: '' },
    ]);
  });

  it('sends number ranges as numbers', () => {
    expect(buildTerms(fields, { totalPrice: ['10', '99.5'] }, { keepEmpty: false })).toEqual([{ column: 'totalPrice', termType: 'btw', value: [10, 99.5] }]);
  });

  it('keeps unset fields out or as null', () => {
    expect(buildTerms(fields, {}, { keepEmpty: false })).toEqual([]);
    expect(buildTerms(fields.slice(0, 1), {}, { keepEmpty: true })).toEqual([{ column: 'copNo', termType: 'like', value: null }]);
  });
});

describe('search field definitions', () => {
  it('accepts consistent fields', () => {
    for (const field of fields) expect(searchFieldSchema.safeParse(field).success).toBe(true);
  });

  it.each<[unknown, string]>([
    [{ column: 'a', termType: 'btw', input: 'text', label: 'a' }, 'btw on a text input'],
    [{ column: 'a', termType: 'eq', input: 'dateRange', label: 'a' }, 'a range without btw'],
    [{ column: 'a', termType: 'eq', input: 'select', label: 'a' }, 'a select without dictionary'],
    [{ column: 'a', termType: 'eq', input: 'select', label: 'a', dictionary: 'nope' }, 'an unknown dictionary'],
    [{ column: 'a', termType: 'eq', input: 'select', label: 'a', dictionary: 'country', options: [{ value: 'x', label: 'x' }] }, 'both a dictionary and options'],
    [{ column: 'a', termType: 'eq', input: 'text', label: 'a', options: [{ value: 'x', label: 'x' }] }, 'options on a text input'],
    [{ column: '1a; drop', termType: 'eq', input: 'text', label: 'a' }, 'a column that is not a field name'],
    [{ column: 'a', termType: 'regex', input: 'text', label: 'a' }, 'an unknown term type'],
  ])('refuses %p (%s)', (field) => {
    expect(searchFieldSchema.safeParse(field).success).toBe(false);
  });
});
