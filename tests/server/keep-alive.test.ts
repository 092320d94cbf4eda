import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { KEEP_ALIVE_MS, keepIdleConnections } from '@server/lib/keep-alive'

/** One GET on a keep-alive socket: the answer's Keep-Alive header says how long the server keeps the socket idle. */
function keepAliveHeader(port: number) {
  return new Promise<string | undefined>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { connection: 'keep-alive' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.headers['keep-alive']?.toString()))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('idle keep-alive sockets (ECONNRESET on a reused socket)', () => {
  const app = new Hono().get('/', (c) => c.text('ok'))
  let server: ReturnType<typeof serve>
  let port: number
  beforeAll(async () => {
    server = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
    })
    keepIdleConnections(server)
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('keeps them 65 s, beyond the 60 s of the proxies and clients in front, and says so to the client', async () => {
    // Node's own default would answer timeout=5.
    expect(await keepAliveHeader(port)).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000)
  })
})
