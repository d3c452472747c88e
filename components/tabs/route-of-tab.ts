'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { MODULE_PAGES } from '@/components/pages/registry';
import type { MenuItem } from '@/lib/shell/menu';
import { resolveRoute, type ResolvedRoute } from '@/lib/shell/resolve-route';

const KNOWN_MODULE_PATHS = new Set(Object.keys(MODULE_PAGES));

/** What a tab's route path shows for this member (static page, module page, 403, 404). */
export function useResolveRoute(menu: readonly MenuItem[]): (path: string) => ResolvedRoute {
  return useCallback((path: string) => resolveRoute(path, menu, KNOWN_MODULE_PATHS), [menu]);
}

/** The title of a route path: static routes are translated, module pages carry the menu's name. */
export function useRouteTitle(menu: readonly MenuItem[]): (path: string) => string {
  const t = useTranslations('routes');
  const resolve = useResolveRoute(menu);
  return useCallback(
    (path: string) => {
      const route = resolve(path);
      switch (route.kind) {
        case 'static':
          return t(route.titleKey);
        case 'module':
          return route.title;
        case 'forbidden':
          return t('forbidden');
        default:
          return t('notFound');
      }
    },
    [resolve, t],
  );
}
