/**
 * A page kept for every visitor (server/lib/pages.ts) as the same bytes for all of them: rendered without a nonce,
 * its inline scripts are allowed by their hashes instead (`script-src 'sha256-…'`, server/app.ts), worked out once
 * here with an HTML parser, so nothing in the page changes per response. Its brotli (quality 11) and gzip copies are
 * made once too; each response sends the one its `Accept-Encoding` takes, or the plain page.
 *
 * tests/server/kept-page.test.ts checks that every copy decodes to the page and that the hashes are those of the
 * scripts a browser runs; tests/e2e/server-rendering.spec.ts that Chromium runs a built page with no violation.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']
type Template = DefaultTreeAdapterMap['template']

/** A zlib or string buffer as the bytes a Response takes (the same memory). */
const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)

export interface KeptPage {
  /** The CSP sources of the page's inline scripts, one per distinct script: `'sha256-<base64>'`. */
  scriptHashes: string[]
  /** The page's bytes, plain and in each encoding. */
  plain: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
}

/** The encodings a kept page is sent in, best first. */
export const KEPT_ENCODINGS = ['br', 'gzip'] as const

/**
 * The text of every inline script in `html` (a `<script>` without `src`, in a `<template>` too), as the browser
 * parses it and so hashes it; and whether any element carries a `nonce` attribute.
 */
export function inlineScripts(html: string): { scripts: string[]; nonced: string[] } {
  const scripts: string[] = []
  const nonced: string[] = []
  const visit = (node: Node) => {
    if (defaultTreeAdapter.isElementNode(node)) {
      const element: Element = node
      const attributes = new Map(element.attrs.map((attribute) => [attribute.name, attribute.value]))
      if (attributes.has('nonce')) nonced.push(element.tagName)
      if (element.tagName === 'script' && !attributes.has('src')) {
        scripts.push(
          element.childNodes
            .filter(defaultTreeAdapter.isTextNode)
            .map((text) => text.value)
            .join(''),
        )
      }
      if (element.tagName === 'template') visit(defaultTreeAdapter.getTemplateContent(element as Template))
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(parse(html))
  return { scripts, nonced }
}

/** The CSP hash source of one inline script's text. */
export function scriptHash(script: string) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/**
 * `html` kept: hashed and compressed once, in the thread pool (brotli's top quality takes tens of milliseconds for
 * a large page). A page that carries a `nonce` attribute was rendered with one, which every visitor would then
 * read: refused, so a renderer that writes one anyway is seen at once.
 */
export async function keptPage(html: string): Promise<KeptPage> {
  const { scripts, nonced } = inlineScripts(html)
  if (nonced.length > 0) throw new Error(`a kept page carries nonce attributes (on ${nonced.join(', ')}): render it without a nonce`)
  const plain = Buffer.from(html, 'utf8')
  const [br, gzipped] = await Promise.all([
    brotliAsync(plain, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: 9 }),
  ])
  return { scriptHashes: [...new Set(scripts.map(scriptHash))], plain: bytes(plain), br: bytes(br), gzip: bytes(gzipped) }
}
