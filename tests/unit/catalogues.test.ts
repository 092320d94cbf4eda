/**
 * The message catalogues (src/i18n/catalogues/<area>/, contract/catalogues/<area>/): every language has every key the
 * English catalogue has, and no other, with the same placeholders; a key missing all the same prints English, never
 * the key; an unknown language is English.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { compileCatalogue } from '@scripts/lib/catalogues'
import { shellMessages } from '@/i18n/catalogues/shell'
import { defineCatalogue, isLoaded, loadLanguage, translate, translateText, translator } from '@/i18n/i18n'
import { LANGUAGES, languageOfCookies, resolveLanguage, type Language } from '@/i18n/languages'

const FOLDERS = ['src/i18n/catalogues', 'contract/catalogues']

const areas = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ folder, area: entry.name, dir: join(folder, entry.name) })),
)

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>

/** The names a message fills in: `{name}`, `{count, plural, …}`. */
function placeholders(message: string) {
  const names = new Set<string>()
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        names.add(token[0])
        const cases = token[2]
        if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) visit(branch)
      }
    }
  }
  visit(compileMessage(message))
  return [...names].sort()
}

describe('catalogues', () => {
  it('are found', () => {
    expect(areas.map(({ area }) => area)).toContain('shell')
  })

  describe.each(areas)('$dir', ({ folder, dir, area }) => {
    const english = read(join(dir, 'en.json'))

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English key, and no other', (language) => {
      const other = read(join(dir, `${language}.json`))
      expect(
        Object.keys(english).filter((key) => !(key in other)),
        'keys without a translation',
      ).toEqual([])
      expect(
        Object.keys(other).filter((key) => !(key in english)),
        'keys English does not have',
      ).toEqual([])
    })

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s fills in the same placeholders', (language) => {
      const other = read(join(dir, `${language}.json`))
      for (const [key, message] of Object.entries(other)) {
        if (key in english) expect(placeholders(message), key).toEqual(placeholders(english[key]))
      }
    })

    it('has no empty message', () => {
      for (const language of LANGUAGES) {
        for (const [key, message] of Object.entries(read(join(dir, `${language}.json`))))
          expect(message.trim(), `${language} ${key}`).not.toBe('')
      }
    })

    // The SPA's catalogues share one instance per language: a key names its area. contract/'s, and the SPA's
    // `<area>-texts` (the texts machines hold), are keyed by their English text.
    if (folder === 'src/i18n/catalogues' && !area.endsWith('-texts')) {
      it(`names its keys ${area}.…`, () => {
        expect(Object.keys(english).filter((key) => !key.startsWith(`${area}.`))).toEqual([])
      })
    } else {
      it('is keyed by the English text', () => {
        expect(Object.entries(english).filter(([key, message]) => key !== message)).toEqual([])
      })
    }
  })
})

describe('a missing translation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'))
  writeFileSync(join(dir, 'en.json'), JSON.stringify({ 'test.hello': 'Hello {name}', 'test.only': 'Only in English' }))
  writeFileSync(join(dir, 'es.json'), JSON.stringify({ 'test.hello': 'Hola {name}' }))
  const compiled = { en: compileCatalogue(join(dir, 'en.json')), es: compileCatalogue(join(dir, 'es.json')) }

  it('is filled with the English message when the catalogue is compiled', () => {
    expect(compiled.es['test.only']).toEqual(compiled.en['test.only'])
    expect(compiled.es['test.hello']).toEqual(['Hola ', ['name']])
  })

  it('prints English, never the key', async () => {
    const catalogue = defineCatalogue('test', compiled.en, { es: () => Promise.resolve({ default: compiled.es }) })
    expect(isLoaded('test', 'es')).toBe(false)
    // Before the Spanish texts arrive, English.
    expect(translator(catalogue, 'es')('test.hello', { name: 'Ana' })).toBe('Hello Ana')
    await loadLanguage('es')
    expect(isLoaded('test', 'es')).toBe(true)
    const es = translator(catalogue, 'es')
    expect(es('test.hello', { name: 'Ana' })).toBe('Hola Ana')
    expect(es('test.only')).toBe('Only in English')
    expect(translator(catalogue, 'en')('test.hello', { name: 'Ana' })).toBe('Hello Ana')
  })

  it('prints English for a key a language lacks at run time too', async () => {
    defineCatalogue(
      'partial',
      { 'partial.a': ['A'], 'partial.b': ['B'] },
      { es: () => Promise.resolve({ default: { 'partial.a': ['Á'] } }) },
    )
    await loadLanguage('es')
    expect(translate('es', 'partial.a')).toBe('Á')
    expect(translate('es', 'partial.b')).toBe('B')
  })

  it('shows English when the Spanish texts cannot be fetched', async () => {
    defineCatalogue('offline', { 'offline.a': ['Offline'] }, { es: () => Promise.reject(new Error('network')) })
    await loadLanguage('es')
    expect(isLoaded('offline', 'es')).toBe(true)
    expect(translate('es', 'offline.a')).toBe('Offline')
  })

  it('counts in each language: one text, one mensaje', async () => {
    const { lineCareMessages } = await import('@/i18n/catalogues/line-care')
    await loadLanguage('es')
    const texts = (language: Language, count: number) => translator(lineCareMessages, language)('line-care.usage.textsValue', { count })
    expect([texts('en', 1), texts('en', 12), texts('es', 1), texts('es', 12)]).toEqual(['1 text', '12 texts', '1 mensaje', '12 mensajes'])
  })

  it('leaves a text no catalogue has as it is (a server answer)', () => {
    expect(translateText('Your plan is active.', 'es')).toBe('Your plan is active.')
  })
})

describe('an unknown language', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['<script>', 'en'],
  ])('%s is %s', (tag, language) => {
    expect(resolveLanguage(tag)).toBe(language)
  })

  it('is English in a cookie, and in a lookup', () => {
    expect(languageOfCookies('a=1; lang=es; b=2')).toBe('es')
    expect(languageOfCookies('lang=fr')).toBe('en')
    expect(languageOfCookies(null)).toBe('en')
    expect(translator(shellMessages, 'fr' as Language)('shell.nav.home')).toBe('Home')
  })
})
