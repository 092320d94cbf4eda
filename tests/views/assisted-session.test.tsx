/**
 * A support agent's assisted session (the token's `assisted` claim, /crm-login) on the real route tree with `fetch`
 * stubbed: every change the server refuses such a session (decision 0031) stays in view but disabled, named by the
 * one reason beside it, and clicking it sends nothing; what an assisted session may do (rename a passkey, edit the
 * name or the address, declining a family request) stays offered. The customer's own session sees no reason and every control enabled. What asks "Confirm it's you"
 * is refused the same way (such a session is never proven), and the dialog itself, if a flow opens it, has no field.
 */
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LineSecurity } from '@contract/security'
import { bill } from '../machines/line-care.samples'
import { changed, MEMBER_GROUP, NEW_LINE_PREVIEW, OWNER_GROUP, TOKEN } from '../machines/family.samples'
import { jwt, profile, renderApp, renderAt, stubApi } from './auth-harness'
import { stubFarFromViewport } from './far-from-viewport'
import { setupUser } from './user'

const REASON = 'Not available in an assisted session. The customer must do this themselves.'
const REASON_ES = 'No está disponible en una sesión asistida. El cliente debe hacerlo por sí mismo.'
const LINE = 'line-1'
const SECURITY: LineSecurity = {
  lineId: LINE,
  portOutLocked: true,
  simChangeLocked: true,
  accountNumber: '7000000001',
  transferPinExpiresAt: null,
  portedOut: false,
}
const PASSKEY = { id: 'pk-1', name: 'Chrome on Mac', createdAt: '2026-03-01T12:00:00.000Z', lastUsedAt: null }

const signIn = (assisted: boolean) => localStorage.setItem('token', jwt(assisted ? { assisted: true } : {}))

beforeEach(stubFarFromViewport)

/** The line's page: its number-lock card, with the other sections answered as an active line's. */
async function numberLockCard(assisted: boolean, language: 'en' | 'es' = 'en') {
  signIn(assisted)
  const api = stubApi({
    'GET /app/users/view': () => Response.json({ ...profile, language }),
    [`GET /app/line-care/lines/${LINE}`]: () => Response.json(bill()),
    'GET /app/payments/cards': () => Response.json({ cards: [] }),
    [`GET /app/lines/${LINE}/security`]: () => Response.json(SECURITY),
  })
  renderApp(`/dashboard/lines/${LINE}`, { actorOptions: { language } })
  await screen.findByRole('region', { name: language === 'es' ? 'Tu factura' : 'Your bill' })
  const card = within(await screen.findByRole('region', { name: language === 'es' ? 'Bloqueo del número' : 'Number lock' }))
  await card.findAllByRole('switch')
  return { api, card }
}

describe('the number lock in an assisted session', () => {
  it('shows both switches and "Transfer my number" disabled, named by the reason, and sends nothing', async () => {
    const { api, card } = await numberLockCard(true)
    expect(card.getByTestId('assisted-refused')).toHaveTextContent(REASON)
    for (const name of ['Port-out lock', 'SIM change lock']) {
      const lock = card.getByRole('switch', { name })
      expect(lock).toBeDisabled()
      expect(lock).toHaveAccessibleDescription(REASON)
    }
    const transfer = card.getByRole('button', { name: 'Transfer my number' })
    expect(transfer).toBeDisabled()
    expect(transfer).toHaveAccessibleDescription(REASON)
    await setupUser().click(transfer)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('says the reason in Spanish', async () => {
    const { card } = await numberLockCard(true, 'es')
    expect(card.getByTestId('assisted-refused')).toHaveTextContent(REASON_ES)
  })

  it('leaves the customer’s own session every switch, and no reason', async () => {
    const { card } = await numberLockCard(false)
    expect(card.queryByTestId('assisted-refused')).toBeNull()
    for (const lock of card.getAllByRole('switch')) expect(lock).toBeEnabled()
    expect(card.getByRole('button', { name: 'Transfer my number' })).toBeEnabled()
  })
})

describe('Settings in an assisted session', () => {
  async function openSettings(twoStepOn: boolean) {
    signIn(true)
    stubApi({
      'GET /app/security/passkeys': () => Response.json({ passkeys: [PASSKEY] }),
      'GET /app/security/two-step': () =>
        Response.json({
          enabled: twoStepOn,
          enabledAt: twoStepOn ? '2026-03-01T12:00:00.000Z' : null,
          recoveryCodesLeft: twoStepOn ? 8 : 0,
        }),
    })
    await renderAt('/dashboard/setting')
    await screen.findByRole('button', { name: 'Add a passkey' })
  }
  const expectRefused = (button: HTMLElement) => {
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(REASON)
  }

  it('offers renaming a passkey, not adding or removing one', async () => {
    await openSettings(false)
    expectRefused(screen.getByRole('button', { name: 'Add a passkey' }))
    expectRefused(screen.getByRole('button', { name: 'Remove Chrome on Mac' }))
    const rename = screen.getByRole('button', { name: 'Rename Chrome on Mac' })
    expect(rename).toBeEnabled()
    expect(rename).not.toHaveAccessibleDescription(REASON)
  })

  it('does not offer turning two-step sign-in on', async () => {
    await openSettings(false)
    expectRefused(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }))
  })

  it('does not offer turning two-step sign-in off, nor new recovery codes', async () => {
    await openSettings(true)
    expectRefused(await screen.findByRole('button', { name: 'Turn off' }))
    expectRefused(screen.getByRole('button', { name: 'New recovery codes' }))
    // One reason per card: the passkeys' and two-step sign-in's.
    expect(screen.getAllByTestId('assisted-refused')).toHaveLength(2)
  })
})

