import type { ResourceNode } from '@/customs-api/contract/organization';

/** Tree view item ids are strings; resource ids are numbers. */
export const itemIdOf = (node: Pick<ResourceNode, 'id'>): string => String(node.id);

/** A directory groups pages; a page's own children are only its buttons. */
export function isDirectory(node: ResourceNode): boolean {
  return node.children.some((child) => child.type !== 'BUTTON');
}

/** The checked items for a group's granted resources. */
export function selectionFromGrant(resourceIds: readonly number[]): string[] {
  return resourceIds.map(String);
}

/**
 * The resources to grant for the checked items: every checked page, link and button, plus the
 * directories above them. A checked directory with nothing checked below it is left out, so it never
 * shows as an empty menu.
 */
export function grantFromSelection(tree: readonly ResourceNode[], selected: readonly string[]): number[] {
  const checked = new Set(selected);
  const granted = new Set<number>();
  const visit = (node: ResourceNode, ancestors: number[]): boolean => {
    const below = node.children.map((child) => visit(child, [...ancestors, node.id])).some(Boolean);
    const self = checked.has(itemIdOf(node)) && !isDirectory(node);
    if (self || below) granted.add(node.id);
    return self || below;
  };
  for (const node of tree) visit(node, []);
  return [...granted].sort((a, b) => a - b);
}

/** Ids of every node that has children (to expand the whole tree at once). */
export function parentItemIds(tree: readonly ResourceNode[]): string[] {
  return tree.flatMap((node) => (node.children.length ? [itemIdOf(node), ...parentItemIds(node.children)] : []));
}

/** Finds a node and its parent's id (null at the top level). */
export function findResource(tree: readonly ResourceNode[], id: number, parentId: number | null = null): { node: ResourceNode; parentId: number | null } | null {
  for (const node of tree) {
    if (node.id === id) return { node, parentId };
    const found = findResource(node.children, id, node.id);
    if (found) return found;
  }
  return null;
}
