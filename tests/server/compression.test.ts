import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBuild, simpleRenderer } from './support/fake-build'
import { startTestServer, type TestServer } from './support/harness'

let server: TestServer
let distDir: string
const chunk = `export const framework = ${JSON.stringify('x'.repeat(4000))}\n`
const headers = { 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' }

beforeAll(async () => {
  // Pages of about 3 KB from a stand-in for the build's renderer.
  distDir = fakeBuild(simpleRenderer(3000))
  mkdirSync(join(distDir, 'assets'))
  // What the build's precompress plugin writes beside every compressible file.
  writeFileSync(join(distDir, 'assets', 'framework-abc123.js'), chunk)
  writeFileSync(join(distDir, 'assets', 'framework-abc123.js.br'), brotliCompressSync(chunk))
  writeFileSync(join(distDir, 'assets', 'framework-abc123.js.gz'), gzipSync(chunk))
  server = await startTestServer({}, { distDir })
})
afterAll(async () => {
  await server?.close()
  rmSync(distDir, { recursive: true, force: true })
})

/** A GET that keeps the bytes as they travel (fetch would decode them), so the encoding itself is checked. */
function raw(path: string, acceptEncoding: string, extra: Record<string, string> = {}) {
  return new Promise<{ response: { headers: Headers }; bytes: Buffer }>((resolve, reject) => {
    get(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding, ...extra } }, (message) => {
      const parts: Buffer[] = []
      message.on('data', (part: Buffer) => parts.push(part))
      message.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(message.headers)) if (value !== undefined) headers.set(name, String(value))
        resolve({ response: { headers }, bytes: Buffer.concat(parts) })
      })
    }).on('error', reject)
  })
}

describe('compression', () => {
  it('sends a hashed asset brotli-compressed from its precompressed copy, long-cached, varying by Accept-Encoding', async () => {
    const { response, bytes } = await raw('/assets/framework-abc123.js', 'gzip, deflate, br')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(bytes).toString()).toBe(chunk)
  })

  it('sends the gzip copy to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await raw('/assets/framework-abc123.js', 'gzip')
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(gzip.bytes).toString()).toBe(chunk)
    const plain = await raw('/assets/framework-abc123.js', 'identity')
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    expect(plain.bytes.toString()).toBe(chunk)
  })

  it('compresses JSON answers above 1 KB on the fly (brotli, else gzip) and leaves small ones alone', async () => {
    const page = '/api/ring-mobile-footer?populate[socials][populate]=logo'
    const plain = await raw(page, 'identity')
    expect(plain.bytes.length).toBeGreaterThan(1024)
    const plans = JSON.parse(plain.bytes.toString())
    const br = await raw(page, 'gzip, br')
    expect(br.response.headers.get('content-encoding')).toBe('br')
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(plans)
    const gzip = await raw(page, 'gzip')
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(plans)
    const health = await raw('/app/health', 'gzip', headers)
    expect(health.response.headers.get('content-encoding')).toBeNull()
    expect(JSON.parse(health.bytes.toString())).toEqual({ status: 'ok' })
  })

  it('says the compressed length of an API answer that said its own length (the demo customer’s lines, above 1 KB)', async () => {
    const token = await server.signIn('demo')
    const auth = { ...headers, authorization: `Bearer ${token}` }
    const plain = await raw('/app/users/subscriptions', 'identity', auth)
    expect(plain.bytes.length).toBeGreaterThan(1024)
    const br = await raw('/app/users/subscriptions', 'gzip, br', auth)
    expect(br.response.headers.get('content-encoding')).toBe('br')
    expect(br.response.headers.get('content-length')).toBe(String(br.bytes.length))
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString())
  })

  it('sends a small API answer as built: its length said, Vary set, and a policy without a nonce (only pages get one)', async () => {
    for (const path of ['/app/health', '/app/plans']) {
      const { response, bytes } = await raw(path, 'gzip, br', headers)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('content-length')).toBe(String(bytes.length))
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toMatch(/script-src 'self'/)
      expect(policy).not.toContain('nonce')
    }
  })

  /** The nonce a response's policy allows scripts with. */
  const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1]

  it('sends a kept page in brotli or gzip as the client takes them, made once, and plain to one that takes neither', async () => {
    const plain = await raw('/shop', 'identity')
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    const html = plain.bytes.toString()
    expect(html.length).toBeGreaterThan(1024)
    expect(html).toContain('SPA-PAGE /shop')
    expect(plain.response.headers.get('content-length')).toBe(String(plain.bytes.length))
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const answers = [await raw('/shop', accepted), await raw('/shop', accepted)]
      for (const { response, bytes } of answers) {
        expect(response.headers.get('content-encoding')).toBe(encoding)
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
        expect(response.headers.get('cache-control')).toBe('no-cache')
        expect(response.headers.get('content-length')).toBe(String(bytes.length))
        // gunzipSync checks the stream's checksum and length against what it decoded.
        expect((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(html)
        expect(nonceOf(response.headers)).toBeUndefined()
      }
      // The same bytes for every visitor.
      expect(answers[1].bytes.equals(answers[0].bytes)).toBe(true)
    }
  })

  it('compresses a page rendered for its request (a path with a query) on the fly: brotli, else gzip', async () => {
    const br = await raw('/shop?plan=1', 'gzip, deflate, br')
    expect(br.response.headers.get('content-encoding')).toBe('br')
    expect(br.response.headers.get('vary')).toMatch(/accept-encoding/i)
    const html = brotliDecompressSync(br.bytes).toString()
    expect(html).toContain('SPA-PAGE /shop')
    expect(html).toContain(`nonce="${nonceOf(br.response.headers)}"`)
    const gzip = await raw('/shop?plan=1', 'gzip')
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(gzip.bytes).toString()).toContain('SPA-PAGE /shop')
  })
})
