import { ORGANIZATION_PATHS, ORGANIZATION_RESOURCES, RESOURCE_TYPES } from '@/customs-api/contract/organization';
import { defineResource } from '@/lib/list/resource';

export const GROUP_PAGE = '/permission/group';
export const MENU_PAGE = '/permission/menu';
export const RESOURCE_PAGE = '/permission/resource';

/** 权限组: a group opens in its own tab (`?id=`) with its grant tree. */
export const groupResource = defineResource({
  messages: 'permission',
  endpoints: { page: ORGANIZATION_PATHS.groupPage },
  idProp: 'id',
  columns: [
    { prop: 'code', label: 'fields.code', width: 160, sortable: true, locked: true },
    { prop: 'name', label: 'fields.name', width: 180, sortable: true },
    { prop: 'description', label: 'fields.description', width: 260 },
    { prop: 'memberCount', label: 'fields.memberCount', width: 100, format: 'number' },
    { prop: 'resourceCount', label: 'fields.resourceCount', width: 100, format: 'number' },
    { prop: 'createdAt', label: 'fields.createdAt', width: 170, format: 'datetime', sortable: true },
  ],
  search: [
    { column: 'code', termType: 'like', input: 'text', label: 'fields.code' },
    { column: 'name', termType: 'like', input: 'text', label: 'fields.name' },
  ],
  actions: [{ key: 'add', label: 'groups.add', buttonCode: `${ORGANIZATION_RESOURCES.group}_ADD`, kind: 'custom' }],
  detailPath: GROUP_PAGE,
});

const TYPE_LABELS = Object.fromEntries(RESOURCE_TYPES.map((type) => [type, `types.${type}`]));

/** 资源管理: every resource (menus, links, buttons) as a flat, searchable list. */
export const resourceListResource = defineResource({
  messages: 'permission',
  endpoints: { page: ORGANIZATION_PATHS.resourcePage },
  idProp: 'id',
  columns: [
    { prop: 'code', label: 'fields.code', width: 240, sortable: true, locked: true },
    { prop: 'name', label: 'fields.name', width: 160, sortable: true },
    { prop: 'type', label: 'fields.type', width: 90, options: TYPE_LABELS },
    { prop: 'param', label: 'fields.param', width: 260 },
    { prop: 'parentCode', label: 'fields.parent', width: 200 },
    { prop: 'icon', label: 'fields.icon', width: 140, hiddenByDefault: true },
    { prop: 'sort', label: 'fields.sort', width: 80, format: 'number' },
    { prop: 'hidden', label: 'fields.hidden', width: 80 },
  ],
  search: [
    { column: 'code', termType: 'like', input: 'text', label: 'fields.code' },
    { column: 'name', termType: 'like', input: 'text', label: 'fields.name' },
    { column: 'param', termType: 'like', input: 'text', label: 'fields.param' },
    { column: 'type', termType: 'eq', input: 'select', label: 'fields.type', options: Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label })) },
  ],
});
