// Unit and integration tests. Default environment is node (platform, BFF, lib);
// UI tests opt into jsdom with a `@jest-environment jsdom` docblock.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = async () => {
  const config = await createJestConfig({
    testEnvironment: 'node',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    testMatch: ['<rootDir>/{app,components,lib,customs-api,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  })();
  // iron-session is ESM-only: let SWC transform it like our own code.
  config.transformIgnorePatterns = ['/node_modules/(?!(iron-session|uncrypto|iron-webcrypto|next-intl|use-intl|intl-messageformat|@formatjs|icu-minify)/)', '^.+\\.module\\.(css|sass|scss)$'];
  return config;
};
