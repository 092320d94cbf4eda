import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A kept page's bytes, cut where each response puts its CSP nonce, ready to be sent plain or gzip-compressed without
 * compressing anything per response.
 *
 * Each part is deflated once and ended by a sync flush (a byte-aligned point), so the parts can follow one another
 * in one deflate stream, with a response's nonce between them as a stored (uncompressed) block; the stream ends with
 * an empty final block, and the gzip trailer carries the checksum and length of the whole page. That is one ordinary
 * gzip stream, which any client decodes. A part is deflated with what comes before it as its dictionary, the
 * nonces' places filled with NUL bytes, as long as the nonce will be: a match can then reach back across the
 * earlier parts (a page's parts are short and alike: compressed apart they come out much larger, which the size test
 * catches) but never into a nonce, since no part holds a NUL to match one. A nonce of another length, or a page holding a NUL, is sent
 * from parts deflated each on its own. What a response costs is copying bytes and a CRC-32 over the page.
 * `tests/server/nonce-page.test.ts` decodes every kind with zlib's strict `gunzipSync`.
 */
export interface NoncePage {
  /** The page with `nonce` in its places. */
  plain(nonce: string): Uint8Array<ArrayBuffer>
  /** The same, as a gzip stream. */
  gzip(nonce: string): Uint8Array<ArrayBuffer>
}

/** A gzip member header: deflate, no flags, no time, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final block with fixed codes: what zlib writes at Z_FINISH with nothing left (RFC 1951, 3.2.6). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
/** A stored block holds at most this many bytes; a nonce is a few dozen. */
const STORED_MAX = 0xffff

/** `parts` joined by nonces, which are `nonceLength` bytes long (any other length works too, compressed less well). */
export function noncePage(parts: string[], nonceLength: number): NoncePage {
  const plainParts = parts.map((part) => Buffer.from(part))
  const length = plainParts.reduce((sum, part) => sum + part.length, 0)
  // Level 9 once per page: the page is compressed once for every visitor until it changes.
  const deflate = (part: Buffer, dictionary?: Buffer) =>
    deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary && { dictionary }) })
  const filler = Buffer.alloc(nonceLength)
  const linked = plainParts.some((part) => part.includes(0))
    ? null
    : plainParts.map((part, index) =>
        // What the client holds when this part starts: the parts before it, each followed by a nonce.
        index === 0
          ? deflate(part)
          : deflate(part, Buffer.concat(plainParts.slice(0, index).flatMap((before) => [before, filler])).subarray(-WINDOW)),
      )
  let apart: Buffer[] | null = null

  return {
    plain: (nonce) => Buffer.concat(between(plainParts, Buffer.from(nonce))),
    gzip(nonce) {
      const value = Buffer.from(nonce)
      if (value.length > STORED_MAX) throw new RangeError('A nonce this long does not fit a stored block')
      const deflated = linked && value.length === nonceLength ? linked : (apart ??= plainParts.map((part) => deflate(part)))
      const stored = Buffer.alloc(5 + value.length)
      // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its one's complement NLEN, little-endian.
      stored.writeUInt16LE(value.length, 1)
      stored.writeUInt16LE(~value.length & 0xffff, 3)
      value.copy(stored, 5)
      let checksum = 0
      plainParts.forEach((part, index) => {
        if (index > 0) checksum = crc32(value, checksum)
        // An empty buffer may have no memory behind it, and zlib's crc32 answers a null buffer with its initial value.
        if (part.length > 0) checksum = crc32(part, checksum)
      })
      const trailer = Buffer.alloc(8)
      trailer.writeUInt32LE(checksum >>> 0, 0)
      trailer.writeUInt32LE((length + value.length * (parts.length - 1)) % 2 ** 32, 4)
      return Buffer.concat([GZIP_HEADER, ...between(deflated, stored), FINAL_BLOCK, trailer])
    },
  }
}

/** How far back a deflate match reaches. */
const WINDOW = 32 * 1024

function between(each: Buffer[], separator: Buffer) {
  return each.flatMap((part, index) => (index === 0 ? [part] : [separator, part]))
}
