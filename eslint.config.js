/**
 * The walls the architecture relies on, enforced (`npm run lint`, part of `npm test`):
 *   src/routes → src/features → src/components, src/app → src/api, src/lib → machines → contract;  server → contract.
 * Nothing imports upward, no feature imports another feature, nothing outside src/ imports src/ (tests excepted);
 * React's hook rules and accessibility rules on every view. Import cycles (a self-import included) are
 * dependency-cruiser's (.dependency-cruiser.cjs, the next step of `npm run lint`); the walls stay here, where
 * type-only imports are seen too.
 *
 * The parser is Babel's (TypeScript and JSX presets): typescript-eslint needs TypeScript's compiler API, which the
 * TypeScript 7 we typecheck with no longer has (docs/decisions/0024-lint-walls-and-dead-code.md).
 */
import { readdirSync } from 'node:fs'
import babelParser from '@babel/eslint-parser'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const app = ['./src/routes', './src/main.tsx', './src/router.tsx']
/** `target` may not import from `from` (eslint-plugin-import's no-restricted-paths zones). */
const zones = [
  { target: './contract', from: ['./src', './machines', './server', './tests', './scripts'], message: 'contract/ imports only zod.' },
  {
    target: './machines',
    from: ['./src', './server', './tests', './scripts'],
    message: 'Machines are pure XState: they import contract/ only.',
  },
  { target: './server', from: ['./src', './machines', './tests'], message: 'The server shares only contract/ with the SPA.' },
  // The hosted card page's script is built from the SPA's own input filters, and from nothing else of src/.
  {
    target: './scripts',
    from: './src',
    except: ['./lib/filters.ts'],
    message: 'Scripts do not import the SPA; the card form takes only src/lib/filters.ts.',
  },
  { target: './src/features', from: app, message: 'Routes compose features, not the reverse.' },
  {
    target: ['./src/app', './src/components', './src/api', './src/lib'],
    from: ['./src/features', ...app],
    message: 'Shared code sits below the features and routes.',
  },
  {
    target: ['./src/api', './src/lib'],
    from: ['./src/app', './src/components'],
    message: 'src/api and src/lib sit below the app and the components.',
  },
  { target: './src/lib', from: './src/api', message: 'src/lib is below src/api: the API client is injected, not imported.' },
  { target: './src/components/ui', from: ['./src/app', './src/api'], message: 'UI primitives know nothing of the app.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'No feature imports another: move what two features need to src/components or src/lib.',
  })),
]

/** A string with a letter in it, in any language's script. */
const WORDS = '/\\p{L}/u'
/** The attributes a customer reads or hears. */
const SPOKEN = '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt)$/'
/** Where a value given in JSX is the value itself: `{'…'}`, `{a ? '…' : b}`, `{a && '…'}`, `{a ?? '…'}`. */
const VALUE = ['', ' > ConditionalExpression', ' > LogicalExpression']
/** An SVG's `<text>` draws a brand's name as a picture (the logo, the card brands), not a sentence. */
const NOT_IN_SVG_TEXT = ':not(JSXElement[openingElement.name.name=/^(text|tspan)$/] > JSXText)'
/** Texts that skip the catalogues (the rule below), as esquery selectors and what the message calls them. */
const untranslated = [
  { selector: `JSXText[value=${WORDS}]${NOT_IN_SVG_TEXT}`, what: 'A JSX text' },
  ...VALUE.flatMap((via) => [
    { selector: `JSXElement > JSXExpressionContainer${via} > Literal[value=${WORDS}]`, what: 'A string literal in JSX' },
    {
      selector: `JSXElement > JSXExpressionContainer${via} > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
      what: 'A template literal in JSX',
    },
    {
      selector: `JSXAttribute[name.name=${SPOKEN}] > JSXExpressionContainer${via} > Literal[value=${WORDS}]`,
      what: 'A string in aria-label, title, placeholder or alt',
    },
    {
      selector: `JSXAttribute[name.name=${SPOKEN}] > JSXExpressionContainer${via} > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
      what: 'A template literal in aria-label, title, placeholder or alt',
    },
  ]),
  { selector: `JSXAttribute[name.name=${SPOKEN}] > Literal[value=${WORDS}]`, what: 'A string in aria-label, title, placeholder or alt' },
]

const typescript = (isTSX) => ({
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: {
      babelrc: false,
      configFile: false,
      presets: [['@babel/preset-typescript', { isTSX, allExtensions: isTSX }], ...(isTSX ? ['@babel/preset-react'] : [])],
    },
  },
})

