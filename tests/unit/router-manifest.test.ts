import { describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { createRouter } from '@tanstack/react-router'
import { routerManifest } from '@/entry-server'
import { ROUTE_FILES } from '@/route-files'
import { routeTree } from '@/routeTree.gen'

/** Vite's manifest (`<dist>/.vite/manifest.json`) in the shape a build writes it, for a small app. */
const VITE = {
  'src/main.tsx': {
    file: 'assets/main-1.js',
    src: 'src/main.tsx',
    isEntry: true,
    imports: ['_framework-1.js', '_app-context-1.js'],
    dynamicImports: ['src/routes/_site/shop.tsx?tsr-split=component---pendingComponent'],
    css: ['assets/main-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js', imports: ['_runtime-1.js'] },
  // Shared by two chunks, and importing one that imports it back: listed once.
  '_app-context-1.js': { file: 'assets/app-context-1.js', imports: ['_framework-1.js', '_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js', imports: ['_app-context-1.js'] },
  'src/routes/_site/shop.tsx?tsr-split=component---pendingComponent': {
    file: 'assets/shop-1.js',
    imports: ['_framework-1.js', '_plans-1.js'],
    isDynamicEntry: true,
  },
  // Drawn only when the page fails: not preloaded.
  'src/routes/_site/shop.tsx?tsr-split=errorComponent': { file: 'assets/shop-error-1.js', isDynamicEntry: true },
  '_plans-1.js': { file: 'assets/plans-1.js', imports: ['_money-1.js'] },
  '_money-1.js': { file: 'assets/money-1.js' },
  // A layout route and a page inside it that imports the layout's chunk too.
  'src/routes/_site/_auth/dashboard.tsx?tsr-split=component': { file: 'assets/dashboard-1.js', imports: ['_money-1.js'] },
  'src/routes/_site/_auth/dashboard.index.tsx?tsr-split=component': {
    file: 'assets/dashboard-index-1.js',
    imports: ['_money-1.js', '_overview-1.js', '_framework-1.js'],
  },
  '_overview-1.js': { file: 'assets/overview-1.js' },
}

/** The route files of src/routes, as Vite's manifest names them (the router ignores files that start with `-`). */
function routeFiles(folder = 'src/routes'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-') || entry.name.startsWith('__root')) return []
    const path = `${folder}/${entry.name}`
    return entry.isDirectory() ? routeFiles(path) : entry.name.endsWith('.tsx') ? [path] : []
  })
}

describe('routerManifest', () => {
  it("gives the root route the entry script, a preload of every chunk the entry imports statically, and the entry's stylesheet", () => {
    const root = routerManifest(VITE).routes.__root__
    expect(root.scripts).toEqual([{ attrs: { type: 'module', src: '/assets/main-1.js' } }])
    expect(root.css).toEqual(['/assets/main-1.css'])
    expect(root.preloads).toHaveLength(3)
    expect(new Set(root.preloads)).toEqual(new Set(['/assets/framework-1.js', '/assets/app-context-1.js', '/assets/runtime-1.js']))
  })

  it("gives each route a preload of its page's chunk and what it imports, without what the root preloads", () => {
    const shop = routerManifest(VITE).routes['/_site/shop']
    expect(new Set(shop.preloads)).toEqual(new Set(['/assets/shop-1.js', '/assets/plans-1.js', '/assets/money-1.js']))
  })

  it('leaves out of a route what an enclosing route already preloads: the router writes the preloads of every matched route', () => {
    const { routes } = routerManifest(VITE)
    expect(new Set(routes['/_site/_auth/dashboard'].preloads)).toEqual(new Set(['/assets/dashboard-1.js', '/assets/money-1.js']))
    expect(new Set(routes['/_site/_auth/dashboard/'].preloads)).toEqual(new Set(['/assets/dashboard-index-1.js', '/assets/overview-1.js']))
  })

  it('preloads no chunk drawn only on failure', () => {
    const all = Object.values(routerManifest(VITE).routes).flatMap((route) => route.preloads ?? [])
    expect(all).not.toContain('/assets/shop-error-1.js')
    expect(all).not.toContain('/assets/main-1.js')
  })

  it('lists the file of every route of the route tree, each defining the route of its id', async () => {
    // The routes' ids only: no context is read until a page loads.
    const ids = Object.keys(createRouter({ routeTree, context: {} as never }).routesById).filter((id) => id !== '__root__')
    expect(new Set(Object.keys(ROUTE_FILES))).toEqual(new Set(ids))
    expect(new Set(Object.values(ROUTE_FILES))).toEqual(new Set(routeFiles()))
    for (const [id, file] of Object.entries(ROUTE_FILES)) {
      const module = (await import(/* @vite-ignore */ `/${file}`)) as { Route: { id: string } }
      expect(module.Route.id, file).toBe(id)
    }
  })

  it('says to build when the manifest has no browser entry', () => {
    expect(() => routerManifest({ 'index.html': { file: 'assets/index-1.js' } })).toThrow(/no src\/main\.tsx.*npm run build/)
  })
})
