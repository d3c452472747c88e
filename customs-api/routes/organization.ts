import type { Route } from '../http/registry';

/** Companies, members and permissions (#8). */
export const organizationRoutes: Route[] = [];
