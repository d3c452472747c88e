import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './customs-api/db/schema.ts',
  out: './customs-api/migrations',
});
