import type { ModuleNode } from '@/customs-api/contract/auth';
import { buildMenu, findMenuLeaf, generatedPath, menuLeaves, splitParam } from './menu';

const node = (code: string, param: string, menus: ModuleNode[] = [], type: ModuleNode['type'] = 'MENU'): ModuleNode => ({
  code,
  name: code,
  param,
  type,
  icon: '',
  menus,
  buttons: [],
});

const tree: ModuleNode[] = [
  node('receipts', '', [
    node('receipt-management', '', [node('receipt-search', '/receipt-management/search?status=800')]),
    node('import-receipts', '/receipts-Module/import-resipts/list'),
  ]),
  node('form-data-notice', ''),
  node('document-center-guide', '/ignored'),
  node('project-list', ''),
  node('single-window', 'https://www.singlewindow.cn', [], 'LINK'),
  node('temp', ''),
  node('trailing', 'timedTask/list/'),
];

describe('buildMenu', () => {
  const menu = buildMenu(tree);
  const byCode = (code: string) => menuLeaves(menu).find(({ item }) => item.code === code)?.item;

  it('splits the query off the param', () => {
    expect(byCode('receipt-search')).toMatchObject({ kind: 'page', path: '/receipt-management/search', query: { status: '800' } });
  });

  it('redirects a directory to its first leaf, through nested directories', () => {
    expect(menu[0]).toMatchObject({ kind: 'directory', path: '/receipt-management/search' });
    expect(menu[0]?.children[0]).toMatchObject({ kind: 'directory', path: '/receipt-management/search' });
  });

  it('rebuilds the path from the code for the document-center, form-data and project-list prefixes', () => {
    expect(byCode('form-data-notice')?.path).toBe('/form-data/notice');
    expect(byCode('document-center-guide')?.path).toBe('/document-center/guide');
    expect(byCode('project-list')?.path).toBe('/project-list');
  });

  it('marks http(s) params as external links', () => {
    expect(byCode('single-window')).toMatchObject({ kind: 'external', href: 'https://www.singlewindow.cn' });
  });

  it('gives an entry without a path a stable generated 12-character path and marks it temporary', () => {
    const temp = byCode('temp');
    expect(temp?.kind).toBe('temporary');
    expect(temp?.path).toMatch(/^\/[a-z0-9]{12}$/);
    expect(generatedPath('temp')).toBe(temp?.path);
    expect(generatedPath('other')).not.toBe(temp?.path);
  });

  it('normalizes slashes', () => {
    expect(byCode('trailing')?.path).toBe('/timedTask/list');
    expect(splitParam('a//b?x=1&y=2')).toEqual({ path: '/a//b', query: { x: '1', y: '2' } });
  });

  it('finds the leaf that owns a path, with its trail', () => {
    const leaf = findMenuLeaf(menu, '/receipt-management/search/');
    expect(leaf?.item.code).toBe('receipt-search');
    expect(leaf?.trail.map((t) => t.code)).toEqual(['receipts', 'receipt-management']);
    expect(findMenuLeaf(menu, '/nope')).toBeUndefined();
  });
});
