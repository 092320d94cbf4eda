import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ADD_ON_MESSAGES } from '@contract/add-ons'
import { CARD_MESSAGES } from '@contract/cards'
import { COMMON_PASSWORD_MESSAGE } from '@contract/common-passwords'
import { LINE_CARE_MESSAGES, PLAN_CHANGE_MESSAGES } from '@contract/line-care'
import { LINE_SWITCH_MESSAGES } from '@contract/line-switch'
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES } from '@contract/notifications'
import { MESSAGES } from '@contract/rules'
import { PASSKEY_MESSAGES, SECURITY_MESSAGES, TWO_STEP_MESSAGES } from '@contract/security'
import { SIM_MESSAGES, wrongSimMessage } from '@contract/sim'
import { translate, translateMessage } from '@server/lib/i18n'
import { DECLINE_MESSAGES } from '@server/payments/cards'
import { SESSION_MESSAGES } from '@server/payments/sessions'
import { PORT_IN_MESSAGES } from '@server/carrier/port-in-requests'

/**
 * Every message the API answers with has a Spanish translation: the message tables of contract/ and server/ (a
 * message with values, with sample values), each through the same lookup the answers use.
 */

/** The texts of a message table, the functions called with sample values. */
function textsOf(table: Record<string, unknown>): [string, string][] {
  return Object.entries(table).flatMap(([name, value]): [string, string][] => {
    if (typeof value === 'string') return [[name, value]]
    if (typeof value === 'function') {
      const samples = ['Data 5 GB', '$5.00', '4242']
      return [[name, (value as (...args: string[]) => string)(...samples.slice(0, value.length))]]
    }
    return []
  })
}

const TABLES = {
  ADD_ON_MESSAGES,
  CARD_MESSAGES,
  LINE_CARE_MESSAGES,
  PLAN_CHANGE_MESSAGES,
  LINE_SWITCH_MESSAGES,
  // Its unsubscribed message is one per kind: below, with the kinds' labels.
  NOTIFICATION_MESSAGES: { ...NOTIFICATION_MESSAGES, unsubscribed: undefined },
  NOTIFICATION_KIND_LABELS,
  unsubscribed: Object.fromEntries(
    Object.entries(NOTIFICATION_KIND_LABELS).map(([kind, label]) => [kind, NOTIFICATION_MESSAGES.unsubscribed(label)]),
  ),
  MESSAGES,
  SECURITY_MESSAGES,
  TWO_STEP_MESSAGES,
  PASSKEY_MESSAGES,
  SIM_MESSAGES,
  DECLINE_MESSAGES,
  SESSION_MESSAGES,
  PORT_IN_MESSAGES,
  others: { COMMON_PASSWORD_MESSAGE, wrongSim1: wrongSimMessage(1), wrongSim2: wrongSimMessage(2) },
}

