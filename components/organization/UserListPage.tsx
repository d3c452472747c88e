'use client';

import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { memberCells, userResource } from './resources';

/** 用户列表: every member with their last login (members are changed in 成员管理). */
export default function UserListPage({ path, title }: PageProps) {
  return <ResourceListPage resource={userResource} path={path} title={title} renderCell={memberCells} />;
}
