import { forwardToPlatform } from '@/lib/bff/forward';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context) {
  const { path } = await params;
  return forwardToPlatform(request, `/api/${path.map(encodeURIComponent).join('/')}`);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
