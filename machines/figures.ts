/**
 * The figures of a form's rules (SPEC §5), read from the contract's zod schema itself, for a guard's params:
 * `{ type: 'isFormValid', params: figuresOf(schema) }` shows in the diagram and in Stately Studio as
 * `isFormValid {"zipCodeDigits":5,"billingAccountMinLength":7,…}`. Read from the same schema the guard checks and
 * the server re-validates with, a figure in the diagram cannot drift from the rule (tests/unit/guard-figures.test.ts
 * compares both on every machine).
 */
import type { z } from 'zod/mini'

/** A rule's figures by name: `<field>Digits`, `<field>MinDigits`/`MaxDigits`, `<field>MinLength`/`MaxLength`. */
export type Figures = Record<string, number>

type Def = {
  type: string
  shape?: Record<string, { _zod: { def: Def } }>
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; pattern?: RegExp } } }[]
  innerType?: { _zod: { def: Def } }
  in?: { _zod: { def: Def } }
  out?: { _zod: { def: Def } }
}

const named = (field: string, figure: string) => (field ? `${field}${figure[0]!.toUpperCase()}${figure.slice(1)}` : figure)

/**
 * The figures a pattern holds: a run of digits (`\d{15}`, `\d{18,22}`) or a least number of characters (`.{6,}`).
 */
function patternFigures(pattern: RegExp, field: string, out: Figures) {
  const digits = /\\d\{(\d+)(?:,(\d+))?\}/.exec(pattern.source)
  if (digits?.[2]) {
    out[named(field, 'minDigits')] = Number(digits[1])
    out[named(field, 'maxDigits')] = Number(digits[2])
  } else if (digits) out[named(field, 'digits')] = Number(digits[1])
  const least = /\.\{(\d+),\}/.exec(pattern.source)
  if (least) out[named(field, 'minLength')] = Number(least[1])
}

function collect(def: Def, field: string, out: Figures) {
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape ?? {})) collect(child._zod.def, field ? named(field, key) : key, out)
    return
  }
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum, length, pattern } = check._zod.def
    // A least length of one is "required", not a figure.
    if (kind === 'min_length' && minimum !== undefined && minimum > 1) out[named(field, 'minLength')] = minimum
    if (kind === 'max_length' && maximum !== undefined) out[named(field, 'maxLength')] = maximum
    if (kind === 'length_equals' && length !== undefined) out[named(field, 'length')] = length
    if (kind === 'string_format' && pattern) patternFigures(pattern, field, out)
  }
  for (const inner of [def.innerType, def.in, def.out]) if (inner) collect(inner._zod.def, field, out)
}

/** The figures of a schema's rules, field by field (a string schema's own: `digits`, `maxLength`, …). */
export function figuresOf(schema: z.ZodMiniType): Figures {
  const out: Figures = {}
  collect((schema as unknown as { _zod: { def: Def } })._zod.def, '', out)
  return out
}
