import type { ModuleButton, ModuleNode } from '@/customs-api/contract/auth';

/** A side-menu entry derived from the module tree (spec §3 "Menu item"). */
export type MenuItem = {
  code: string;
  title: string;
  icon: string;
  /** Route path without query; for a directory, the path it redirects to (its first leaf). */
  path: string;
  query: Record<string, string>;
  kind: 'page' | 'directory' | 'external' | 'temporary';
  /** For external entries, the URL opened in a new browser tab. */
  href?: string;
  buttons: ModuleButton[];
  children: MenuItem[];
};

/** Spec §2: for these prefixes the side-menu path is rebuilt from the item code. */
export const CODE_ROUTED_PREFIXES = ['document-center', 'form-data', 'project-list'] as const;
/** Spec §9: random menu paths are 12 characters. */
export const GENERATED_PATH_LENGTH = 12;

const EXTERNAL = /^https?:\/\//i;

export function buildMenu(modules: readonly ModuleNode[]): MenuItem[] {
  return modules.filter((node) => node.type !== 'BUTTON').map(toMenuItem);
}

function toMenuItem(node: ModuleNode): MenuItem {
  const children = buildMenu(node.menus);
  const base = { code: node.code, title: node.name, icon: node.icon, buttons: node.buttons, children };
  const param = node.param.trim();

  if (children.length > 0) {
    // Spec §2: an item with sub-menus redirects to its first child.
    const first = firstNavigable(children);
    return { ...base, kind: 'directory', path: first?.path ?? generatedPath(node.code), query: first?.query ?? {} };
  }
  if (EXTERNAL.test(param)) return { ...base, kind: 'external', href: param, path: generatedPath(node.code), query: {} };

  const prefix = CODE_ROUTED_PREFIXES.find((p) => node.code === p || node.code.startsWith(`${p}-`));
  if (prefix) {
    const rest = node.code.slice(prefix.length + 1);
    return { ...base, kind: 'page', path: rest ? `/${prefix}/${rest}` : `/${prefix}`, query: splitParam(param).query };
  }
  if (!param || param === '/') return { ...base, kind: 'temporary', path: generatedPath(node.code), query: {} };
  const { path, query } = splitParam(param);
  return { ...base, kind: 'page', path, query };
}

/** `/a/b?x=1` → path `/a/b` and query `{x: '1'}`; the path always starts with a slash. */
export function splitParam(param: string): { path: string; query: Record<string, string> } {
  const [rawPath = '', rawQuery = ''] = param.split('?', 2);
  const path = `/${rawPath.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  return { path, query: Object.fromEntries(new URLSearchParams(rawQuery)) };
}

function firstNavigable(items: readonly MenuItem[]): MenuItem | undefined {
  for (const item of items) {
    if (item.kind === 'page') return item;
    if (item.kind === 'directory') {
      const found = firstNavigable(item.children);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A path for an entry that has no real one. Derived from the code (not Math.random) so that the
 * server render and the browser agree and the path stays the same across logins.
 */
export function generatedPath(code: string): string {
  let hash = 2166136261;
  let out = '';
  for (let round = 0; out.length < GENERATED_PATH_LENGTH; round++) {
    for (const char of `${round}:${code}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    out += hash.toString(36);
  }
  return `/${out.slice(0, GENERATED_PATH_LENGTH)}`;
}

/** Every leaf reachable as a page, with its ancestors (for breadcrumbs, search and route lookup). */
export type MenuLeaf = { item: MenuItem; trail: MenuItem[] };

export function menuLeaves(items: readonly MenuItem[], trail: MenuItem[] = []): MenuLeaf[] {
  return items.flatMap((item) =>
    item.kind === 'directory' ? menuLeaves(item.children, [...trail, item]) : [{ item, trail }],
  );
}

/** The menu leaf that owns a pathname (exact match), or undefined when the member has no such page. */
export function findMenuLeaf(items: readonly MenuItem[], pathname: string): MenuLeaf | undefined {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return menuLeaves(items).find(({ item }) => item.kind !== 'external' && item.path === normalized);
}
