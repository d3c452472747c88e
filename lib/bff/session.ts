import 'server-only';
import { cookies, headers } from 'next/headers';
import { getIronSession } from 'iron-session';
import { sessionDataSchema, sessionOptions, type SessionData } from './session-config';

type StoredSession = Partial<SessionData>;

async function ironSession() {
  const host = (await headers()).get('host');
  return getIronSession<StoredSession>(await cookies(), sessionOptions(host));
}

/** The validated session of this request, or null when logged out (or the cookie is unreadable). */
export async function readSession(): Promise<SessionData | null> {
  const parsed = sessionDataSchema.safeParse({ ...(await ironSession()) });
  return parsed.success ? parsed.data : null;
}

export async function saveSession(data: SessionData): Promise<void> {
  const session = await ironSession();
  Object.assign(session, data);
  await session.save();
}

export async function destroySession(): Promise<void> {
  (await ironSession()).destroy();
}