/**
 * Deep relative imports refused everywhere. A config block that sets no-restricted-imports replaces the options of
 * the blocks before it for its files, so each block that adds its own paths repeats this pattern.
 */
const PATH_ALIAS = {
  regex: '^(\\.\\./){3,}',
  message: 'Use a path alias (@/…, @machines/…, @contract/…, @server/… in tests) instead of ../../../',
}

/**
 * What the browser loads builds its schemas with zod/mini (docs/decisions/0008-shared-contract-and-validation.md):
 * zod's classic API costs the signed-in pages their blocking time at module load. The server may use classic zod.
 */
const ZOD_CLASSIC = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message: "The browser's code imports zod/mini (`import { z } from 'zod/mini'`): classic zod is server-only.",
}))

export default [
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'styled-system/**',
      'node_modules/**',
      'docs/**',
      'data/**',
      '.data-*/**',
      'src/routeTree.gen.ts',
      'test-results/**',
    ],
  },
  { files: ['**/*.ts'], languageOptions: typescript(false) },
  { files: ['**/*.tsx'], languageOptions: typescript(true) },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'import/parsers': { '@babel/eslint-parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // Only the project's own files are read by the import rules; packages and type declarations never are.
      'import/ignore': ['node_modules', '\\.d\\.ts$'],
      'import/internal-regex': '^(@/|@machines/|@contract/|@server/|@scripts/|styled-system/)',
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-useless-path-segments': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [PATH_ALIAS],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PATH_ALIAS], paths: ZOD_CLASSIC }] },
  },
  {
    // The e2e specs take `test` from tests/e2e/support.ts: it gives each worker its own server (baseURL), with no
    // server a spec with Playwright's own `test` has nowhere to go. dev-flows and dev-hydration have their own config
    // and server (playwright.dev-flows.config.ts).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support.ts', 'tests/e2e/dev-flows.spec.ts', 'tests/e2e/dev-hydration.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PATH_ALIAS],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Use `test` from './support' (each worker's own server, signedInPage).",
            },
          ],
        },
      ],
    },
  },
  {
    // Features style through the theme only (docs/decisions/0018-styling.md): recipes and slot recipes in
    // src/theme/recipes, Panda's patterns, the wrappers of src/components/ui and src/components/layout. A one-off
    // `css()` (or `cva`/`sva`) in a feature is refused.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PATH_ALIAS],
          paths: [
            ...ZOD_CLASSIC,
            {
              name: 'styled-system/css',
              importNames: ['css', 'cva', 'sva'],
              message:
                'Features write no one-off CSS: use a recipe or slot recipe of src/theme/recipes (add one there, registered in its index), a pattern or a src/components/ui wrapper (docs/decisions/0018-styling.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // A style value typed as the whole SystemStyleObject costs the type checker seconds per recipe that spreads it
    // (src/theme/recipes/parts.ts): pieces are checked with `satisfies SystemStyleObject` and keep their own type.
    files: ['src/theme/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['VariableDeclarator > Identifier', ':function', 'ArrowFunctionExpression'].map((owner) => ({
          selector: `${owner} > TSTypeAnnotation > TSTypeReference[typeName.name='SystemStyleObject']`,
          message:
            'Write `{ … } satisfies SystemStyleObject` instead: a value typed as the whole SystemStyleObject slows the typecheck by seconds per recipe that spreads it.',
        })),
      ],
    },
  },
  {
    // Every text a customer reads or hears comes from a catalogue (src/i18n/catalogues, docs/decisions/0033-languages.md):
    // a letter in JSX text, or in a string given to aria-label, title, placeholder or alt, is a text that would not
    // change language. Symbols and punctuation alone (→, ·, /, …) and aria-hidden text are fine.
    files: ['src/**/*.tsx'],
    // The live flow viewer is a development tool for the team (VITE_INSPECT builds only), in English.
    ignores: ['src/features/dev-flows/**', 'src/routes/dev.flows.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...untranslated.map(({ selector, what }) => ({
          selector,
          message: `${what} outside the catalogues: every visible text goes through Lingui. Add a key to the area's src/i18n/catalogues/<area>/en.json and es.json and print it with t('<area>.…') from useT(<area>Messages) (docs/decisions/0033-languages.md).`,
        })),
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/views/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Autofocus is kept where a page or dialog has one task and its first field is it (docs/decisions/0019-accessibility.md).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
]
