import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The console reaches the embedded platform only through its contract and its fetch entry. */
const consoleBoundary = {
  files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@/customs-api/(?!contract/|embedded$)',
            message: 'The console talks to the platform over HTTP-shaped calls: import only customs-api/contract/* or customs-api/embedded.',
          },
        ],
      },
    ],
  },
};

/** The platform never imports the console. */
const platformBoundary = {
  files: ['customs-api/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^@/(app|components|lib)/', message: 'The platform must not depend on the console.' }] },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  consoleBoundary,
  { files: ['**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  platformBoundary,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'customs-api/migrations/**'],
  },
];

export default config;
