import { z } from 'zod';
import {
  auditExportRequestSchema,
  auditPageRequestSchema,
  groupCreateRequestSchema,
  groupGrantRequestSchema,
  groupIdRequestSchema,
  groupPageRequestSchema,
  groupUpdateRequestSchema,
  memberAttrDeleteRequestSchema,
  memberAttrSaveRequestSchema,
  memberCreateRequestSchema,
  memberIdRequestSchema,
  memberPageRequestSchema,
  memberToggleRequestSchema,
  memberUpdateRequestSchema,
  modifyPasswordRequestSchema,
  ORGANIZATION_ACCESS as ACCESS,
  ORGANIZATION_PATHS as PATHS,
  resourceCreateRequestSchema,
  resourceDeleteRequestSchema,
  resourceHideRequestSchema,
  resourceMoveRequestSchema,
  resourcePageRequestSchema,
  resourceUpdateRequestSchema,
} from '../contract/organization';
import { route } from '../http/registry';
import { auditPage, exportAudit } from '../services/audit';
import { attributeDefs, deleteAttributeDef, saveAttributeDef } from '../services/organization/attributes';
import { createGroup, deleteGroup, grantGroup, groupDetail, groupPage, updateGroup } from '../services/organization/groups';
import {
  createMember,
  deleteMember,
  memberDetail,
  memberOptions,
  memberPage,
  resetMemberPassword,
  toggleMember,
  unlockMember,
  updateMember,
  userDetail,
  userPage,
} from '../services/organization/members';
import { modifyOwnPassword, modifyPasswordCount } from '../services/organization/own-password';
import { createResource, deleteResource, hideResource, moveResource, resourcePage, resourceTree, updateResource } from '../services/organization/resources';
import { passwordPolicy } from '../services/passwords';
import { companyRoutes } from './companies';

const noBody = z.unknown();

