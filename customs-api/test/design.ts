import path from 'node:path';

/**
 * The project's reference data (sample CEB messages, code tables) that tests read but the
 * repository does not copy: `../shared/design` beside the clone, or `CBEC_DESIGN_DIR`.
 */
export const DESIGN_DIR = process.env.CBEC_DESIGN_DIR ?? path.resolve(process.cwd(), '..', 'shared', 'design');
