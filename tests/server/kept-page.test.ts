import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { inlineScripts, keptPage, scriptHash } from '@server/lib/kept-page'

/** A page as the renderer leaves it: long and repetitive, with inline scripts among module scripts and styles. */
const markup = (rows: number) =>
  [
    '<!doctype html><html lang="es"><head>',
    ...Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" crossorigin="">`),
    '<script type="module" src="/assets/main.js"></script>',
    '<style>.plan { color: red }</style>',
    '<script>window.a = 1 && "&amp;"</script></head><body>',
    ...Array.from({ length: rows }, (_, i) => `<p class="plan" style="margin: 0">Plan ${i} — $${i}.99/mo</p>`),
    '<template><script>window.later = "ñ"</script></template>',
    '<script class="$tsr">window.b = "é ✓ <\\/script>"; if (1 < 2) self.c = 3</script>',
    '<script>window.a = 1 && "&amp;"</script>',
    '</body></html>',
  ].join('')

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('a kept page (server/lib/kept-page.ts)', () => {
  it('decodes from brotli and from gzip to the page, byte for byte', async () => {
    const html = markup(2000)
    const page = await keptPage(html)
    expect(Buffer.from(page.plain).toString('utf8')).toBe(html)
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html)
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html)
    // Compressed: the repetitive page is a small fraction of its size, brotli's smaller than gzip's.
    expect(page.br.length).toBeLessThan(page.gzip.length)
    expect(page.gzip.length).toBeLessThan(page.plain.length / 10)
  })

  it("hashes each inline script's text as the browser reads it, once per distinct script", async () => {
    const page = await keptPage(markup(3))
    // Script text is raw: entities stay as written; `<\/script>` does not end it. A module script with `src` and a
    // style are not inline scripts.
    expect(inlineScripts(markup(3)).scripts).toEqual([
      'window.a = 1 && "&amp;"',
      'window.later = "ñ"',
      'window.b = "é ✓ <\\/script>"; if (1 < 2) self.c = 3',
      'window.a = 1 && "&amp;"',
    ])
    expect(page.scriptHashes).toEqual([
      sha256('window.a = 1 && "&amp;"'),
      sha256('window.later = "ñ"'),
      sha256('window.b = "é ✓ <\\/script>"; if (1 < 2) self.c = 3'),
    ])
    expect(scriptHash('')).toBe(`'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='`)
  })

  it('has no inline script to hash in a page without one', async () => {
    expect((await keptPage('<!doctype html><p>Hello</p><script src="/a.js"></script>')).scriptHashes).toEqual([])
  })

  it('is refused when the page carries a nonce attribute: it was rendered with one', async () => {
    await expect(keptPage('<!doctype html><script nonce="abc">self.a = 1</script>')).rejects.toThrow(/nonce/)
    await expect(keptPage('<!doctype html><link rel="modulepreload" href="/a.js" nonce="abc">')).rejects.toThrow(/nonce/)
  })
})
