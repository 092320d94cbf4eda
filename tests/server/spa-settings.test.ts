import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '@server/app'
import { ConfigError, loadConfig, spaSettings } from '@server/config'
import { fakeBuild } from './support/fake-build'
import { serverForFile, testConfig } from './support/harness'

const server = serverForFile()

/** A renderer that writes the settings it is given into the page, as the SPA's root route does. */
const distDir = fakeBuild(`
export function routerManifest() {
  return {}
}
export async function render(request, { settings }) {
  const content = JSON.stringify(settings).replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  const body = '<!doctype html><html><head><meta name="ring-settings" content="' + content + '"/></head><body><h1>'
    + new URL(request.url).pathname + '</h1></body></html>'
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
}
`)
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

/** The settings a page of `app` carries. */
async function pageSettings(app: ReturnType<typeof createApp>, path = '/') {
  const answer = await app.request(path)
  const html = await answer.text()
  const json = /<meta name="ring-settings" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  return { answer, settings: JSON.parse(json ?? 'null') as unknown }
}

describe('the SPA settings, given at run time', () => {
  it('are the same build answered with each server’s own settings: staging and production from one dist/', async () => {
    const staging = testConfig({
      apiKey: 'staging-public-key',
      contentUrl: 'https://cms.staging.example',
      chatAppId: 'chat-staging',
      blogUrl: 'https://blog.staging.example',
    })
    const production = testConfig({ apiKey: 'production-public-key' })
    const first = await pageSettings(createApp({ config: staging, database: server.database, distDir }))
    const second = await pageSettings(createApp({ config: production, database: server.database, distDir }))
    expect(first.settings).toEqual({
      apiBaseUrl: '',
      apiKey: 'staging-public-key',
      contentUrl: 'https://cms.staging.example',
      chatAppId: 'chat-staging',
      blogUrl: 'https://blog.staging.example',
    })
    // No blog: no link (the SPA leaves it out), never a made-up address.
    expect(second.settings).toEqual({ apiBaseUrl: '', apiKey: 'production-public-key', contentUrl: '', chatAppId: '', blogUrl: null })
  })

  it('open the security policy to what they name: the content origin and the chat, from the one CHAT_APP_ID', async () => {
    const config = testConfig({ contentUrl: 'https://cms.staging.example', chatAppId: 'chat-staging' })
    const { answer } = await pageSettings(createApp({ config, database: server.database, distDir }))
    const policy = answer.headers.get('content-security-policy') ?? ''
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]).toContain('https://cms.staging.example')
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toContain('https://widget.intercom.io')
    const plain = await pageSettings(createApp({ config: testConfig(), database: server.database, distDir }))
    const plainPolicy = plain.answer.headers.get('content-security-policy') ?? ''
    expect(/connect-src ([^;]*)/.exec(plainPolicy)?.[1]).toBe("'self'")
    expect(plainPolicy).not.toContain('intercom')
  })

  it('are read from the environment by name, checked, and written without a trailing slash', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testConfig().dataDir,
      JWT_SECRET: 'x'.repeat(40),
      API_KEY: 'k-123',
      API_BASE_URL: 'https://api.example.com/',
      CONTENT_URL: 'https://cms.example.com//',
      CHAT_APP_ID: 'abc123',
      BLOG_URL: 'https://blog.example.com/',
    })
    expect(spaSettings(config)).toEqual({
      apiBaseUrl: 'https://api.example.com',
      apiKey: 'k-123',
      contentUrl: 'https://cms.example.com',
      chatAppId: 'abc123',
      blogUrl: 'https://blog.example.com/',
    })
    for (const [name, value] of [
      ['CONTENT_URL', 'cms.example.com'],
      ['API_BASE_URL', 'ftp://api.example.com'],
      ['BLOG_URL', 'javascript:alert(1)'],
    ]) {
      expect(
        () => loadConfig({ NODE_ENV: 'test', DATA_DIR: testConfig().dataDir, JWT_SECRET: 'x'.repeat(40), [name]: value }),
        name,
      ).toThrow(ConfigError)
    }
  })
})
