import { parseEntryParams } from './entry-params';

describe('parseEntryParams', () => {
  it('copies the JSON fields into string route params', () => {
    expect(parseEntryParams('{"formId":"F-12","version":3,"readonly":true,"note":null}')).toEqual({
      ok: true,
      params: { formId: 'F-12', version: '3', readonly: 'true', note: '' },
    });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['{formId:1}', 'notJson'],
    ['[1,2]', 'notObject'],
    ['"text"', 'notObject'],
    ['{"nested":{"a":1}}', 'notObject'],
  ])('refuses %p as %s', (raw, reason) => {
    expect(parseEntryParams(raw)).toEqual({ ok: false, reason });
  });
});
