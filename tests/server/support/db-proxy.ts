import net from 'node:net'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'

/**
 * A PostgreSQL server the test can take away and bring back: a TCP relay in front of the real PostgreSQL
 * (DATABASE_URL runs) or in front of a wire-protocol front for PGlite (embedded runs; PGlite speaks the protocol
 * itself through execProtocolRaw, one connection at a time).
 */
export interface SwitchableDatabase {
  /** Connection string through the relay. */
  url: string
  down(): Promise<void>
  up(): Promise<void>
  /** Connections stay open but nothing passes either way (a hung database); thaw passes what was held back. */
  freeze(): void
  thaw(): void
  close(): Promise<void>
}

async function pgliteWireServer() {
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) })
  const server = net.createServer((socket) => {
    let queue = Promise.resolve()
    socket.on('error', () => undefined)
    socket.on('data', (data) => {
      queue = queue.then(async () => {
        // SSLRequest: answer "no TLS".
        if (data.length === 8 && data.readInt32BE(4) === 80877103) {
          socket.write('N')
          return
        }
        const answer = await pglite.execProtocolRaw(new Uint8Array(data))
        if (answer.length && !socket.destroyed) socket.write(answer)
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pglite.close()
    },
  }
}

export async function switchableDatabase(databaseUrl?: string): Promise<SwitchableDatabase> {
  let upstreamHost = '127.0.0.1'
  let upstreamPort: number
  let closeUpstream: () => Promise<void> = async () => undefined
  let url: URL
  if (databaseUrl) {
    url = new URL(databaseUrl)
    upstreamHost = url.hostname
    upstreamPort = Number(url.port || 5432)
  } else {
    const wire = await pgliteWireServer()
    upstreamPort = wire.port
    closeUpstream = wire.close
    url = new URL('postgres://postgres@127.0.0.1/postgres')
  }

  const sockets = new Set<net.Socket>()
  let frozen = false
  const held: [net.Socket, Buffer][] = []
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (data: Buffer) => {
      if (frozen) held.push([to, data])
      else if (!to.destroyed) to.write(data)
    })
  const relay = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, upstreamHost)
    sockets.add(client).add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    forward(client, upstream)
    forward(upstream, client)
  })
  const listen = (port: number) => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', () => resolve()))
  await listen(0)
  const port = (relay.address() as net.AddressInfo).port
  url.hostname = '127.0.0.1'
  url.port = String(port)

  const down = async () => {
    const closed = new Promise<void>((resolve) => relay.close(() => resolve()))
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    await closed
  }
  return {
    url: url.toString(),
    down,
    up: () => listen(port),
    freeze: () => {
      frozen = true
    },
    thaw: () => {
      frozen = false
      for (const [to, data] of held.splice(0)) if (!to.destroyed) to.write(data)
    },
    async close() {
      if (relay.listening) await down()
      await closeUpstream()
    },
  }
}
