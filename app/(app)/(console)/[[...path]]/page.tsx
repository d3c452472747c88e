import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadModuleTree } from '@/lib/bff/module-tree';
import { readSession } from '@/lib/bff/session';
import { buildMenu, findMenuLeaf } from '@/lib/shell/menu';
import { findStaticRoute } from '@/lib/shell/routes';

type Props = { params: Promise<{ path?: string[] }> };

function pathOf(segments: string[] | undefined): string {
  return `/${(segments ?? ['index']).map(decodeURIComponent).join('/')}`;
}

/** The first paint's title; later tab switches set document.title in the browser. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = pathOf((await params).path);
  const staticRoute = findStaticRoute(path);
  if (staticRoute) return { title: (await getTranslations('routes'))(staticRoute.titleKey) };
  const session = await readSession();
  // The layout handles an unreachable platform; the title must not fail the page on its own.
  const modules = session ? await loadModuleTree(session).catch(() => []) : [];
  const leaf = findMenuLeaf(buildMenu(modules), path);
  return { title: leaf?.item.title ?? (await getTranslations('routes'))('notFound') };
}

/**
 * One catch-all route makes every console URL a deep link and reload target, but draws nothing:
 * the tab host in the layout shows the URL's tab (a soft navigation replaces this page, so the
 * host must live above it to keep pages alive).
 */
export default function ConsoleRoute() {
  return null;
}