describe('the profile in an assisted session', () => {
  it('offers editing the name and the address, not the email or the phone number', async () => {
    signIn(true)
    stubApi({})
    const { user } = await renderAt('/dashboard/profile')
    const editEmail = await screen.findByRole('button', { name: 'Edit email' })
    for (const button of [editEmail, screen.getByRole('button', { name: 'Edit phone number' })]) {
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(REASON)
    }
    expect(screen.getByTestId('assisted-refused')).toHaveTextContent(REASON)
    await user.click(editEmail)
    expect(screen.queryByRole('dialog')).toBeNull()
    for (const name of ['Edit name', 'Edit address']) expect(screen.getByRole('button', { name })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Edit name' }))
    expect(await screen.findByRole('dialog')).toBeVisible()
  })

  it('shows the customer’s own session every Edit, and no reason', async () => {
    signIn(false)
    stubApi({})
    await renderAt('/dashboard/profile')
    expect(await screen.findByRole('button', { name: 'Edit email' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Edit phone number' })).toBeEnabled()
    expect(screen.queryByTestId('assisted-refused')).toBeNull()
  })
})

describe('the Family page in an assisted session', () => {
  const expectRefused = (button: HTMLElement) => {
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(REASON)
  }
  const changes = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method !== 'GET')

  it('shows the owner "Invite someone", "Make manager", "Remove from group", "Transfer ownership" and "Approve" disabled with the reason, and lets them decline', async () => {
    signIn(true)
    const api = stubApi({
      'GET /app/family': () => Response.json({ group: OWNER_GROUP }),
      'POST /app/family/requests/req-1/decision': () =>
        Response.json(changed('Declined.', { ...OWNER_GROUP, requests: [{ ...OWNER_GROUP.requests[0]!, status: 'declined' }] })),
    })
    const { user } = await renderAt('/account/family')
    const transfer = await screen.findByRole('button', { name: 'Transfer ownership' })
    expectRefused(transfer)
    const requests = within(screen.getByRole('region', { name: 'Requests' }))
    const approve = requests.getByRole('button', { name: 'Approve ($10.83)' })
    expectRefused(approve)
    // "Invite someone", "Make manager" and "Remove from group" ask "Confirm it's you", which never passes here.
    const invite = screen.getByRole('button', { name: 'Invite someone' })
    expectRefused(invite)
    const members = within(screen.getByRole('region', { name: 'People and lines' }))
    const makeManager = members.getByRole('button', { name: 'Make manager' })
    const remove = members.getByRole('button', { name: 'Remove from group' })
    expectRefused(makeManager)
    expectRefused(remove)
    // One reason per card: the group's, the members' and the requests'.
    expect(screen.getAllByTestId('assisted-refused')).toHaveLength(3)
    expect(members.getByTestId('assisted-refused')).toHaveTextContent(REASON)
    for (const button of [invite, makeManager, remove]) await user.click(button)
    expect(api.callsTo('GET /app/security/step-up')).toEqual([])
    await user.click(transfer)
    await user.click(approve)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(changes(api)).toEqual([])
    // Declining charges nobody: it stays offered.
    const decline = requests.getByRole('button', { name: 'Decline' })
    expect(decline).toBeEnabled()
    expect(decline).not.toHaveAccessibleDescription(REASON)
    await user.click(decline)
    // The page says it, and so does a toast once the notification area has mounted (at idle, or after 4 s).
    expect((await screen.findAllByText('Declined.')).length).toBeGreaterThan(0)
    expect(api.callsTo('POST /app/family/requests/req-1/decision')).toHaveLength(1)
  })

  it('shows the member offered ownership "Accept ownership" disabled with the reason', async () => {
    signIn(true)
    const api = stubApi({ 'GET /app/family': () => Response.json({ group: MEMBER_GROUP }) })
    const { user } = await renderAt('/account/family')
    const accept = await screen.findByRole('button', { name: 'Accept ownership' })
    expectRefused(accept)
    await user.click(accept)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(changes(api)).toEqual([])
    // "Leave the group" is not refused.
    expect(screen.getByRole('button', { name: 'Leave the group' })).toBeEnabled()
  })

  it('shows the invitation with "Accept and join" disabled with the reason', async () => {
    signIn(true)
    const api = stubApi({ 'GET /app/family/invites/preview': () => Response.json(NEW_LINE_PREVIEW) })
    const { user } = await renderAt(`/account/family/join?token=${TOKEN}`)
    const accept = await screen.findByRole('button', { name: 'Accept and join' })
    expectRefused(accept)
    expect(screen.getByTestId('family-join-total')).toHaveTextContent('$14.52')
    await user.click(accept)
    expect(changes(api)).toEqual([])
  })

  it('leaves the customer’s own session every ownership and approval button, and no reason', async () => {
    signIn(false)
    stubApi({ 'GET /app/family': () => Response.json({ group: OWNER_GROUP }) })
    await renderAt('/account/family')
    expect(await screen.findByRole('button', { name: 'Transfer ownership' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Approve ($10.83)' })).toBeEnabled()
    for (const name of ['Invite someone', 'Make manager', 'Remove from group']) expect(screen.getByRole('button', { name })).toBeEnabled()
    expect(screen.queryByTestId('assisted-refused')).toBeNull()
  })

  /** Dana's group with Sam made a manager: "Make member" on him asks no proof. */
  const WITH_MANAGER = {
    ...OWNER_GROUP,
    members: OWNER_GROUP.members.map((m) => (m.memberId === 'mem-sam' ? { ...m, role: 'manager' as const } : m)),
  }
  /** The server asks for a proof anyway (a step-up it wants): the flow opens "Confirm it's you". */
  const proofAsked = (language: 'en' | 'es') => {
    signIn(true)
    return stubApi({
      'GET /app/users/view': () => Response.json({ ...profile, language }),
      'GET /app/family': () => Response.json({ group: WITH_MANAGER }),
      'PUT /app/family/members/mem-sam/role': () =>
        Response.json({ message: "Please confirm it's you to make this change.", code: 'step_up_required' }, { status: 403 }),
      'GET /app/security/step-up': () => Response.json({ provenUntil: null, methods: { totp: true, passkey: true } }),
    })
  }

  it('keeps "Make member" offered, and a "Confirm it\'s you" it leads to says the customer must do it, with no field', async () => {
    const api = proofAsked('en')
    renderApp('/account/family')
    const members = within(await screen.findByRole('region', { name: 'People and lines' }))
    const makeMember = members.getByRole('button', { name: 'Make member' })
    expect(makeMember).toBeEnabled()
    expect(makeMember).not.toHaveAccessibleDescription(REASON)
    expectRefused(members.getByRole('button', { name: 'Remove from group' }))
    const user = setupUser()
    await user.click(makeMember)
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }))
    expect(
      dialog.getByText(
        "An assisted session cannot confirm it's you. The customer must do this themselves, signed in to their own account.",
      ),
    ).toBeInTheDocument()
    // Nothing to type the customer's password or code into, and no other way offered.
    expect(dialog.queryByRole('textbox')).toBeNull()
    expect(dialog.queryByLabelText('Password')).toBeNull()
    expect(dialog.queryByRole('button', { name: /Confirm|passkey|code/ })).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull()
    expect(api.callsTo('POST /app/security/step-up')).toEqual([])
    expect(api.callsTo('PUT /app/family/members/mem-sam/role')).toHaveLength(1)
  })

  it('says it in Spanish', async () => {
    proofAsked('es')
    renderApp('/account/family', { actorOptions: { language: 'es' } })
    const members = within(await screen.findByRole('region', { name: 'Personas y líneas' }))
    expect(members.getByTestId('assisted-refused')).toHaveTextContent(REASON_ES)
    await setupUser().click(members.getByRole('button', { name: 'Hacer miembro' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirma que eres tú' }))
    expect(
      dialog.getByText(
        'Una sesión asistida no puede confirmar que eres tú. El cliente debe hacerlo por sí mismo, con su propia sesión iniciada.',
      ),
    ).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
  })
})
