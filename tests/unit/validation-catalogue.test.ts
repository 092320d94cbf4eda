import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'

/**
 * Every message contract/'s zod schemas can answer with is in the validation catalogue
 * (contract/catalogues/validation), which the forms and the server's `{ message, errors }` both read: a message
 * missing there shows in English on a Spanish page.
 *
 * The schemas are walked, not grepped: each exported schema of contract/ (and of contract/endpoints/), down through
 * objects, arrays, unions, pipes, wrappers and lazy schemas, and each message its type check and its checks carry
 * (`z.string({ error })`, `minLength(1, message)`, `z.refine(fn, message)`), asked with a missing value and a wrong one.
 * The issues a `superRefine` adds are not in the schema's definition: those are read from the source, where each is
 * a literal, an entry of a message table contract/ exports, or a constant of its file.
 */

const ROOT = new URL('../../contract/', import.meta.url).pathname
const SOURCES = [
  ...readdirSync(ROOT).map((name) => join(ROOT, name)),
  ...readdirSync(join(ROOT, 'endpoints')).map((name) => join(ROOT, 'endpoints', name)),
].filter((path) => path.endsWith('.ts'))

const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(ROOT, `catalogues/validation/${language}.json`), 'utf8')) as Record<string, string>

type ErrorMap = (issue: unknown) => unknown
type Definition = Record<string, unknown> & { error?: ErrorMap; checks?: { _zod: { def: { error?: ErrorMap } } }[] }

/** What an error map answers for a missing value and for a wrong one (a map may tell them apart). */
function messagesOf(error: ErrorMap | undefined): string[] {
  if (typeof error !== 'function') return []
  return [
    { code: 'invalid_type', input: undefined },
    { code: 'invalid_type', input: 1 },
    { code: 'too_small', input: '' },
  ].flatMap((issue) => {
    const said = error(issue)
    const text = typeof said === 'string' ? said : (said as { message?: unknown } | undefined)?.message
    return typeof text === 'string' ? [text] : []
  })
}

/** Each message of a schema (or of an object of schemas), with where it was found. */
function walk(value: unknown, where: string, found: Map<string, string>, seen = new Set<unknown>()) {
  if (!value || typeof value !== 'object' || seen.has(value)) return
  seen.add(value)
  const def = (value as Partial<z.ZodMiniType>)._zod?.def as Definition | undefined
  if (!def) {
    // A table of schemas (an endpoints module's object): each of its entries.
    for (const [key, entry] of Object.entries(value)) walk(entry, `${where}.${key}`, found, seen)
    return
  }
  for (const message of messagesOf(def.error)) found.set(message, where)
  for (const check of def.checks ?? []) for (const message of messagesOf(check._zod.def.error)) found.set(message, where)
  for (const key of ['innerType', 'element', 'in', 'out', 'valueType', 'keyType', 'left', 'right', 'catchall', 'rest'])
    walk(def[key], where, found, seen)
  const shape = typeof def.shape === 'function' ? (def.shape as () => object)() : def.shape
  if (shape) for (const [key, field] of Object.entries(shape)) walk(field, `${where}.${key}`, found, seen)
  for (const list of [def.options, def.items]) if (Array.isArray(list)) for (const option of list) walk(option, where, found, seen)
  if (typeof def.getter === 'function') walk((def.getter as () => unknown)(), where, found, seen)
}

async function schemaMessages() {
  const found = new Map<string, string>()
  for (const path of SOURCES) {
    const module = (await import(path)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) walk(value, `${path.slice(ROOT.length)}:${name}`, found)
  }
  return found
}

/** The messages of `ctx.addIssue({ …, message })` in contract/'s source, each resolved to its text. */
async function addedIssueMessages() {
  const found = new Map<string, string>()
  // A message table is imported from another file of contract/ (rules.ts's MESSAGES): every file's exports.
  const exported: Record<string, Record<string, unknown>> = {}
  for (const path of SOURCES) Object.assign(exported, await import(path))
  for (const path of SOURCES) {
    const source = readFileSync(path, 'utf8')
    for (const [, expression] of source.matchAll(/addIssue\(\{[^}]*?message:\s*([^,}\n]+)/g)) {
      const literal = /^'(.*)'$/.exec(expression.trim())?.[1]
      const entry = /^(\w+)\.(\w+)$/.exec(expression.trim())
      const constant = /^\w+$/.test(expression.trim())
        ? new RegExp(`const ${expression.trim()} =\\s*'([^']*)'`).exec(source)?.[1]
        : undefined
      const text = literal ?? (entry ? exported[entry[1]]?.[entry[2]] : constant)
      expect(typeof text, `${path}: the message ${expression} could not be read`).toBe('string')
      found.set(text as string, `${path.slice(ROOT.length)}: addIssue`)
    }
  }
  return found
}

describe("contract/'s validation messages", () => {
  it('are each in the validation catalogue, in English as written and in Spanish', async () => {
    const [english, spanish] = [catalogue('en'), catalogue('es')]
    const found = new Map([...(await schemaMessages()), ...(await addedIssueMessages())])
    // The walk reaches the forms' schemas: a walk that found nothing would pass on an empty catalogue.
    expect(found.get('Please enter a valid email address. Example: name@example.com')).toBeDefined()
    expect(found.get('Choose the day your pass starts')).toBeDefined()
    expect(found.get('A shipping address is needed for a SIM card')).toBeDefined()
    const missing = [...found].filter(([text]) => english[text] !== text || !spanish[text]).map(([text, where]) => `${where}: ${text}`)
    expect(missing).toEqual([])
  })
})
