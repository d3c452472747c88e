import { SYSTEM_PARAMS_QUERY_PATH, systemParamsQuerySchema } from '../contract/system';
import { route } from '../http/registry';
import { systemParams } from '../services/system-params';

export const systemRoutes = [
  route({
    path: SYSTEM_PARAMS_QUERY_PATH,
    access: 'authenticated',
    summary: 'Values {key, value} of the named system parameters',
    body: systemParamsQuerySchema,
    handle: async ({ ctx, body }) => systemParams(ctx.db, body.data.keys),
  }),
];
