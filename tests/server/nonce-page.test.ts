import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { noncePage } from '@server/lib/nonce-page'

/** A page's markup as the renderer leaves it: long and repetitive, with many places for the nonce (scripts, preloads). */
const markup = (rows: number) => [
  '<!doctype html><html><head>',
  ...Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" crossorigin="" nonce="`),
  `"><script nonce="`,
  `">window.a = 1</script></head><body>${Array.from({ length: rows }, (_, i) => `<p class="plan">Plan ${i} — $${i}.99/mo</p>`).join('')}<script nonce="`,
  '">window.b = "é ✓"</script></body></html>',
]

const NONCE = 'dGhlIGZpcnN0IG5vbmNlIQ=='

describe('a page kept around its nonce places (server/lib/nonce-page.ts)', () => {
  it('decodes, checksum and length checked, to the page with the nonce in each place', () => {
    const parts = markup(2000)
    const page = noncePage(parts, NONCE.length)
    for (const nonce of [NONCE, 'c2Vjb25kIG5vbmNlIHRvbw==', 'shorter', 'a nonce longer than the page expects']) {
      expect(gunzipSync(page.gzip(nonce)).toString()).toBe(parts.join(nonce))
      expect(Buffer.from(page.plain(nonce)).toString()).toBe(parts.join(nonce))
    }
  })

  it('holds empty parts: a nonce first, last, or two places side by side', () => {
    for (const parts of [['', 'after'], ['before', ''], ['a', '', 'b'], [''], ['only'], ['', '', '']]) {
      expect(gunzipSync(noncePage(parts, 5).gzip('N0nce')).toString()).toBe(parts.join('N0nce'))
    }
  })

  it('never lets a part match into a nonce: nonces alike to the text around them still decode', () => {
    // Text that repeats what the nonce says, before and after it: a match reaching into a nonce's place would copy
    // this response's nonce where the page has the text.
    const parts = ['aaaa<x nonce="', '">aaaaaaaa', '"> aaaaaaaaaaaa nonce="aaaa', 'aaaa']
    const page = noncePage(parts, 4)
    for (const nonce of ['aaaa', 'bbbb', 'aaab']) expect(gunzipSync(page.gzip(nonce)).toString()).toBe(parts.join(nonce))
  })

  it('decodes a page that holds a NUL byte', () => {
    const parts = ['before\u0000', '\u0000\u0000\u0000\u0000 after \u0000\u0000\u0000\u0000']
    expect(gunzipSync(noncePage(parts, 4).gzip('NNNN')).toString()).toBe(parts.join('NNNN'))
  })

  it('compresses about as well as gzip over the whole page, across its many parts', () => {
    const parts = markup(200)
    const whole = gzipSync(parts.join(NONCE), { level: 9 }).length
    const kept = noncePage(parts, NONCE.length).gzip(NONCE).length
    // Each nonce is sent as it is, in a block of its own, after a flush: bytes a compressor over the whole page would
    // not spend. Parts compressed apart would spend far more.
    expect(kept).toBeLessThan(whole + (parts.length - 1) * (NONCE.length + 12))
  })
})
