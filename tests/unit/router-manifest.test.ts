import { describe, expect, it } from 'vitest'
import { routerManifest } from '@/entry-server'

/** Vite's manifest (`<dist>/.vite/manifest.json`) in the shape a build writes it, for a small app. */
const VITE = {
  'src/main.tsx': {
    file: 'assets/main-1.js',
    src: 'src/main.tsx',
    isEntry: true,
    imports: ['_framework-1.js', '_app-context-1.js'],
    dynamicImports: ['src/routes/_site/shop.tsx?tsr-split=component'],
    css: ['assets/main-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js', imports: ['_runtime-1.js'] },
  // Shared by two chunks, and importing one that imports it back: listed once.
  '_app-context-1.js': { file: 'assets/app-context-1.js', imports: ['_framework-1.js', '_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js', imports: ['_app-context-1.js'] },
  'src/routes/_site/shop.tsx?tsr-split=component': {
    file: 'assets/shop-1.js',
    imports: ['_framework-1.js', '_plans-1.js'],
    isDynamicEntry: true,
  },
  '_plans-1.js': { file: 'assets/plans-1.js' },
}

describe('routerManifest', () => {
  it("gives the root route the entry script, a preload of every chunk the entry imports statically, and the entry's stylesheet", () => {
    const manifest = routerManifest(VITE)
    expect(Object.keys(manifest.routes)).toEqual(['__root__'])
    const root = manifest.routes.__root__
    expect(root.scripts).toEqual([{ attrs: { type: 'module', src: '/assets/main-1.js' } }])
    expect(root.css).toEqual(['/assets/main-1.css'])
    expect(root.preloads).toHaveLength(3)
    expect(new Set(root.preloads)).toEqual(new Set(['/assets/framework-1.js', '/assets/app-context-1.js', '/assets/runtime-1.js']))
  })

  it('leaves the chunks loaded on demand (a route’s page) to the router', () => {
    const preloads = routerManifest(VITE).routes.__root__.preloads ?? []
    expect(preloads).not.toContain('/assets/shop-1.js')
    expect(preloads).not.toContain('/assets/plans-1.js')
    expect(preloads).not.toContain('/assets/main-1.js')
  })

  it('says to build when the manifest has no browser entry', () => {
    expect(() => routerManifest({ 'index.html': { file: 'assets/index-1.js' } })).toThrow(/no src\/main\.tsx.*npm run build/)
  })
})
