import type { Db } from '../db/client';

/** Demo companies, applications, attributes and limits (#8). */
export async function seedDemoOrganization(_db: Db, _now: Date): Promise<void> {}
