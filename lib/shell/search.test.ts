import { pinyin } from 'pinyin-pro';
import type { ModuleNode } from '@/customs-api/contract/auth';
import { buildMenu } from './menu';
import { buildSearchIndex, searchMenu, type ToPinyin } from './search';

const toPinyin: ToPinyin = (text) => ({
  full: pinyin(text, { toneType: 'none', type: 'array' }).join(''),
  initials: pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
});

const leaf = (code: string, name: string, param: string): ModuleNode => ({ code, name, param, type: 'MENU', icon: '', menus: [], buttons: [] });
const dir = (code: string, name: string, menus: ModuleNode[]): ModuleNode => ({ code, name, param: '', type: 'MENU', icon: '', menus, buttons: [] });

const index = buildSearchIndex(
  buildMenu([
    dir('RECEIPTS', '进出口回执', [
      leaf('IMPORT', '进口回执', '/receipts-Module/import-resipts/list'),
      leaf('EXIT', '出口回执', '/receipts-Module/exit-resipts/list'),
      dir('MGMT', '回执管理', [leaf('SEARCH', '回执查询', '/receipt-management/search')]),
    ]),
    dir('SCREENS', '数据大屏', [leaf('MONITOR', '监控数据大屏', '/bigScreen/countResult')]),
    leaf('TEMP', '建设中菜单', ''),
  ]),
  toPinyin,
);
const titles = (query: string) => searchMenu(index, query).map((entry) => entry.title);

describe('menu search', () => {
  it('finds a page by its Chinese title, exact matches first', () => {
    expect(titles('回执')[0]).toBe('回执查询');
    expect(titles('进口回执')).toEqual(['进口回执']);
  });

  it('finds a page by pinyin initials and full pinyin', () => {
    expect(titles('jksj')).toEqual(['监控数据大屏']);
    expect(titles('jkhz')[0]).toBe('进口回执');
    expect(titles('jinkou')[0]).toBe('进口回执');
    expect(titles('JK HZ')[0]).toBe('进口回执');
  });

  it('finds pages by breadcrumb and by route', () => {
    expect(titles('回执管理')).toContain('回执查询');
    expect(titles('bigScreen')).toEqual(['监控数据大屏']);
  });

  it('ranks title matches above pinyin and route matches', () => {
    const result = titles('回执');
    expect(result.indexOf('回执查询')).toBeLessThan(result.indexOf('进口回执'));
  });

  it('leaves out temporary entries and returns nothing for no match or an empty query', () => {
    expect(titles('建设中')).toEqual([]);
    expect(titles('zzzz')).toEqual([]);
    expect(titles('  ')).toEqual([]);
  });
});
