import 'server-only';
import { cache } from 'react';
import { AUTH_PATHS, moduleTreeSchema, type ModuleNode } from '@/customs-api/contract/auth';
import { platformCall } from './platform';
import type { SessionData } from './session-config';

/** The member's module tree, fetched once per server render (layout and metadata share it). */
export const loadModuleTree = cache(async (session: SessionData): Promise<ModuleNode[]> =>
  platformCall(AUTH_PATHS.moduleTree, { data: { id: session.memberId } }, moduleTreeSchema, { token: session.token }),
);
