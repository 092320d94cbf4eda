/**
 * The message catalogues (src/i18n/catalogues/<area>/<language>.json, contract/catalogues/<area>/<language>.json) as
 * the runtime reads them: each message compiled from ICU MessageFormat by Lingui's own compiler
 * (`@lingui/message-utils`), so the browser carries no message parser, and every key the English catalogue has and
 * another language's lacks filled with the English text: a missing translation shows English, never a key.
 *
 * `catalogues()` does it for Vite (the build, the server renderer's build, the dev server and the test runner):
 * the file stays JSON, only its values change. `compileCatalogue` is the same for code that runs without a bundler.
 */
import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/** The language every catalogue is written in first, and falls back to. */
const SOURCE = 'en'
const CATALOGUE = /[\\/](?:src[\\/]i18n|contract)[\\/]catalogues[\\/][\w-]+[\\/]([a-z]{2})\.json$/

type Catalogue = Record<string, string>

function read(file: string): Catalogue {
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue
}

/** The catalogue at `file`, compiled, with the source language's messages wherever it has none of its own. */
export function compileCatalogue(file: string) {
  const own = read(file)
  const language = basename(file, '.json')
  const messages = language === SOURCE ? own : { ...read(join(dirname(file), `${SOURCE}.json`)), ...own }
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]))
}

export function catalogues(): Plugin {
  return {
    name: 'ring:catalogues',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]
      const match = CATALOGUE.exec(file)
      if (!match) return null
      if (match[1] !== SOURCE) this.addWatchFile(join(dirname(file), `${SOURCE}.json`))
      return JSON.stringify(compileCatalogue(file))
    },
  }
}
