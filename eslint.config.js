import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The composition root (services.ts builds the deps, app.ts the routes; context.ts is the type the
// route plugins receive): modules, jobs, mail and the report import none of it, or the import graph
// closes into a circle (decision 0024). `npm run check:cycles` (madge) checks the whole graph.
const compositionRoot = [
  {
    regex: '^(\\.\\./)+(services|app)$',
    message:
      'services.ts and app.ts compose the server: a module, job, mail or report file never imports them. Take the deps type from deps.ts (decision 0024).',
  },
  {
    regex: '^(\\.\\./)+context$',
    allowTypeImports: true,
    message: "context.ts is the route plugins' type: import it with `import type` only (decision 0024).",
  },
];

/**
 * Module boundaries (decision 0024): a module uses another module only through that module's
 * service.ts. Also open: its messages.ts (the Swedish texts), type-only imports of anything in it
 * (row types: `import type`), auth's owned.ts (every module's ownership; access is plugins/auth.ts),
 * and `extra` (a regex alternative of further `<module>/<file>` paths, for one module's files).
 */
const moduleBoundary = (extra = '') => ({
  regex: `^\\.\\./(?!auth/owned$${extra ? `|${extra}` : ''})(?!\\.\\.)[^/]+/(?!(service|messages)$)`,
  allowTypeImports: true,
  message:
    'A module uses another module only through its service.ts (and its messages.ts, `import type` of its types, auth/owned): decision 0024. Add what you need to that service.',
});

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
          message: 'Access is decided by the endpoint map (access, devOrAdmin for the test pages) and its guard, never in a service.',
        },
        {
          selector: "Identifier[name='ACCESS_MESSAGES']",
          message: 'Access is decided by the endpoint map (access, devOrAdmin for the test pages) and its guard, never in a service.',
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
    files: ['src/server/report/**', 'src/server/jobs/**', 'src/server/mail/**'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: compositionRoot }] },
  },
  {
    // One block per file set: a later block's options for this rule replace these, never add to them.
    files: ['src/server/modules/**'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...compositionRoot, moduleBoundary()] }] },
  },
  {
    // Payments records its orders itself, under the order's row lock that a payment's claim takes
    // (in its own transactions): the orders repository is open to it (decision 0024).
    files: ['src/server/modules/payments/**'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...compositionRoot, moduleBoundary('orders/repository$')] }] },
  },
  {
    files: ['src/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
