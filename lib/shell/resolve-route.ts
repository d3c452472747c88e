import { findMenuLeaf, type MenuItem } from './menu';
import { findStaticRoute } from './routes';

/** What a console path shows for this member. */
export type ResolvedRoute =
  | { kind: 'static'; path: string; titleKey: string; cached: boolean }
  | { kind: 'module'; path: string; title: string; code: string; buttons: string[]; cached: boolean }
  | { kind: 'forbidden'; path: string }
  | { kind: 'notFound'; path: string };

export function resolveRoute(pathname: string, menu: readonly MenuItem[], knownModulePaths: ReadonlySet<string>): ResolvedRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  const staticRoute = findStaticRoute(path);
  if (staticRoute) {
    // A detail page belongs to its module: without the module, no detail either.
    if (staticRoute.parent && !findMenuLeaf(menu, staticRoute.parent)) return { kind: 'forbidden', path };
    return { kind: 'static', path, titleKey: staticRoute.titleKey, cached: staticRoute.cached };
  }
  const leaf = findMenuLeaf(menu, path);
  if (leaf && leaf.item.kind !== 'external') {
    return {
      kind: 'module',
      path,
      title: leaf.item.title,
      code: leaf.item.code,
      buttons: leaf.item.buttons.map((button) => button.code),
      cached: path !== '/commonFun',
    };
  }
  return knownModulePaths.has(path) ? { kind: 'forbidden', path } : { kind: 'notFound', path };
}
