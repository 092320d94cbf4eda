/**
 * The Spanish glossary of docs/decisions/0033-languages.md, held in every Spanish catalogue the product says things
 * from: the site's (src/i18n/catalogues) and the server's answers, emails and texts (server/catalogues). One thing
 * has one name: a word from the left column below is never used for it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Every Spanish catalogue: `<folder>/<area>/es.json`. */
const spanish = ['src/i18n/catalogues', 'server/catalogues'].flatMap((folder) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const file = `${folder}/${entry.name}/es.json`
      return { file, texts: JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string> }
    }),
)

/** Each thing's name, and the words that would name it otherwise. */
const GLOSSARY = [
  { thing: 'the port-out lock', name: /bloqueo de portabilidad/i, not: /bloqueo de transferencia/i },
  { thing: 'settings (the account’s and a phone’s)', name: /\bajustes\b/i, not: /\bconfiguraci[oó]n\b/i },
  { thing: 'notifications and their page', name: /\bnotificaci[oó]n(es)?\b/i, not: /\bavisos?\b/i },
  {
    thing: 'turning a lost phone’s line back on',
    name: /\breactiv/i,
    not: /restabl[eé]cela|restablece la l[ií]nea|servicio ya est[aá] restablecido/i,
  },
]

describe('the Spanish glossary', () => {
  it('reads every Spanish catalogue, the site’s and the server’s', () => {
    const files = spanish.map(({ file }) => file)
    expect(files).toContain('src/i18n/catalogues/number-lock/es.json')
    expect(files).toContain('server/catalogues/emails/es.json')
    expect(files).toContain('server/catalogues/messages/es.json')
  })

  it.each(GLOSSARY)('names $thing one way', ({ name, not }) => {
    const others = spanish.flatMap(({ file, texts }) =>
      Object.entries(texts)
        .filter(([, text]) => not.test(text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    )
    expect(others).toEqual([])
    expect(spanish.some(({ texts }) => Object.values(texts).some((text) => name.test(text)))).toBe(true)
  })

  it('spaces the sentence around the Payment link of "no saved card" in both languages', () => {
    for (const language of ['en', 'es']) {
      const texts = JSON.parse(readFileSync(join(root, `src/i18n/catalogues/line-care/${language}.json`), 'utf8')) as Record<string, string>
      // As line-care-page.tsx and add-ons-section.tsx draw it: before, a space, the link, and after at once.
      const sentence = `${texts['line-care.pay.noCardBefore']} ${texts['line-care.pay.noCardLink']}${texts['line-care.pay.noCardAfter']}`
      expect(sentence).toMatch(/^\S.* (Payment|Pagos)[ ,]/)
    }
  })
})
