/**
 * Writes src/routeTree.gen.ts from the route files under src/routes with the router's own generator, configured by
 * tsr.config.json as the Vite plugin is. The file is generated, never committed, so whatever reads it before a Vite
 * build runs writes it first: `prepare` (after `npm ci` / `npm install`), `npm run typecheck` and `npm run lint`;
 * vitest (vitest.config.ts) and `vite build` / `npm run dev` (vite.config.ts) run the plugin's generator themselves.
 * The generator writes only when the tree changed, through a temporary file (`.tanstack/tmp`) and a rename.
 *
 * Not `tsr generate` (`@tanstack/router-cli`): the CLI bundles an older generator than the Vite plugin's, and the two
 * must write the same file. `@tanstack/router-generator` here is the plugin's own (one version in package-lock.json).
 */
import { fileURLToPath } from 'node:url'
import { Generator, getConfig } from '@tanstack/router-generator'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

await new Generator({ config: getConfig({ disableLogging: true }, ROOT), root: ROOT }).run()
