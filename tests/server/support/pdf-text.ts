import { inflateSync } from 'node:zlib'

/**
 * The text shown on a PDF's pages, one string per text-showing operator, in drawing order: every content stream
 * is read (inflated when FlateDecode), and the strings of Tj / TJ (literal `(…)` or hex `<…>`, single-byte
 * encodings such as the standard fonts' WinAnsi) are decoded. Enough to read what a receipt says without a
 * renderer; it does not place text or handle composite (Type0) fonts.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes)
  const latin = raw.toString('latin1')
  const found: string[] = []
  const streamPattern = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g
  for (let match = streamPattern.exec(latin); match; match = streamPattern.exec(latin)) {
    const dictionary = match[1]
    const start = match.index + match[0].length
    const end = latin.indexOf('endstream', start)
    if (end < 0) break
    let data = raw.subarray(start, end)
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        data = inflateSync(data)
      } catch {
        continue // not a content stream we can read (e.g. an image)
      }
    }
    found.push(...showTextStrings(data.toString('latin1')))
  }
  return found
}

/** WinAnsiEncoding's characters at 0x80-0x9F (the rest of its single bytes are Latin-1). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
}
const winAnsi = (code: number) => WIN_ANSI[code] ?? String.fromCharCode(code)

const decodeHex = (hex: string) => {
  const clean = hex.replace(/\s/g, '')
  let out = ''
  for (let index = 0; index < clean.length; index += 2) out += winAnsi(parseInt(clean.slice(index, index + 2).padEnd(2, '0'), 16))
  return out
}
const decodeLiteral = (literal: string) =>
  literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, code: string) =>
    /^[0-7]/.test(code)
      ? winAnsi(parseInt(code, 8))
      : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[code] ?? code),
  )

function showTextStrings(content: string): string[] {
  const strings: string[] = []
  const operator = /(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj|\[((?:[^\]])*)\]\s*TJ/g
  for (let match = operator.exec(content); match; match = operator.exec(content)) {
    if (match[1]) strings.push(decodeString(match[1]))
    else {
      const parts = match[2].match(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g) ?? []
      strings.push(parts.map(decodeString).join(''))
    }
  }
  return strings
}

const decodeString = (token: string) => (token.startsWith('<') ? decodeHex(token.slice(1, -1)) : decodeLiteral(token.slice(1, -1)))
