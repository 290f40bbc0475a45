import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Mail leaves one way (decision 0025): queued with `queueMail` (mail/queue.ts), sent once by
 * `sendOnce` (mail/send-once.ts). Outside src/server/mail/ nothing calls `mailer.send(…)` or
 * `jobs.send('sendMail', …)` itself. A rule of its own, not no-restricted-syntax, so that it adds
 * to the other restricted-syntax lists instead of replacing them.
 */
const onePath = {
  rules: {
    'one-mail-path': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const nameOf = (node) => (node?.type === 'Identifier' ? node.name : node?.type === 'MemberExpression' ? node.property.name : undefined);
        return {
          CallExpression(node) {
            const { callee } = node;
            if (callee.type !== 'MemberExpression' || nameOf(callee) !== 'send') return;
            const on = nameOf(callee.object);
            if (on === 'mailer' || (on === 'jobs' && node.arguments[0]?.value === 'sendMail')) {
              context.report({ node, message: 'Mail goes through src/server/mail/: queueMail to queue it, sendOnce to send it.' });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The web app never imports the server.' }] }],
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'tests/**', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/web/**'], message: 'shared/ depends on nothing else in the project.' }] }],
    },
  },
  {
    files: ['src/server/**', 'scripts/**'],
    ignores: ['src/server/mail/**', '**/*.test.ts'],
    plugins: { mail: onePath },
    rules: { 'mail/one-mail-path': 'error' },
  },
  {
    // Plugins are generic; the app composes them with the modules (breaks import cycles).
    files: ['src/server/plugins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'A plugin does not import module internals: app.ts composes them.' }] },
      ],
    },
  },
  {
    // Who may call an endpoint is its map entry's access, checked by the guard before validation
    // (src/server/routing.ts). A 401 or the access texts thrown from a service would come after the
    // body was validated, so a guest would learn the endpoint's fields from a 400 first.
    files: ['src/server/modules/**'],
    ignores: ['src/server/modules/auth/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='HttpError'][callee.property.name='unauthorized']",
          message: 'Access is decided by the endpoint map (access, productionAccess) and its guard, never in a service.',
        },
        {
          selector: "Identifier[name='ACCESS_MESSAGES']",
          message: 'Access is decided by the endpoint map (access, productionAccess) and its guard, never in a service.',
        },
      ],
    },
  },
  {
    // A feature does not import another feature: app/ composes them. Two openings (decision 0011):
    // another feature's api.ts (its query keys, query options and mutations: data, never screens),
    // and from app/ only what every page shares (the session, the page title, the site details).
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports the server.' },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!api$)',
              message: 'A feature does not import another feature (only its api.ts); move shared code to components/ or compose in app/.',
            },
            { regex: '/features/[^/]+/(?!api$)', message: 'A feature does not import another feature (only its api.ts); compose in app/.' },
            {
              regex: '/app/(?!(auth-provider|use-page-title|site-info)(\\.test-support)?$)',
              message: 'A feature takes from app/ only the session, the page title and the site details; app/ composes features, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib is the api client, the query client and small helpers: it knows no feature.
    files: ['src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports the server.' },
            { regex: '/features/', message: 'lib imports no feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
