'use client';

import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { auditResource } from './resources';

/** 审计日志: grant, member, password and limit changes, newest first. */
export default function AuditLogPage({ path, title }: PageProps) {
  return <ResourceListPage resource={auditResource} path={path} title={title} />;
}
