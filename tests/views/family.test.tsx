/**
 * My Account → Family and the join page against the real route tree and app actors, with `fetch` answering as the
 * contract says (contract/endpoints/family.ts): what each role is shown, what is sent, and the server's refusals
 * where the customer reads them.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES } from '@contract/family'
import {
  changed,
  MEMBER_GROUP,
  MOVE_LINE_PREVIEW,
  NEW_LINE_PREVIEW,
  NO_LINE_PREVIEW,
  OWNER_GROUP,
  PLANS,
  TOKEN,
} from '../machines/family.samples'
import { profile } from './api-stub'
import { errorAnswer, jwt, renderAt, renderApp, stubApi } from './auth-harness'

afterEach(() => localStorage.clear())

function signedIn() {
  localStorage.setItem('token', jwt())
}

/** Signed in on /account/family, whose GET answers `group`; `routes` answer the page's other calls. */
async function openFamily(group: unknown, routes: Parameters<typeof stubApi>[0] = {}) {
  signedIn()
  const api = stubApi({ 'GET /app/family': () => Response.json({ group }), ...routes })
  return { ...(await renderAt('/account/family')), api }
}

/** The session proved itself in the last 10 minutes: "Confirm it's you" asks nothing. */
const PROVEN = () => Response.json({ provenUntil: new Date(Date.now() + 600_000).toISOString(), methods: { totp: false, passkey: false } })

const body = (call: { body?: unknown }) => (typeof call.body === 'string' ? JSON.parse(call.body) : call.body)

