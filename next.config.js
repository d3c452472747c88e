// @ts-check
const createNextIntlPlugin = require('next-intl/plugin');

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (e.g. two end-to-end runs on one machine) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // ANALYZE_BUNDLE=1 emits browser source maps to attribute bundle bytes to packages (see BENCHMARKS.md).
  productionBrowserSourceMaps: process.env.ANALYZE_BUNDLE === '1',
  reactStrictMode: true,
  // Native/WASM packages of the embedded platform: load them from node_modules at run time, never bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  async redirects() {
    return [{ source: '/', destination: '/index', permanent: false }];
  },
};

module.exports = withNextIntl(nextConfig);
