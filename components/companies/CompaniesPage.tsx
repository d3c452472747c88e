'use client';

import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { companyResource } from './resources';

/** 企业管理: registered companies; a row opens manager-detail. */
export default function CompaniesPage({ path, title }: PageProps) {
  return <ResourceListPage resource={companyResource} path={path} title={title} />;
}