describe('the Family page', () => {
  it('offers a customer without a group to make one, and shows the owner’s view once made', async () => {
    const { api, user } = await openFamily(null, {
      'POST /app/family': () =>
        Response.json(
          changed('Your group is ready.', { ...OWNER_GROUP, members: [OWNER_GROUP.members[0]!], invites: [], requests: [], lineCount: 1 }),
        ),
    })
    expect(await screen.findByRole('heading', { name: 'Make this a group account' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Family' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Make this a group account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Name your group' })
    await user.click(within(dialog).getByRole('button', { name: 'Make it a group' }))
    expect(within(dialog).getByText('Please add a name for your group')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Group name'), 'The Reyes family')
    await user.click(within(dialog).getByRole('button', { name: 'Make it a group' }))
    expect(await screen.findByText('Your group is ready.')).toBeInTheDocument()
    expect(body(api.callsTo('POST /app/family')[0]!)).toEqual({ name: 'The Reyes family' })
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close the group' })).toBeInTheDocument()
  })

  it('shows the owner every member with their lines linked to their pages, invitations and requests to answer', async () => {
    const { api, user } = await openFamily(OWNER_GROUP, {
      'POST /app/family/requests/req-1/decision': () =>
        Response.json(
          changed('Approved: 3 GB data is on Sam’s line, paid with your card.', {
            ...OWNER_GROUP,
            requests: [
              { ...OWNER_GROUP.requests[0]!, status: 'approved', decidedByName: 'Dana Reyes', decidedAt: '2026-03-01T13:00:00.000Z' },
            ],
          }),
        ),
    })
    const members = within(await screen.findByRole('list', { name: 'People and lines' }))
    expect(members.getAllByTestId('family-member')).toHaveLength(2)
    expect(members.getByRole('link', { name: /\(312\) 555-0102/ })).toHaveAttribute('href', '/dashboard/lines/line-2')
    expect(members.getByRole('button', { name: 'Make manager' })).toBeInTheDocument()
    expect(members.getByRole('button', { name: 'Remove from group' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Invitations' })).getByText('Kim')).toBeInTheDocument()
    const request = within(screen.getByRole('list', { name: 'Requests' }))
    expect(request.getByText('Sam asked for 3 GB data')).toBeInTheDocument()
    await user.click(request.getByRole('button', { name: 'Approve ($10.83)' }))
    expect((await screen.findAllByText('Approved: 3 GB data is on Sam’s line, paid with your card.')).length).toBeGreaterThan(0)
    expect(body(api.callsTo('POST /app/family/requests/req-1/decision')[0]!)).toEqual({ approve: true })
    expect(await screen.findByText('Approved')).toBeInTheDocument()
  })

  it('says when the group is full instead of offering an invitation, and still says so behind a dialog', async () => {
    const { user } = await openFamily({ ...OWNER_GROUP, lineCount: 6 })
    expect(await screen.findByText('Your group has 6 lines, counting its invitations: the most it can have.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Transfer ownership' }))
    expect(await screen.findByRole('dialog', { name: 'Transfer ownership' })).toBeInTheDocument()
    expect(screen.getAllByText('Your group has 6 lines, counting its invitations: the most it can have.')).toHaveLength(1)
  })

  it('sends an invitation for a new line on the popular plan, and shows a refusal of the address under the email', async () => {
    let tries = 0
    const { api, user } = await openFamily(
      { ...OWNER_GROUP, invites: [] },
      {
        'GET /app/security/step-up': PROVEN,
        'GET /app/plans': () => Response.json({ plans: PLANS }),
        'POST /app/family/invites': () =>
          ++tries === 1
            ? Response.json(
                { message: FAMILY_MESSAGES.pendingInvite, errors: [{ field: 'email', message: FAMILY_MESSAGES.pendingInvite }] },
                { status: 409 },
              )
            : Response.json(changed('Kim is invited.', OWNER_GROUP)),
      },
    )
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite someone' }))
    expect(await dialog.findByRole('radio', { name: /Unlimited/ })).toBeChecked()
    await user.type(dialog.getByLabelText('Their name'), 'Kim')
    await user.type(dialog.getByLabelText('Their email address'), 'kim@example.com')
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }))
    expect(await dialog.findByText(FAMILY_MESSAGES.pendingInvite)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite someone' })).toBeNull())
    expect(await screen.findByText('Kim is invited.')).toBeInTheDocument()
    expect(body(api.callsTo('POST /app/family/invites')[1]!)).toEqual({
      kind: 'newLine',
      email: 'kim@example.com',
      name: 'Kim',
      role: 'member',
      planId: 'plan-unlimited',
    })
  })

  it('shows a member only their own line’s request and leave, and sends a request for 3 GB', async () => {
    const { api, user } = await openFamily(
      { ...MEMBER_GROUP, pendingTransfer: null, requests: [] },
      {
        'GET /app/plans': () => Response.json({ plans: PLANS }),
        'GET /app/line-care/lines/line-1/add-ons': () =>
          Response.json({
            lineId: 'line-1',
            reason: null,
            today: '2026-03-01',
            periodEnd: '2026-03-15',
            offers: [
              {
                addOnId: 'data-3gb',
                kind: 'data',
                name: '3 GB data',
                description: 'More data',
                dataMb: 3072,
                days: null,
                countries: [],
                price: 10,
                taxAmount: 0.83,
                total: 10.83,
                taxState: 'IL',
                taxRate: 8.25,
              },
            ],
            addOns: [],
            payment: 'request',
          }),
        'POST /app/family/requests': () => Response.json(changed('Your request is sent to Alex.', MEMBER_GROUP)),
      },
    )
    await screen.findByRole('list', { name: 'People and lines' })
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove from group' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Make manager' })).toBeNull()
    // Another member's line is not a link for a member.
    expect(screen.queryByRole('link', { name: /555-0109/ })).toBeNull()
    expect(screen.getByRole('link', { name: /555-0101/ })).toHaveAttribute('href', '/dashboard/lines/line-1')
    expect(screen.getByRole('button', { name: 'Leave the group' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ask for an add-on or a plan' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for an add-on or a plan' }))
    await user.click(await dialog.findByRole('radio', { name: /3 GB data/ }))
    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Your request is sent to Alex.')).toBeInTheDocument()
    expect(body(api.callsTo('POST /app/family/requests')[0]!)).toEqual({ kind: 'addOn', lineId: 'line-1', addOnId: 'data-3gb' })
  })

  it('marks as You the member the answer names, not the one with the signed-in address, and offers a request on their line only', async () => {
    // The answer names Kim's row as the caller's, whatever address the session's profile holds (Dana's here).
    const kim = { ...MEMBER_GROUP.members[1]!, memberId: 'mem-kim', name: 'Kim', email: 'kim@example.com' }
    // Another member, as a member's answer holds them: no address, no lines.
    const lee = { ...kim, memberId: 'mem-lee', name: 'Lee', email: '', joinedAt: '2026-02-01T00:00:00.000Z', lines: [] }
    await openFamily({ ...MEMBER_GROUP, youMemberId: 'mem-kim', members: [MEMBER_GROUP.members[0]!, kim, lee], pendingTransfer: null })
    const rows = await screen.findAllByTestId('family-member')
    const kimRow = within(rows.find((row) => within(row).queryByText('Kim'))!)
    const alexRow = within(rows.find((row) => within(row).queryByText('Alex'))!)
    expect(kimRow.getByText('You')).toBeInTheDocument()
    expect(kimRow.getByRole('button', { name: 'Ask for an add-on or a plan' })).toBeInTheDocument()
    expect(alexRow.queryByText('You')).toBeNull()
    expect(alexRow.queryByRole('button', { name: 'Ask for an add-on or a plan' })).toBeNull()
    expect(screen.getAllByText('You')).toHaveLength(1)
    // Without an address, the row says only when they joined.
    const leeRow = within(rows.find((row) => within(row).queryByText('Lee'))!)
    expect(leeRow.getByText('Joined 1 Feb 2026')).toBeInTheDocument()
  })

  it('lets a member leave with their number after saying what happens to the line', async () => {
    const { user } = await openFamily(
      { ...MEMBER_GROUP, pendingTransfer: null },
      {
        'POST /app/family/leave': () => Response.json(changed('You have left the group. Your line is yours now.', null)),
      },
    )
    await user.click(await screen.findByRole('button', { name: 'Leave the group' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Leave the group?' }))
    expect(dialog.getByText(/You keep your number\. Alex stops paying for your line: it stays on in grace/)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Leave the group' }))
    expect(await screen.findByText('You have left the group. Your line is yours now.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Make this a group account' })).toBeInTheDocument()
    // The line is theirs to pay now: the page asks for their card.
    expect(screen.getByText('Your line is yours now')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add your card' })).toHaveAttribute('href', '/dashboard/payment')
  })

  it('asks the owner to confirm it is them before making a member a manager, then makes them one', async () => {
    const { api, user } = await openFamily(OWNER_GROUP, {
      'GET /app/security/step-up': () => Response.json({ provenUntil: null, methods: { totp: false, passkey: false } }),
      'POST /app/security/step-up': () => Response.json({ provenUntil: new Date(Date.now() + 600_000).toISOString() }),
      'PUT /app/family/members/mem-sam/role': () => Response.json(changed('Role changed.', OWNER_GROUP)),
    })
    await user.click(await screen.findByRole('button', { name: 'Make manager' }))
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }))
    expect(api.callsTo('PUT /app/family/members/mem-sam/role')).toHaveLength(0)
    await user.type(dialog.getByLabelText('Password'), 'Demo#2026')
    await user.click(dialog.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Role changed.')).toBeInTheDocument()
    expect(body(api.callsTo('PUT /app/family/members/mem-sam/role')[0]!)).toEqual({ role: 'manager' })
  })

  it('offers the member offered ownership to accept it', async () => {
    const { api, user } = await openFamily(MEMBER_GROUP, {
      'GET /app/security/step-up': PROVEN,
      'POST /app/family/transfer/accept': () =>
        Response.json(changed('You are the group owner now.', { ...MEMBER_GROUP, role: 'owner', pendingTransfer: null })),
    })
    expect(await screen.findByText(/Alex offers you the ownership of this group/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accept ownership' }))
    expect(await screen.findByText('You are the group owner now.')).toBeInTheDocument()
    expect(api.callsTo('POST /app/family/transfer/accept')).toHaveLength(1)
  })
})

describe('the join page', () => {
  it('shows the owner’s name and the prorated first period before accepting a new line', async () => {
    signedIn()
    const api = stubApi({
      'GET /app/family/invites/preview': () => Response.json(NEW_LINE_PREVIEW),
      'POST /app/family/invites/accept': () => Response.json(changed('You have joined The Reyes family.', MEMBER_GROUP)),
    })
    const { user } = await renderAt(`/account/family/join?token=${TOKEN}`)
    expect(await screen.findByRole('heading', { name: 'Dana Reyes invites you to The Reyes family' })).toBeInTheDocument()
    expect(screen.getByTestId('family-join-total')).toHaveTextContent('$14.52')
    expect(screen.getByText('14 days')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accept and join' }))
    expect(await screen.findByText('Welcome to Alex and co')).toBeInTheDocument()
    expect(body(api.callsTo('POST /app/family/invites/accept')[0]!)).toEqual({ token: TOKEN })
  })

  it('lists every line that joins with its price and the one total, and says when the owner’s card is declined', async () => {
    signedIn()
    const api = stubApi({
      'GET /app/family/invites/preview': () => Response.json(MOVE_LINE_PREVIEW),
      'POST /app/family/invites/accept': () => errorAnswer(402, { message: FAMILY_MESSAGES.cardDeclined }),
    })
    const { user } = await renderAt(`/account/family/join?token=${TOKEN}`)
    const joining = await screen.findByRole('list', { name: 'The lines that join' })
    expect(
      within(joining)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/555-0107.*Basic.*\$3\.10/), expect.stringMatching(/555-0108.*Unlimited.*\$6\.20/)])
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByTestId('family-join-total')).toHaveTextContent('$9.30')
    await user.click(screen.getByRole('button', { name: 'Accept and join' }))
    expect(await screen.findByText(FAMILY_MESSAGES.cardDeclined)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(body(api.callsTo('POST /app/family/invites/accept')[0]!)).toEqual({ token: TOKEN, lineId: 'line-7' })
  })

  it('speaks of every line that joins, not of one line, when the invitee brings several', async () => {
    signedIn()
    stubApi({ 'GET /app/family/invites/preview': () => Response.json(MOVE_LINE_PREVIEW) })
    await renderAt(`/account/family/join?token=${TOKEN}`)
    expect(
      await screen.findByText(
        "Your 2 lines keep their numbers. Their first period in the group, up to 15 Mar 2026, costs $9.30 in all, paid with Dana Reyes's card in one charge when you accept. Then they renew with the group on that day of each month.",
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Dana Reyes pays for your 2 lines. You see your own lines and ask Dana Reyes for add-ons or a new plan.'),
    ).toBeInTheDocument()
  })

  it('still speaks of one line when the invitee brings one', async () => {
    signedIn()
    stubApi({
      'GET /app/family/invites/preview': () =>
        Response.json({ ...MOVE_LINE_PREVIEW, lines: MOVE_LINE_PREVIEW.lines.slice(0, 1), proratedTotal: 3.1 }),
    })
    await renderAt(`/account/family/join?token=${TOKEN}`)
    expect(
      await screen.findByText(
        "Your line keeps its number. Its first period in the group, up to 15 Mar 2026, costs $3.10, paid with Dana Reyes's card when you accept. Then it renews with the group on that day of each month.",
      ),
    ).toBeInTheDocument()
  })

  it('tells an invitee with no line that they need one before joining, and offers no Accept', async () => {
    signedIn()
    const api = stubApi({ 'GET /app/family/invites/preview': () => Response.json(NO_LINE_PREVIEW) })
    await renderAt(`/account/family/join?token=${TOKEN}`)
    expect(await screen.findByText('You have no active Ring line to bring into the group.')).toBeInTheDocument()
    expect(
      screen.getByText(
        "This invitation brings your own Ring lines into The Reyes family, and you have none active, so you can't join with it yet. Get a Ring line first, then open this link again before it expires. Or ask Dana Reyes to invite you for a new line instead.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Get a Ring line' })).toHaveAttribute('href', '/shop')
    expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull()
    expect(screen.queryByText(FAMILY_MESSAGES.lineId)).toBeNull()
    expect(screen.queryByText(/Choose the line/)).toBeNull()
    expect(screen.queryByTestId('family-join-total')).toBeNull()
    expect(api.callsTo('POST /app/family/invites/accept')).toHaveLength(0)
  })

  it('says an expired link is expired', async () => {
    signedIn()
    const api = stubApi({ 'GET /app/family/invites/preview': () => errorAnswer(410, { message: FAMILY_MESSAGES.inviteExpired }) })
    await renderAt(`/account/family/join?token=${TOKEN}`)
    expect(await screen.findByText(FAMILY_MESSAGES.inviteExpired)).toBeInTheDocument()
    expect(api.callsTo('GET /app/family/invites/preview')).toHaveLength(1)
  })

  it('refuses a damaged link without asking the server', async () => {
    signedIn()
    const api = stubApi({})
    await renderAt('/account/family/join?token=abc')
    expect(await screen.findByText(FAMILY_MESSAGES.token)).toBeInTheDocument()
    expect(api.callsTo('GET /app/family/invites/preview')).toHaveLength(0)
  })

  it('sends a visitor who is signed out to sign in first, and back to the link', async () => {
    stubApi({})
    const { router } = renderApp(`/account/family/join?token=${TOKEN}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(String((router.state.location.search as { redirect?: string }).redirect)).toContain(`/account/family/join?token=${TOKEN}`)
  })

  it('speaks Spanish', async () => {
    signedIn()
    stubApi({
      'GET /app/family/invites/preview': () => Response.json(NEW_LINE_PREVIEW),
      'GET /app/users/view': () => Response.json({ ...profile, language: 'es' }),
    })
    renderApp(`/account/family/join?token=${TOKEN}`, { actorOptions: { language: 'es' } })
    expect(await screen.findByRole('heading', { name: 'Dana Reyes te invita a The Reyes family' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Aceptar y unirme' })).toBeInTheDocument()
    expect(screen.getByText('14 días')).toBeInTheDocument()
  })

  it('speaks Spanish of several lines joining, and of an invitee with no line', async () => {
    signedIn()
    let preview: unknown = MOVE_LINE_PREVIEW
    stubApi({
      'GET /app/family/invites/preview': () => Response.json(preview),
      'GET /app/users/view': () => Response.json({ ...profile, language: 'es' }),
    })
    renderApp(`/account/family/join?token=${TOKEN}`, { actorOptions: { language: 'es' } })
    expect(
      await screen.findByText(
        /^Tus 2 líneas conservan sus números\. Su primer periodo en el grupo, hasta el .*, cuesta .*9[.,]30 en total y se paga con la tarjeta de Dana Reyes en un solo cargo cuando aceptes\. Después se renuevan con el grupo ese día de cada mes\.$/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Dana Reyes paga tus 2 líneas. Ves tus propias líneas y le pides a Dana Reyes complementos o un plan nuevo.'),
    ).toBeInTheDocument()
    cleanup()
    preview = NO_LINE_PREVIEW
    renderApp(`/account/family/join?token=${TOKEN}`, { actorOptions: { language: 'es' } })
    expect(await screen.findByText('No tienes ninguna línea de Ring activa para traer al grupo.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Conseguir una línea de Ring' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Aceptar y unirme' })).toBeNull()
    expect(screen.queryByText('Elige la línea que traes')).toBeNull()
  })
})
