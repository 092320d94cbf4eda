/**
 * dependency-cruiser (part of `npm run lint`): no import cycles among the project's own modules, a module that
 * imports itself included. A dynamic `import('…')` is a link; a type-only import is not.
 *
 * The layer walls (which folder may import which) stay in eslint.config.js (`import/no-restricted-paths`): ESLint
 * sees type-only imports too, and a type imported across a wall is still a breach.
 *
 * dependency-cruiser reads TypeScript with the compiler API of a TypeScript before 7, which this project does not
 * have; here it reads it through Babel instead (.dependency-cruiser.babel.json: the TypeScript and React presets, as
 * ESLint's parser uses). Babel drops type-only imports, so a cycle needs a value link at every step: a type-only
 * cycle goes unseen. dependency-cruiser sees type-only imports only through its other parsers, and neither works
 * here: `tsPreCompilationDeps` needs that TypeScript compiler API, and `parser: 'swc'` parses every file as
 * TypeScript without JSX, so it fails on the .tsx files. A type two modules share lives in a module of its own
 * (src/components/ui/modal-props.ts is one). It also scans folders only for the extensions of a compiler it
 * recognises, so `npm run lint` names the files with a glob.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'This import leads back to the importing module. Move what both sides need into a module of its own, lower down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Builds, generated styles, data and reports. src/routeTree.gen.ts is read: a cycle may run through it.
    exclude: { path: '^(dist|dist-[^/]*|styled-system|node_modules|docs|data|\\.data-[^/]*|test-results|playwright-report|screenshots)/' },
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6'],
    // The path aliases (`@/`, `@machines/`, `@contract/`, `@server/`, `@scripts/`, `styled-system/`).
    tsConfig: { fileName: 'tsconfig.json' },
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
}
