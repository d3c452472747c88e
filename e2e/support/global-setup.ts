import { E2E } from './env';

/**
 * The embedded platform opens its database on the first call (PGlite cold start, migrations, seed).
 * Do that once here, so that the first test does not spend its time budget on it.
 */
export default async function warmUp() {
  // Not E2E.pipeline: its platform is started by its test, so its console cannot answer yet.
  const consoles = [E2E.embedded, E2E.standalone, E2E.captcha];
  await Promise.all(
    consoles.map(async ({ url }) => {
      const response = await fetch(`${url}/api/jwt/getPublicKey`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok) throw new Error(`warm-up of ${url} failed: ${response.status}`);
    }),
  );
}
