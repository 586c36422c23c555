// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'
import { readdirSync } from 'node:fs'

/**
 * The layers of DEVELOPERS.md, one direction only:
 * routes -> views -> machines -> services -> contract; i18n is a leaf; server sees only contract.
 * Each zone says which folders a layer may not reach into.
 */
const layer = (target, from, message) => ({ target, from, message })
const zones = [
  layer(
    './src/contract',
    ['./src/services', './src/machines', './src/views', './src/routes', './src/i18n', './server'],
    'contract depends on nothing',
  ),
  layer(
    './src/services',
    ['./src/machines', './src/views', './src/routes', './server'],
    'services depend on contract only',
  ),
  layer(
    './src/machines',
    ['./src/views', './src/routes', './server'],
    'machines never import views, routes or the server',
  ),
  layer('./src/views', ['./src/routes', './server'], 'views never import routes or the server'),
  layer(
    './src/i18n',
    ['./src/services', './src/machines', './src/views', './src/routes', './server'],
    'i18n is a leaf',
  ),
  layer(
    './server',
    ['./src/services', './src/machines', './src/views', './src/routes'],
    'the server shares only the contract with the site',
  ),
  // The words of the documents the server renders (the invoice) are the site's own, so the page and
  // the PDF say the same: the server may read those translation files, never the i18n runtime.
  {
    target: './server',
    from: './src/i18n',
    except: ['./invoice'],
    message: 'the server reads only the translations of the documents it renders (src/i18n/invoice)',
  },
]

/**
 * The server's business areas (`server/<area>/`, core included): an area reaches another only
 * through that area's `index.ts`. Derived from the folders, so a new area is covered without editing.
 */
const serverAreas = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
for (const area of serverAreas)
  for (const other of serverAreas.filter((a) => a !== area))
    zones.push({
      target: `./server/${area}`,
      from: `./server/${other}`,
      except: ['./index.ts'],
      message: `server/${area} uses server/${other} only through server/${other}/index.ts`,
    })

/**
 * The browser's code parses with `zod/mini` (issue 8: classic zod weighs 25 kB gzip on every page);
 * the server and the tests may use classic zod for their own schemas.
 */
const zodClassic = {
  name: 'zod',
  message:
    "the site's code uses 'zod/mini' (the contract's API): classic zod would ship to every page",
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'reports',
      'test-results',
      'playwright-report',
      'atlas-export',
      'bench/results',
      'drizzle',
      '.scratch',
      '.tanstack',
      '.stryker-tmp',
      'dist-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: [] }],
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodClassic] }] },
  },
  {
    files: ['src/machines/**'],
    rules: {
      // A machine runs in Node (tests, atlas export, server render) as in the browser: effects go through services.
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'history',
          'fetch',
          'XMLHttpRequest',
          'alert',
          'setTimeout',
          'setInterval',
        ].map((name) => ({
          name,
          message:
            'machines use no browser globals: call a service, or name an injected action or a delay',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'machines hold no React' },
            { name: 'ofetch', message: 'machines do not fetch: invoke a service actor' },
            zodClassic,
          ],
        },
      ],
    },
  },
  {
    files: ['src/views/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ofetch', message: 'views do not fetch: send an event to a machine' },
            zodClassic,
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
)
