'use client';

import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { resourceListResource } from './resources';

/** 资源管理: every menu, link and button with its code, searchable (the tree is edited in 菜单管理). */
export default function ResourcesPage({ path, title }: PageProps) {
  return <ResourceListPage resource={resourceListResource} path={path} title={title} />;
}