/** Members, attributes, users, resources, permission groups, audit log and passwords (issue #8). */
const memberRoutes = [
  route({
    path: PATHS.memberPage,
    access: ACCESS.memberPage,
    summary: 'Members page (status active|disabled|locked, groups); company members see their company only',
    body: memberPageRequestSchema,
    handle: async ({ ctx, body, session }) => memberPage(ctx, session.member.id, body.data),
  }),
  route({
    path: PATHS.memberDetail,
    access: ACCESS.memberDetail,
    summary: 'One member with groups and attribute values (manager-detail)',
    body: memberIdRequestSchema,
    handle: async ({ ctx, body, session }) => memberDetail(ctx, session.member.id, body.data.id),
  }),
  route({
    path: PATHS.memberOptions,
    access: ACCESS.memberOptions,
    summary: 'Groups, companies and attribute definitions for the member form',
    body: noBody,
    handle: async ({ ctx, session }) => memberOptions(ctx, session.member.id),
  }),
  route({
    path: PATHS.memberCreate,
    access: ACCESS.memberCreate,
    summary: 'New member → {member, temporaryPassword} (shown once; must change at first login)',
    body: memberCreateRequestSchema,
    handle: async ({ ctx, body, session }) => createMember(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.memberUpdate,
    access: ACCESS.memberUpdate,
    summary: 'Edits name, phone, email, company, groups and attributes (audited)',
    body: memberUpdateRequestSchema,
    handle: async ({ ctx, body, session }) => updateMember(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.memberToggle,
    access: ACCESS.memberToggle,
    summary: 'Enables or disables a member; disabling revokes its live tokens',
    body: memberToggleRequestSchema,
    handle: async ({ ctx, body, session }) => toggleMember(ctx, session.member, body.data.id, body.data.enabled),
  }),
  route({
    path: PATHS.memberUnlock,
    access: ACCESS.memberUnlock,
    summary: 'Ends a login lock and forgives the failures',
    body: memberIdRequestSchema,
    handle: async ({ ctx, body, session }) => unlockMember(ctx, session.member, body.data.id),
  }),
  route({
    path: PATHS.memberResetPassword,
    access: ACCESS.memberResetPassword,
    summary: 'New temporary password → {temporaryPassword} (shown once; forces a change; revokes tokens)',
    body: memberIdRequestSchema,
    handle: async ({ ctx, body, session }) => resetMemberPassword(ctx, session.member, body.data.id),
  }),
  route({
    path: PATHS.memberDelete,
    access: ACCESS.memberDelete,
    summary: 'Soft-deletes a member and revokes its tokens',
    body: memberIdRequestSchema,
    handle: async ({ ctx, body, session }) => deleteMember(ctx, session.member, body.data.id),
  }),
  route({
    path: PATHS.memberAttrList,
    access: ACCESS.memberAttrList,
    summary: 'Member attribute definitions',
    body: noBody,
    handle: async ({ ctx }) => attributeDefs(ctx.db),
  }),
  route({
    path: PATHS.memberAttrSave,
    access: ACCESS.memberAttrSave,
    summary: 'Creates or replaces an attribute definition (audited)',
    body: memberAttrSaveRequestSchema,
    handle: async ({ ctx, body, session }) => saveAttributeDef(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.memberAttrDelete,
    access: ACCESS.memberAttrDelete,
    summary: "Deletes an attribute definition and every member's value of it (audited)",
    body: memberAttrDeleteRequestSchema,
    handle: async ({ ctx, body, session }) => deleteAttributeDef(ctx, session.member, body.data.code),
  }),
  route({
    path: PATHS.userPage,
    access: ACCESS.userPage,
    summary: 'User list: members with their last login',
    body: memberPageRequestSchema,
    handle: async ({ ctx, body, session }) => userPage(ctx, session.member.id, body.data),
  }),
  route({
    path: PATHS.userDetail,
    access: ACCESS.userDetail,
    summary: 'One user with groups, attributes and last login',
    body: memberIdRequestSchema,
    handle: async ({ ctx, body, session }) => userDetail(ctx, session.member.id, body.data.id),
  }),
];

const permissionRoutes = [
  route({
    path: PATHS.resourceTree,
    access: ACCESS.resourceTree,
    summary: 'Every resource (menus, links, buttons, hidden ones) as a tree',
    body: noBody,
    handle: async ({ ctx }) => resourceTree(ctx.db),
  }),
  route({
    path: PATHS.resourcePage,
    access: ACCESS.resourcePage,
    summary: 'Flat page of resources with their parent code',
    body: resourcePageRequestSchema,
    handle: async ({ ctx, body }) => resourcePage(ctx, body.data),
  }),
  route({
    path: PATHS.resourceCreate,
    access: ACCESS.resourceCreate,
    summary: 'New menu, link or button (appended to its parent; granted to the super-administrator group)',
    body: resourceCreateRequestSchema,
    handle: async ({ ctx, body, session }) => createResource(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.resourceUpdate,
    access: ACCESS.resourceUpdate,
    summary: 'Edits name, param, icon (and hidden) of a resource',
    body: resourceUpdateRequestSchema,
    handle: async ({ ctx, body, session }) => updateResource(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.resourceMove,
    access: ACCESS.resourceMove,
    summary: 'Drag and drop: new parent and position → the whole tree',
    body: resourceMoveRequestSchema,
    handle: async ({ ctx, body, session }) => moveResource(ctx, session.member, body.data.id, body.data.parentId, body.data.index),
  }),
  route({
    path: PATHS.resourceHide,
    access: ACCESS.resourceHide,
    summary: 'Hides or shows a resource in every module tree',
    body: resourceHideRequestSchema,
    handle: async ({ ctx, body, session }) => hideResource(ctx, session.member, body.data.id, body.data.hidden),
  }),
  route({
    path: PATHS.resourceDelete,
    access: ACCESS.resourceDelete,
    summary: 'Deletes a resource without children (and its grants)',
    body: resourceDeleteRequestSchema,
    handle: async ({ ctx, body, session }) => deleteResource(ctx, session.member, body.data.id),
  }),
  route({
    path: PATHS.groupPage,
    access: ACCESS.groupPage,
    summary: 'Permission groups page with member and resource counts',
    body: groupPageRequestSchema,
    handle: async ({ ctx, body }) => groupPage(ctx, body.data),
  }),
  route({
    path: PATHS.groupDetail,
    access: ACCESS.groupDetail,
    summary: 'One group with its granted resource ids/codes and members',
    body: groupIdRequestSchema,
    handle: async ({ ctx, body }) => groupDetail(ctx, body.data.id),
  }),
  route({
    path: PATHS.groupResourceTree,
    access: ACCESS.groupResourceTree,
    summary: 'Every resource as a tree, for the grant checkboxes',
    body: noBody,
    handle: async ({ ctx }) => resourceTree(ctx.db),
  }),
  route({
    path: PATHS.groupCreate,
    access: ACCESS.groupCreate,
    summary: 'New permission group',
    body: groupCreateRequestSchema,
    handle: async ({ ctx, body, session }) => createGroup(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.groupUpdate,
    access: ACCESS.groupUpdate,
    summary: 'Edits name and description of a group',
    body: groupUpdateRequestSchema,
    handle: async ({ ctx, body, session }) => updateGroup(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.groupDelete,
    access: ACCESS.groupDelete,
    summary: 'Deletes a group without members (never the super-administrator group)',
    body: groupIdRequestSchema,
    handle: async ({ ctx, body, session }) => deleteGroup(ctx, session.member, body.data.id),
  }),
  route({
    path: PATHS.groupGrant,
    access: ACCESS.groupGrant,
    summary: "Replaces a group's grants (ids and/or codes; ancestors implied; audited)",
    body: groupGrantRequestSchema,
    handle: async ({ ctx, body, session }) => grantGroup(ctx, session.member, body.data),
  }),
  route({
    path: PATHS.auditPage,
    access: ACCESS.auditPage,
    summary: 'Audit log page (actor, action, target, time)',
    body: auditPageRequestSchema,
    handle: async ({ ctx, body }) => auditPage(ctx, body.data),
  }),
  route({
    path: PATHS.auditExport,
    access: ACCESS.auditExport,
    summary: 'Audit log as a streamed xlsx',
    body: auditExportRequestSchema,
    handle: async ({ ctx, body }) => exportAudit(ctx, body.data),
  }),
];

const passwordRoutes = [
  route({
    path: PATHS.passwordPolicy,
    access: ACCESS.passwordPolicy,
    summary: 'Password policy {minLength, requiredClasses, maxAgeDays}',
    body: noBody,
    handle: async ({ ctx }) => passwordPolicy(ctx.db),
  }),
  route({
    path: PATHS.modifyPasswordCount,
    access: ACCESS.modifyPasswordCount,
    summary: 'Homepage reminder: {mustChange, reason, daysSinceChange, maxAgeDays, daysLeft}',
    body: noBody,
    handle: async ({ ctx, session }) => modifyPasswordCount(ctx, session.member.id),
  }),
  route({
    path: PATHS.modifyPassword,
    access: ACCESS.modifyPassword,
    summary: 'Changes the caller’s password (both RSA-encrypted with the login key; policy checked)',
    body: modifyPasswordRequestSchema,
    handle: async ({ ctx, body, session }) => modifyOwnPassword(ctx, session.member, body.data),
  }),
];

export const organizationRoutes = [...memberRoutes, ...permissionRoutes, ...passwordRoutes, ...companyRoutes];
