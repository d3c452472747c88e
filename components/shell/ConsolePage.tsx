'use client';

import { Suspense, useEffect, useMemo } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Block from '@mui/icons-material/Block';
import Construction from '@mui/icons-material/Construction';
import SearchOff from '@mui/icons-material/SearchOff';
import { MODULE_PAGES, STATIC_PAGES } from '@/components/pages/registry';
import { StatusPanel } from '@/components/pages/StatusPanel';
import { resolveRoute, type ResolvedRoute } from '@/lib/shell/resolve-route';
import { useShell } from './ShellContext';

const KNOWN_MODULE_PATHS = new Set(Object.keys(MODULE_PAGES));

function useRouteTitle(route: ResolvedRoute): string {
  const t = useTranslations('routes');
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
}

/** Renders the page of the current console path inside the shell. */
export function ConsolePage({ initialPath }: { initialPath: string }) {
  const pathname = usePathname() ?? initialPath;
  const searchParams = useSearchParams();
  const { menu } = useShell();
  const tApp = useTranslations('app');
  const tPage = useTranslations('page');
  const route = useMemo(() => resolveRoute(pathname, menu, KNOWN_MODULE_PATHS), [pathname, menu]);
  const title = useRouteTitle(route);
  const query = useMemo(() => Object.fromEntries(searchParams?.entries() ?? []), [searchParams]);

  useEffect(() => {
    document.title = `${tApp('productTitle')} | ${title}`;
  }, [tApp, title]);

  if (route.kind === 'notFound') {
    return <StatusPanel testId="page-not-found" icon={<SearchOff sx={{ fontSize: 64 }} color="disabled" />} title={tPage('notFoundTitle')} body={tPage('notFoundBody', { path: route.path })} />;
  }
  if (route.kind === 'forbidden') {
    return <StatusPanel testId="page-forbidden" icon={<Block sx={{ fontSize: 64 }} color="error" />} title={tPage('forbiddenTitle')} body={tPage('forbiddenBody', { path: route.path })} />;
  }
  const Page = route.kind === 'static' ? STATIC_PAGES[route.path] : MODULE_PAGES[route.path];
  if (!Page) {
    return (
      <StatusPanel
        testId="page-under-construction"
        icon={<Construction sx={{ fontSize: 64 }} color="warning" />}
        title={tPage('underConstructionTitle')}
        body={tPage('underConstructionBody', { name: title })}
      />
    );
  }
  return (
    <Suspense fallback={<Box sx={{ display: 'grid', placeItems: 'center', p: 6 }}><CircularProgress /></Box>}>
      <Page path={route.path} query={query} title={title} />
    </Suspense>
  );
}