describe("the API's messages in Spanish", () => {
  for (const [table, values] of Object.entries(TABLES)) {
    it(`${table}: every message has a translation`, () => {
      const untranslated = textsOf(values as Record<string, unknown>).filter(([, text]) => translateMessage(text, 'es') === text)
      expect(untranslated).toEqual([])
    })
  }

  it('fills a message with values into its translation', () => {
    expect(translateMessage(ADD_ON_MESSAGES.bought('Data 5 GB', '$5.00', '4242'), 'es')).toBe(
      'Data 5 GB ya está en tu línea. Cobramos $5.00 a tu tarjeta terminada en 4242.',
    )
    expect(translateMessage(wrongSimMessage(2), 'es')).toMatch(/te quedan 2 intentos\.$/)
    expect(translateMessage(wrongSimMessage(1), 'es')).toMatch(/te queda 1 intento\.$/)
    // A value that is a message of its own is said in the language too; one that is not stays as written.
    expect(translateMessage('Port-out lock turned off for ••• 1234', 'es')).toBe('Bloqueo de portabilidad: desactivado para ••• 1234')
    expect(translateMessage('Port-out of ••• 1234 refused: the transfer PIN was wrong.', 'es')).toBe(
      'Se rechazó la transferencia de ••• 1234: el PIN de transferencia no era correcto.',
    )
  })

  it("says each form of the Security page's records in Spanish, what was refused and why with it", () => {
    // As server/security/ and server/routes/security/ write them (recordSecurityEvent's details).
    const records = [
      'Wrong password when confirming it was you',
      'An assisted session tried to confirm it was you',
      'Turning on two-step sign-in: a wrong code',
      'Confirming it was you: a code already used',
      'Turning off two-step sign-in: a wrong code',
      'Making new recovery codes: a wrong or used recovery code',
      'Signing in: two-step sign-in is off',
      'Signing in with the passkey "Chrome on Mac": This passkey belongs to another account.',
      'Confirming it was you with the passkey "Chrome on Mac": We couldn\'t check this passkey. Please try again.',
      'Refused without a recent proof that it was you: turning off Port-out lock and SIM change lock for ••• 1234',
      'Refused without a recent proof that it was you: turning off SIM change lock for ••• 1234',
      'Refused without a recent proof that it was you: a transfer PIN for ••• 1234',
      'Refused without a recent proof that it was you: removing the passkey "Chrome on Mac"',
      'Refused: activate a new SIM card for ••• 1234 while SIM change lock is on',
      'Transfer PIN made for ••• 1234; port-out lock turned off',
      'Port-out of ••• 1234 refused: the port-out lock is on.',
      '••• 1234 moved to another carrier',
      'Passkey "Chrome on Mac" removed',
      'SIM change lock turned on for ••• 1234',
    ]
    const spanish = records.map((record) => translateMessage(record, 'es', { quiet: true }))
    expect(spanish.filter((text) => /\b(the|for|with|turning|refused|signing|confirming|making|wrong|code|lock)\b/i.test(text))).toEqual([])
    expect(spanish[9]).toBe(
      'Rechazado sin una prueba reciente de que eras tú: desactivar el bloqueo de portabilidad y el bloqueo de cambio de SIM para ••• 1234',
    )
    expect(spanish[7]).toBe('Inicio de sesión con la llave de acceso "Chrome on Mac": Esta llave de acceso pertenece a otra cuenta.')
    expect(records.map((record) => translateMessage(record, 'en'))).toEqual(records)
  })

  it('leaves every message as it is in English', () => {
    for (const values of Object.values(TABLES)) {
      for (const [, text] of textsOf(values as Record<string, unknown>)) expect(translateMessage(text, 'en')).toBe(text)
    }
  })
})

describe("the server's message catalogue", () => {
  /** The source the messages are written in: server/ and contract/, as one text. */
  function source(folder: string): string {
    return readdirSync(folder)
      .map((name) => join(folder, name))
      .map((path) => (statSync(path).isDirectory() ? source(path) : path.endsWith('.ts') ? readFileSync(path, 'utf8') : ''))
      .join('\n')
  }

  it('holds only messages the code still writes (a key with values matches its template)', () => {
    const root = new URL('../../', import.meta.url).pathname
    const code = (source(join(root, 'server')) + source(join(root, 'contract'))).replaceAll('\\"', '"').replaceAll("\\'", "'")
    const english = JSON.parse(readFileSync(join(root, 'server/catalogues/messages/en.json'), 'utf8')) as Record<string, string>
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const written = (key: string) =>
      new RegExp(
        key
          .split(/\{\w+\}/)
          .map(escape)
          .join('[^\\n]{0,120}?'),
        'i',
      ).test(code)
    // Built by the code from parts (a kind's label, a count's word, an item and its decline, a refused step and its
    // reason, the locks being turned off): checked elsewhere.
    const built =
      /^You will no longer get |^This isn't the SIM card we sent| \(declined\)$|^(Confirming it was you|Turning off two-step sign-in|Making new recovery codes|Signing in)(: | with the passkey )|^turning off /
    expect(Object.keys(english).filter((key) => !built.test(key) && !written(key))).toEqual([])
  })

  it('agrees with the count it starts from: one line of two is not locked', () => {
    const some = (language: 'en' | 'es', unlocked: number, total: number) =>
      translate(language, 'security.numberLock.some', { unlocked, total })
    expect([some('en', 1, 2), some('en', 2, 3), some('es', 1, 2), some('es', 2, 3)]).toEqual([
      '1 line of 2 is not fully locked.',
      '2 lines of 3 are not fully locked.',
      '1 línea de 2 no está bloqueada por completo.',
      '2 líneas de 3 no están bloqueadas por completo.',
    ])
  })
})
