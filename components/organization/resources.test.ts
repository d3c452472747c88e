import { companyResource, applicationResource, authResource, limitResource } from '@/components/companies/resources';
import { groupResource, resourceListResource } from '@/components/permission/resources';
import type { ResourceDefinition } from '@/lib/list/resource';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import { auditResource, memberCells, memberResource, userResource } from './resources';

const lists: [string, ResourceDefinition][] = [
  ['members', memberResource],
  ['users', userResource],
  ['audit log', auditResource],
  ['permission groups', groupResource],
  ['resources', resourceListResource],
  ['applications', applicationResource],
  ['authentications', authResource],
  ['companies', companyResource],
  ['limits', limitResource],
];

function message(messages: Record<string, unknown>, namespace: string, key: string): unknown {
  return [namespace, ...key.split('.')].reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe.each(lists)('the %s list', (_name, resource) => {
  it('has a label for every column, search field, option and action in every locale', () => {
    const keys = [
      ...resource.columns.flatMap((column) => [column.label, ...Object.values(column.options ?? {})]),
      ...resource.search.flatMap((field) => [field.label, ...(field.options ?? []).map((option) => option.label)]),
      ...resource.actions.map((action) => action.label),
    ];
    for (const messages of [zhCN, zhTW, en, ja]) for (const key of keys) expect([key, message(messages, resource.messages, key)]).toEqual([key, expect.any(String)]);
  });
});

describe('the members list', () => {
  it('shows the names of a member’s groups', () => {
    expect(memberCells.groups({ groups: [{ id: 'g1', code: 'admin', name: '超级管理员' }, { id: 'g2', code: 'ops', name: '业务操作员' }] })).toBe('超级管理员, 业务操作员');
    expect(memberCells.groups({})).toBe('');
  });
});
