/**
 * What makes a test case of the catalogue one a person cannot follow to the letter: a step written from an event's
 * name instead of a control's label, a precondition that names no page, an expected result with a field key or raw
 * data, a step that asks to wait for an answer a person cannot see coming. tests/unit/flows.test.ts runs it on every
 * machine's cases; tests/unit/scenario-steps.test.ts shows it refusing each kind.
 */
import type { TestCase } from '../../scripts/lib/scenarios'

/** camelCase words a customer does see (product names). */
const SEEN_WORDS = new Set(['eSIM'])

export function unfollowable(cases: Pick<TestCase, 'id' | 'preconditions' | 'steps'>[]): string[] {
  const findings: string[] = []
  for (const testCase of cases) {
    const [first = ''] = testCase.preconditions.split('\n')
    if (!/(^|\s)\/[a-z]/.test(first)) findings.push(`${testCase.id}: the precondition names no page: ${first}`)
    testCase.steps.forEach((step, index) => {
      const at = `${testCase.id} step ${index + 1}`
      if ((step as { fromName?: boolean }).fromName || /^Choose [a-z]+ [a-z]+/.test(step.action))
        findings.push(`${at}: reads as an event name: ${step.action}`)
      if (/Wait for the answer|\bswitch the browser offline\b/i.test(step.action))
        findings.push(`${at}: cannot be done by hand: ${step.action}`)
      const keys = [...step.expected.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)].map((match) => match[0]).filter((word) => !SEEN_WORDS.has(word))
      if (keys.length) findings.push(`${at}: the expected result holds field keys: ${keys.join(', ')}`)
      if (/[{}[\]]|"\w+":/.test(step.expected)) findings.push(`${at}: the expected result holds raw data: ${step.expected}`)
      if (!step.expected.trim()) findings.push(`${at}: nothing to check`)
    })
    if (/switch the browser offline/i.test(testCase.preconditions)) findings.push(`${testCase.id}: asks to go offline on cue`)
  }
  return findings
}
