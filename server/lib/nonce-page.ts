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
 * from parts deflated each on its own. What a response costs is copying bytes, and a CRC-32 of the nonce alone
 * (`nonceChecksum`). `tests/server/nonce-page.test.ts` decodes every kind with zlib's strict `gunzipSync`, which
 * checks the checksum.
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
  const checksumWith = nonceChecksum(plainParts, nonceLength)

  return {
    plain: (nonce) => Buffer.concat(between(plainParts, Buffer.from(nonce))),
    gzip(nonce) {
      const value = Buffer.from(nonce)
      if (value.length > STORED_MAX) throw new RangeError('A nonce this long does not fit a stored block')
      const deflated = linked && value.length === nonceLength ? linked : (apart ??= plainParts.map((part) => deflate(part)))
      const places = deflated.length - 1
      const body = Buffer.alloc(
        GZIP_HEADER.length + deflated.reduce((sum, part) => sum + part.length, 0) + places * (5 + value.length) + 2 + 8,
      )
      let at = GZIP_HEADER.copy(body)
      deflated.forEach((part, index) => {
        if (index > 0) {
          // A stored block: BFINAL 0, BTYPE 00, padded to the byte; then LEN and its one's complement NLEN,
          // little-endian, and the nonce.
          at = body.writeUInt16LE(~value.length & 0xffff, body.writeUInt16LE(value.length, at + 1))
          at += value.copy(body, at)
        }
        at += part.copy(body, at)
      })
      at += FINAL_BLOCK.copy(body, at)
      // The gzip trailer: the page's CRC-32 and length.
      at = body.writeUInt32LE(value.length === nonceLength ? checksumWith(value) : checksumOf(between(plainParts, value)), at)
      body.writeUInt32LE((length + value.length * places) % 2 ** 32, at)
      return body
    },
  }
}

/** The CRC-32 of `parts` one after another. */
function checksumOf(parts: Buffer[]) {
  // An empty buffer may have no memory behind it, and zlib's crc32 answers a null buffer with its initial value.
  return parts.reduce((checksum, part) => (part.length > 0 ? crc32(part, checksum) : checksum), 0) >>> 0
}

/**
 * The CRC-32 of `parts` joined by a nonce of `nonceLength` bytes, from the nonce alone. CRC-32 is affine over GF(2):
 * the page's checksum is that of the page with NUL bytes in the nonces' places, XOR what the nonce's bytes change in
 * the register at each place, carried through the bytes after it as through zero bytes (a linear map). Every place
 * holds the same nonce, so the sum of those maps over the places is one 32×32 bit matrix, worked out once per page;
 * a response costs the nonce's own CRC and 32 XORs.
 */
function nonceChecksum(parts: Buffer[], nonceLength: number) {
  const base = checksumOf(between(parts, Buffer.alloc(nonceLength)))
  const columns = carriedColumns(parts, nonceLength)
  return (nonce: Buffer) => {
    // The register's change made by the nonce's bytes, run from a zero register.
    const change = ~crc32(nonce, 0xffffffff) >>> 0
    let checksum = base
    for (let bit = 0; bit < 32; bit += 1) if (change & (1 << bit)) checksum ^= columns[bit]
    return checksum >>> 0
  }
}

/** Column `bit` of the matrix: a change of that one bit of the register at every place, carried to the page's end. */
function carriedColumns(parts: Buffer[], nonceLength: number) {
  const zeros = Buffer.alloc(Math.max(...parts.map((part) => part.length)) + nonceLength)
  // zlib's crc32(data, value) runs its register from ~value and answers ~register; through zero bytes, the register
  // changes linearly.
  const throughZeros = (register: number, count: number) =>
    count === 0 ? register : ~crc32(zeros.subarray(0, count), ~register >>> 0) >>> 0
  return Array.from({ length: 32 }, (_, bit) => {
    let sum = 0
    for (let place = 1; place < parts.length; place += 1) {
      // The bytes from the end of this place's nonce to the end of the next one's, or to the page's end.
      const after = parts[place].length + (place < parts.length - 1 ? nonceLength : 0)
      sum = throughZeros((sum ^ (1 << bit)) >>> 0, after)
    }
    return sum
  })
}

/** How far back a deflate match reaches. */
const WINDOW = 32 * 1024

function between(each: Buffer[], separator: Buffer) {
  return each.flatMap((part, index) => (index === 0 ? [part] : [separator, part]))
}
