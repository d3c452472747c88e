'use client';

import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { limitResource } from './resources';

/** 额度管理: each company's guarantee limit, its usage by open inventories and what is left; a row opens limits-detail. */
export default function LimitsPage({ path, title }: PageProps) {
  return <ResourceListPage resource={limitResource} path={path} title={title} />;
}
