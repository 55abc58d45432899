import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/out/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='localStorage'][property.name=/token|ticket|secret/i]",
          message: 'Secrets never go to local storage.',
        },
      ],
      // Classic zod costs about three times zod/mini in the login pages' JavaScript, and importing
      // it anywhere (tests included) also installs English default messages globally, which would
      // hide mini's behaviour from the tests.
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message: "Use `import * as z from 'zod/mini'` (bundle size on the login pages).",
          })),
        },
      ],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
