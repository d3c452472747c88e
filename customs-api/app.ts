import { Hono } from 'hono';
import { ZodError } from 'zod';
import { ResultCode } from './contract/envelope';
import { withDefaults, type CustomsApiOptions } from './context';
import { PlatformError } from './http/errors';
import { registerRoutes, type AppEnv, type Route } from './http/registry';
import { describeZodError } from './http/validation';
import { authRoutes } from './routes/auth';
import { declareRoutes } from './routes/declare';
import { dictionaryRoutes } from './routes/dictionary';
import { organizationRoutes } from './routes/organization';
import { mountReceiptGateway, receiptRoutes } from './routes/receipts';
import { systemRoutes } from './routes/system';

/** Every call of the platform with the access that permits it. */
export const customsRoutes: readonly Route[] = [
  ...authRoutes,
  ...dictionaryRoutes,
  ...systemRoutes,
  ...declareRoutes,
  ...receiptRoutes,
  ...organizationRoutes,
];

export function createCustomsApi(options: CustomsApiOptions) {
  const ctx = withDefaults(options);
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof PlatformError) return c.json({ code: error.code, message: error.message, data: null }, error.status);
    if (error instanceof ZodError) return c.json({ code: ResultCode.invalid, message: describeZodError(error), data: null });
    // The caller went away mid-request (browser navigated, BFF timed out): nothing to answer or alarm about.
    if (c.req.raw.signal.aborted || error.message === 'aborted') return c.json({ code: ResultCode.invalid, message: '请求已取消', data: null }, 400);
    ctx.log.error('[customs-api] unexpected error on', c.req.method, c.req.path, error);
    return c.json({ code: ResultCode.internal, message: '服务器内部错误', data: null }, 500);
  });
  app.notFound((c) => c.json({ code: ResultCode.notFound, message: '请求地址出错', data: null }, 404));

  // Liveness for reverse proxies and test runners; outside /api so the console never forwards it.
  app.get('/health', (c) => c.json({ code: ResultCode.ok, message: 'ok', data: { status: 'up' } }));
  registerRoutes(app, ctx, customsRoutes);
  mountReceiptGateway(app, ctx);
  return app;
}

export type CustomsApi = ReturnType<typeof createCustomsApi>;
