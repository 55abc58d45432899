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
        {
          // Text from outside (notices, notes, server messages) is rendered as text, never as HTML.
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, not HTML: nothing from outside is put into the page unsanitised.',
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
    // Inside the client components, a folder's index of screens is no door to one of its parts:
    // Turbopack keeps every module such an index re-exports (their CSS modules count as side
    // effects), so the withdraw page once carried the whole address-book screen through
    // '@/components/wallet-book'. Pages import the screens from the index; components import the
    // module they need. Type imports cost nothing and stay allowed.
    files: ['components/**/*.ts', 'components/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['records', 'wallet-book', 'convert', 'transfer', 'security-center', 'withdraw'].map((folder) => ({
            name: `@/components/${folder}`,
            message: `Import the module of @/components/${folder}/ you need, not the folder's index (bundle size).`,
            allowTypeImports: true,
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
