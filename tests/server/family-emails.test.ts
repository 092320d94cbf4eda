import { desc, gt, inArray } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Language } from '@contract/languages'
import { customers, outbox } from '@server/db/schema'
import { emailOf, serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { addCard } from './support/payments'
import { billLine, daysFromNow } from './support/family-money'

/**
 * Every family email, in English and Spanish, read as its reader reads it: what happened, who did it, and for
 * what touches their account or card, what to do if it was not them.
 */
const server = serverForFile()
const kit = familyKit(server, 'fam-mail')
const PEOPLE = ['alice', 'bob', 'carol', 'erin'] as const

const ADVICE = {
  en: {
    self: "If this wasn't you, sign in and choose Sign out everywhere in My Account → Settings",
    invited: 'If you did not invite Carol, remove them in My Account → Family',
    manager: 'If you did not expect this, talk to Bob',
  },
  es: {
    self: 'Si no fuiste tú, inicia sesión y elige Cerrar sesión en todos lados en Mi cuenta → Ajustes',
    invited: 'Si no invitaste a Carol, quítalo del grupo en Mi cuenta → Familia',
    manager: 'Si no lo esperabas, habla con Bob',
  },
} as const

beforeEach(() => kit.reset())

/** The whole life of a group: invitations, joining, a role, a request a manager approves, a transfer, leaving, removal. */
async function lifeOfAGroup() {
  await addCard(server, 'alice', { last4: '4242', primary: true })
  await kit.makeGroup('alice', 'Testers', { card: false })
  const bobLine = await kit.activeLine('bob')
  const carolLine = await kit.activeLine('carol')
  await billLine(server, carolLine, await daysFromNow(server, 3))
  await kit.join('alice', 'bob', bobLine.id)
  await kit.join('alice', 'carol', carolLine.id)
  const ids = Object.fromEntries(await Promise.all(PEOPLE.map(async (who) => [who, (await server.customer(who)).id] as const)))
  const call = async (who: (typeof PEOPLE)[number], path: string, options: { method?: string; body?: object } = {}) => {
    const answer = await server.call(path, { token: await kit.token(who), ...options })
    expect(answer.status, `${path}: ${answer.text}`).toBe(200)
    return answer
  }
  await call('alice', `/app/family/members/${ids.bob}/role`, { method: 'PUT', body: { role: 'manager' } })
  const newLine = { kind: 'newLine', email: emailOf('erin'), name: 'Erin', role: 'member', planId: 'plan-plus' }
  await call('alice', '/app/family/invites', { body: newLine })
  const asked = await call('carol', '/app/family/requests', { body: { kind: 'addOn', lineId: carolLine.id, addOnId: 'data-1gb' } })
  const requestId = (asked.body.family.group.requests as { requestId: string }[])[0].requestId
  await call('bob', `/app/family/requests/${requestId}/decision`, { body: { approve: true } })
  await call('alice', '/app/family/transfer', { body: { memberId: ids.bob } })
  await call('bob', '/app/family/transfer/accept', { method: 'POST' })
  await call('carol', '/app/family/leave', { method: 'POST' })
  await call('bob', `/app/family/members/${ids.alice}`, { method: 'DELETE' })
}

describe.each(['en', 'es'] as const)('the family emails in %s', (language: Language) => {
  it('say what happened and who did it, and what to do if it was not them', async () => {
    const emails = PEOPLE.map((who) => emailOf(who))
    await server.db.update(customers).set({ language }).where(inArray(customers.email, emails))
    const [last] = await server.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1)
    const since = last?.id ?? 0
    await lifeOfAGroup()
    const mails = (await server.db.select().from(outbox).where(gt(outbox.id, since))).filter((mail) => emails.includes(mail.to))
    const to = (who: (typeof PEOPLE)[number], subject: RegExp) => {
      const found = mails.filter((mail) => mail.to === emailOf(who) && subject.test(mail.subject))
      expect(found, `${who}: ${subject} among ${mails.map((mail) => `${mail.to} ${mail.subject}`).join(' | ')}`).toHaveLength(1)
      return found[0].text
    }
    const advice = ADVICE[language as 'en' | 'es']
    const en = language === 'en'

    // Done by the reader: each says what to do if it was not them.
    for (const text of [
      to('alice', en ? /^You invited bob/ : /^Invitaste a bob/),
      to('alice', en ? /^You invited erin/ : /^Invitaste a erin/),
      to('alice', en ? /^A new line for Erin/ : /^Una línea nueva para Erin/),
      to('alice', en ? /^Bob is now a manager/ : /^Bob ahora es administrador/),
      to('alice', en ? /^You offered the ownership/ : /^Ofreciste la titularidad/),
      to('bob', en ? /^You joined the group/ : /^Te uniste al grupo/),
      to('bob', en ? /^You approved a request for 1 GB data/ : /^Aprobaste una solicitud de 1 GB de datos/),
      to('bob', en ? /^You are the owner of Testers/ : /^Eres el titular de Testers/),
      to('bob', en ? /^Alice Tester is no longer in your group/ : /^Alice Tester ya no está en tu grupo/),
      to('carol', en ? /^You left the group/ : /^Saliste del grupo/),
    ])
      expect(text).toContain(advice.self)

    // Told by someone else: who did it, by name, and what to do.
    expect(to('alice', en ? /^Carol's line joined your family group/ : /^La línea de Carol se unió/)).toContain(advice.invited)
    expect(to('alice', en ? /^Carol joined your group/ : /^Carol se unió a tu grupo/)).toContain(advice.invited)
    expect(
      to('alice', en ? /^Bob approved a request of Carol for 1 GB data/ : /^Bob aprobó una solicitud de Carol de 1 GB de datos/),
    ).toContain(advice.manager)
    expect(to('bob', en ? /^You are now a manager/ : /^Ahora eres administrador/)).toMatch(
      en
        ? /^Hi Bob,\n\nAlice Tester, the owner of the group Testers, made you/
        : /^Hola, Bob:\n\nAlice Tester, titular del grupo Testers, te hizo/,
    )
    expect(to('bob', en ? /^You are offered the ownership/ : /^Te ofrecen la titularidad/)).toMatch(
      en ? /Alice Tester, the owner/ : /Alice Tester, titular/,
    )
    expect(to('carol', en ? /^Your request for 1 GB data was approved/ : /^Tu solicitud de 1 GB de datos fue aprobada/)).toMatch(
      en ? /Bob approved your request for 1 GB data \(\$\d+\.\d{2}\)/ : /Bob aprobó tu solicitud de 1 GB de datos \(\$\d+\.\d{2}\)/,
    )
    expect(to('alice', en ? /^You are no longer in the group/ : /^Ya no estás en el grupo/)).toMatch(en ? /Bob, the owner/ : /Bob, titular/)

    // Nothing left untranslated or unfilled.
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}|email\.family|undefined/)
      if (!en) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\b(the|your|you|group owner)\b/)
    }
  })
})
