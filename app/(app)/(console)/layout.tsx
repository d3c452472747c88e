import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PlatformMessage, ResultCode } from '@/customs-api/contract/envelope';
import { Shell } from '@/components/shell/Shell';
import { loadModuleTree } from '@/lib/bff/module-tree';
import { PlatformError } from '@/lib/bff/platform';
import { readSession } from '@/lib/bff/session';
import { CONSOLE_PATH_HEADER } from '@/lib/shell/public-routes';
import { LOGIN_REASON_NETWORK, LOGIN_REASON_PARAM, loginUrlFor } from '@/lib/shell/redirect';

function sessionIsOver(error: unknown): boolean {
  return (
    error instanceof PlatformError &&
    (error.status === 401 || (error.code === ResultCode.userGone && error.message === PlatformMessage.userGone))
  );
}

/** Checks the session again (the gate is not the only check) and renders the shell from the member's tree. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const requestedPath = (await headers()).get(CONSOLE_PATH_HEADER) ?? '/index';
  const session = await readSession();
  if (!session) redirect(loginUrlFor(requestedPath));
  let modules;
  try {
    modules = await loadModuleTree(session);
  } catch (error) {
    if (sessionIsOver(error)) redirect(loginUrlFor(requestedPath));
    if (error instanceof PlatformError) throw error;
    // No answer from the platform (spec §8 "no response"): the login page says so and brings the user back here.
    console.error('[console] module tree: platform unreachable', error);
    redirect(`${loginUrlFor(requestedPath)}&${LOGIN_REASON_PARAM}=${LOGIN_REASON_NETWORK}`);
  }
  return (
    <Shell user={session.user} modules={modules}>
      {children}
    </Shell>
  );
}
