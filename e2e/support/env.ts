/**
 * Ports, data folders and secrets of the servers the end-to-end run starts.
 * E2E_PORT_OFFSET moves every port (and data folder) so that two runs can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const server = (port: number, dataDir: string) => ({
  port: port + offset,
  url: `http://localhost:${port + offset}`,
  dataDir: offset ? `${dataDir}-${offset}` : dataDir,
});

export const E2E = {
  sessionPassword: process.env.E2E_SESSION_PASSWORD ?? 'e2e-session-password-at-least-32-characters-long',
  embedded: server(3100, '.data/e2e/embedded'),
  standalone: server(3101, '.data/e2e/standalone-console'),
  captcha: server(3102, '.data/e2e/captcha'),
  platform: server(4101, '.data/e2e/standalone-platform'),
  /** Console whose platform the pipeline test starts and stops itself (e2e/pipeline.spec.ts). */
  pipeline: server(3103, '.data/e2e/pipeline-console'),
  pipelinePlatform: server(4102, '.data/e2e/pipeline-platform'),
};

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@12345', name: '系统管理员' },
  operator: { username: 'operator', password: 'Operator@12345', name: '张晓明' },
  nomenu: { username: 'nomenu', password: 'Nomenu@12345', name: '无权限用户' },
} as const;
