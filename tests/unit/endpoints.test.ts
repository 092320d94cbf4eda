/**
 * The endpoint table (contract/endpoints) against the server's routes: every endpoint is registered at its method and
 * path, no two endpoints share a method and path, and the provider API registers nothing the table does not declare.
 * The app is built without a database: registering routes reads none.
 */
import { describe, expect, it } from 'vitest'
import type { ContentEndpoint, Endpoint } from '@contract/endpoint'
import { endpoints } from '@contract/endpoints'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import type { Database } from '@server/db/client'

const table = Object.entries(endpoints).flatMap(([domain, calls]) =>
  Object.entries(calls as Record<string, Endpoint | ContentEndpoint>).map(([name, endpoint]) => ({
    name: `${domain}.${name}`,
    ...endpoint,
  })),
)

/** Routes the provider API registers for others than the SPA: Stripe's webhook, and the bench's baseline. */
const NOT_THE_SPAS = ['POST /app/payments/webhook', 'GET /app/health']

function registeredRoutes() {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data-test/unused', JWT_SECRET: 'x'.repeat(32) })
  // Any method resolves to nothing: the app's construction may subscribe or prepare, never needs an answer.
  const database = new Proxy({ kind: 'postgres' } as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => Promise.resolve()),
  }) as unknown as Database
  const app = createApp({ config, database })
  // Middleware (app.use) is registered for ALL methods; catch-alls end in '*'.
  return new Set(
    app.routes.filter((route) => route.method !== 'ALL' && !route.path.endsWith('*')).map((route) => `${route.method} ${route.path}`),
  )
}

describe('the endpoint table', () => {
  const registered = registeredRoutes()

  it.each(table.map((endpoint) => [endpoint.name, `${endpoint.method} ${endpoint.path}`]))(
    '%s is registered by the server: %s',
    (_, route) => {
      expect(registered).toContain(route)
    },
  )

  it('declares each method and path once', () => {
    const routes = table.map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([])
  })

  it('declares every call the provider API registers', () => {
    const declared = new Set(table.map((endpoint) => `${endpoint.method} ${endpoint.path}`))
    const undeclared = [...registered].filter((route) => / \/app\//.test(route) && !declared.has(route) && !NOT_THE_SPAS.includes(route))
    expect(undeclared).toEqual([])
  })

  it('names path parameters as :name segments', () => {
    for (const endpoint of table) expect(endpoint.path, endpoint.name).toMatch(/^(\/([\w-]+|:[A-Za-z]\w*))+$/)
  })
})
