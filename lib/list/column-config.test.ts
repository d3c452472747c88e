import { columnConfigKey, defaultColumnConfig, invalidLabels, mergeColumnConfig, parseColumnConfig, type ColumnBase } from './column-config';

const columns: ColumnBase[] = [
  { prop: 'copNo', label: '企业内部编号', locked: true },
  { prop: 'invtNo', label: '清单编号' },
  { prop: 'ebcName', label: '电商企业' },
  { prop: 'note', label: '备注', hiddenByDefault: true },
];

describe('column config', () => {
  it('builds the storage key from the user and the route path', () => {
    expect(columnConfigKey('member-admin', '/customsDeclaration/imports')).toBe('cbec-console-columns:member-admin:/customsDeclaration/imports');
    expect(columnConfigKey('member-operator', '/customsDeclaration/imports')).not.toBe(columnConfigKey('member-admin', '/customsDeclaration/imports'));
  });

  it('defaults to the definition order, hidden-by-default columns hidden', () => {
    expect(defaultColumnConfig(columns).map((item) => [item.prop, item.hidden, item.disabled])).toEqual([
      ['copNo', false, true],
      ['invtNo', false, false],
      ['ebcName', false, false],
      ['note', true, false],
    ]);
  });

  it('keeps the stored order, names and visibility; drops removed columns; inserts new ones after their predecessor', () => {
    const stored = [
      { prop: 'ebcName', label: '电商', id: 2, hidden: false, disabled: false },
      { prop: 'gone', label: '已删除列', id: 9, hidden: false, disabled: false },
      { prop: 'copNo', label: '编号', id: 0, hidden: true, disabled: true },
      { prop: 'note', label: '备注', id: 3, hidden: false, disabled: false },
    ];
    expect(mergeColumnConfig(stored, columns).map((item) => [item.prop, item.label, item.hidden])).toEqual([
      ['ebcName', '电商', false],
      ['copNo', '编号', false],
      ['invtNo', '清单编号', false],
      ['note', '备注', false],
    ]);
  });

  it('restores an emptied name to the default', () => {
    const stored = defaultColumnConfig(columns).map((item) => (item.prop === 'invtNo' ? { ...item, label: '  ' } : item));
    expect(mergeColumnConfig(stored, columns)[1]?.label).toBe('清单编号');
  });

  it('reads only valid stored configs', () => {
    expect(parseColumnConfig(null)).toBeNull();
    expect(parseColumnConfig('{oops')).toBeNull();
    expect(parseColumnConfig('[{"prop":1}]')).toBeNull();
    expect(parseColumnConfig(JSON.stringify(defaultColumnConfig(columns)))).toHaveLength(4);
  });

  it('requires a display name', () => {
    const config = defaultColumnConfig(columns).map((item) => (item.prop === 'ebcName' ? { ...item, label: ' ' } : item));
    expect(invalidLabels(config)).toEqual(['ebcName']);
  });
});
