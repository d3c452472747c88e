import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { CustomsApiContext } from '../context';
import { bearerToken, resolveSession, type Session } from '../services/tokens';
import { memberHasResource } from '../services/modules';
import { passwordChangeDue } from '../services/passwords';
import { forbidden, invalid, passwordChangeRequired } from './errors';
import { parseInput } from './validation';

/**
 * What permits a call: anyone, any logged-in member, or a member granted the module/resource
 * with this code and, for actions, its button `${resource}_${button}` (e.g. DECLARATION_IMPORT_IMPORT).
 * A member without them gets HTTP 403, whatever the console shows.
 */
export type Access = 'public' | 'authenticated' | { resource: string; button?: string };

/** The resource codes a call needs, in the order they are checked. */
export function requiredCodes(access: Access): string[] {
  if (typeof access !== 'object') return [];
  return access.button ? [access.resource, `${access.resource}_${access.button}`] : [access.resource];
}

export type AppEnv = { Variables: { session?: Session } };

type SessionFor<A extends Access> = A extends 'public' ? undefined : Session;

export type Call<TBody, A extends Access> = {
  ctx: CustomsApiContext;
  body: TBody;
  session: SessionFor<A>;
  /** First X-Forwarded-For value (set by the console BFF), else the socket address. */
  clientAddress: string;
};

type RouteDefinition<S extends z.ZodType, A extends Access> = {
  path: string;
  access: A;
  /** One line for the README-style listing of calls. */
  summary: string;
  body: S;
  /** Builds the value validated by `body`; defaults to the JSON body (or the form fields with `multipart`). */
  input?: (json: unknown, query: Record<string, string>) => unknown;
  /** Reads a multipart/form-data body (fields as strings, files as `File`) of at most this many bytes instead of JSON. */
  multipart?: { maxBytes: number };
  /** May return a `Response` (a file download), answered as is instead of the envelope. */
  handle: (call: Call<z.output<S>, A>) => Promise<unknown>;
};

/** A registered call with its types erased: the registry only needs path, access and a runner. */
export type Route = {
  path: string;
  access: Access;
  summary: string;
  run: (c: Context<AppEnv>, ctx: CustomsApiContext) => Promise<unknown>;
};

export function route<S extends z.ZodType, A extends Access>(definition: RouteDefinition<S, A>): Route {
  const { path, access, summary, body, input = (json) => json, multipart, handle } = definition;
  return {
    path,
    access,
    summary,
    run: async (c, ctx) =>
      handle({
        ctx,
        body: parseInput(body, input(multipart ? await readForm(c, multipart.maxBytes) : await readJson(c), c.req.query())),
        // requireSession has run for every non-public route, so the session is present exactly when A says so.
        session: c.get('session') as SessionFor<A>,
        clientAddress: clientAddress(c),
      }),
  };
}

/** Mounts every route as POST with its access middleware; answers success in the envelope. */
export function registerRoutes(app: Hono<AppEnv>, ctx: CustomsApiContext, routes: readonly Route[]): void {
  for (const definition of routes) {
    const answer = async (c: Context<AppEnv>) => {
      const data = await definition.run(c, ctx);
      return data instanceof Response ? data : c.json({ code: 0, message: '成功', data: data ?? null });
    };
    if (definition.access === 'public') app.post(definition.path, answer);
    else app.post(definition.path, requireSession(ctx, definition.access), answer);
  }
}

function requireSession(ctx: CustomsApiContext, access: Exclude<Access, 'public'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await resolveSession(ctx, bearerToken(c.req.header('X-Authorization')));
    for (const code of requiredCodes(access)) if (!(await memberHasResource(ctx.db, session.member.id, code))) throw forbidden();
    // A due password change shuts every module call; the member may still read its tree, change the password and log out.
    if (typeof access === 'object' && (await passwordChangeDue(ctx.db, session.member.id, ctx.now()))) throw passwordChangeRequired();
    c.set('session', session);
    await next();
  };
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('请求体不是有效的 JSON');
  }
}

/** Form fields of a multipart body; refuses other content types and bodies over `maxBytes` (before reading them when Content-Length says so). */
async function readForm(c: Context, maxBytes: number): Promise<Record<string, string | File>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw invalid('请求体应为 multipart/form-data');
  const length = Number(c.req.header('content-length') ?? '0');
  // Multipart framing adds a little to the file itself.
  if (length > maxBytes + 64 * 1024) throw invalid(`上传文件不能超过${Math.round(maxBytes / 1024 / 1024)}MB`);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw invalid('请求体不是有效的 multipart/form-data');
  }
  const fields: Record<string, string | File> = {};
  form.forEach((value, key) => {
    fields[key] ??= value;
  });
  return fields;
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

function clientAddress(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress || 'unknown';
}
