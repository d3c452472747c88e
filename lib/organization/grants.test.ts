import type { ResourceNode } from '@/customs-api/contract/organization';
import { findResource, grantFromSelection, isDirectory, parentItemIds, selectionFromGrant } from './grants';

const node = (id: number, type: ResourceNode['type'], children: ResourceNode[] = [], parentId: number | null = null): ResourceNode => ({
  id,
  parentId,
  code: `R${id}`,
  name: `R${id}`,
  param: '',
  type,
  icon: '',
  sort: 0,
  hidden: false,
  children,
});

// 1 directory → 2 page (buttons 3, 4), 5 page; 6 top-level page with button 7.
const tree = [node(1, 'MENU', [node(2, 'MENU', [node(3, 'BUTTON'), node(4, 'BUTTON')]), node(5, 'MENU')]), node(6, 'MENU', [node(7, 'BUTTON')])];

describe('grant tree conversion', () => {
  it('tells directories from pages with buttons', () => {
    expect(isDirectory(tree[0]!)).toBe(true);
    expect(isDirectory(tree[1]!)).toBe(false);
  });

  it('grants a checked button with its page and directory', () => {
    expect(grantFromSelection(tree, ['3'])).toEqual([1, 2, 3]);
  });

  it('grants a page without its buttons', () => {
    expect(grantFromSelection(tree, ['6'])).toEqual([6]);
  });

  it('leaves out a checked directory with nothing checked below it', () => {
    expect(grantFromSelection(tree, ['1'])).toEqual([]);
    expect(grantFromSelection(tree, ['1', '5'])).toEqual([1, 5]);
  });

  it('round-trips a grant', () => {
    const grant = [1, 2, 4, 6, 7];
    expect(grantFromSelection(tree, selectionFromGrant(grant))).toEqual(grant);
  });

  it('lists parents and finds nodes with their parent', () => {
    expect(parentItemIds(tree)).toEqual(['1', '2', '6']);
    expect(findResource(tree, 4)).toMatchObject({ node: { id: 4 }, parentId: 2 });
    expect(findResource(tree, 6)).toMatchObject({ node: { id: 6 }, parentId: null });
    expect(findResource(tree, 99)).toBeNull();
  });
});
