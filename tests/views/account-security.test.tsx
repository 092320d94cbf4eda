/**
 * /dashboard/security against the real route tree and app actors, with `fetch` stubbed: the checklist shows the
 * server's verdict on the password honestly (not done, with the step to take), and the recent sign-ins and blocked
 * attempts are tables on wide screens and one card per record at 425 px and below (never a sideways scroll).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SecurityOverview } from '@contract/security'
import { fakeMediaQueryList } from '../support/media-query'
import { jwt, renderAt, stubApi } from './auth-harness'

const OVERVIEW: SecurityOverview = {
  checklist: [
    {
      key: 'password',
      title: 'A strong password',
      done: false,
      detail: "We can't tell how strong yours is: it was set before we checked.",
      next: { label: 'Change your password', to: '/dashboard/setting' },
    },
    { key: 'twoStep', title: 'Two-step sign-in', done: true, detail: 'On.', next: null },
  ],
  signIns: [
    { at: '2026-03-01T12:00:00.000Z', how: 'Password + app code', browser: 'Chrome on Mac', ip: '203.0.113.7', current: true },
    { at: '2026-02-28T09:00:00.000Z', how: 'Passkey', browser: 'Safari on iPhone', ip: '2001:db8:85a3::8a2e:370:7334', current: false },
  ],
  events: [{ at: '2026-03-01T12:05:00.000Z', detail: 'Wrong password when confirming it was you', ip: '198.51.100.2', refused: true }],
  refusedLast30Days: 1,
}

async function openSecurity(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query)
    return fakeMediaQueryList(query, max ? width <= Number(max[1]) : false)
  }
  localStorage.setItem('token', jwt())
  stubApi({ 'GET /app/security': () => Response.json(OVERVIEW) })
  await renderAt('/dashboard/security')
  return screen.findByRole('region', { name: 'Your checklist' })
}

describe('the Security page', () => {
  it('asks a customer whose password strength is unknown to change it, as the next step', async () => {
    const checklist = within(await openSecurity(1280))
    expect(checklist.getByTestId('security-score')).toHaveTextContent('1 of 2 done')
    const next = checklist.getByRole('status')
    expect(next).toHaveTextContent("A strong password: We can't tell how strong yours is")
    expect(within(next).getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/dashboard/setting')
    const item = checklist.getAllByRole('listitem').find((entry) => entry.textContent?.startsWith('A strong password'))!
    expect(item).toHaveAttribute('data-done', 'false')
    expect(item).toHaveTextContent('A strong password: to do')
  })

  it('shows the recent sign-ins and blocked attempts as tables on a wide screen', async () => {
    await openSecurity(1280)
    const signIns = screen.getByRole('table', { name: 'Recent sign-ins' })
    expect(
      within(signIns)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Browser', 'How', 'From'])
    const [, current, other] = within(signIns).getAllByRole('row')
    expect(current).toHaveTextContent('Chrome on Mac This browser')
    expect(current).toHaveTextContent('Password + app code')
    expect(other).toHaveTextContent('2001:db8:85a3::8a2e:370:7334')
    const blocked = screen.getByRole('table', { name: 'Blocked attempts and changes' })
    const attempt = within(blocked).getAllByRole('row')[1]
    expect(within(attempt).getAllByRole('cell')[1]).toHaveTextContent(/^BlockedWrong password when confirming it was you$/)
    expect(screen.queryByRole('list', { name: 'Recent sign-ins' })).toBeNull()
  })

  it('shows one card per record, its labels written out, at 375 px', async () => {
    await openSecurity(375)
    expect(screen.queryByRole('table')).toBeNull()
    const [current, other] = within(screen.getByRole('list', { name: 'Recent sign-ins' })).getAllByRole('listitem')
    expect(current).toHaveTextContent('Chrome on Mac')
    expect(current).toHaveTextContent('This browser')
    expect(
      within(current)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['When', 'How', 'From'])
    expect(within(current).getAllByRole('definition')[1]).toHaveTextContent('Password + app code')
    expect(within(other).getAllByRole('definition')[2]).toHaveTextContent('2001:db8:85a3::8a2e:370:7334')
    const [attempt] = within(screen.getByRole('list', { name: 'Blocked attempts and changes' })).getAllByRole('listitem')
    expect(attempt).toHaveTextContent(/^BlockedWrong password when confirming it was you/)
    expect(within(attempt).getAllByRole('definition')[1]).toHaveTextContent('198.51.100.2')
  })
})
