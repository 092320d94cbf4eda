import { describe, expect, it } from 'vitest'
import { TEST_PASSWORD } from './support/fixtures'
import { serverForFile } from './support/harness'

/** Sessions end on the server: signing out, signing out everywhere, and a password change retiring reset links. */
const server = serverForFile()

describe('ending sessions', () => {
  it("POST /app/auth/logout ends that session on the server; the customer's other sessions go on", async () => {
    const phone = await server.signIn('alice')
    const laptop = await server.signIn('alice')
    expect((await server.call('/app/auth/logout', { token: phone, body: {} })).status).toBe(200)
    // A copy of the token made before the sign-out is dead.
    const copied = await server.call('/app/users/view', { token: phone })
    expect(copied.status).toBe(401)
    expect((await server.call('/app/auth/logout', { token: phone, body: {} })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: laptop })).status).toBe(200)
    // Not signed in at all: nothing to end.
    expect((await server.call('/app/auth/logout', { body: {} })).status).toBe(401)
  })

  it('signing out everywhere ends every session of the customer, and a later sign-in works', async () => {
    const phone = await server.signIn('bob')
    const laptop = await server.signIn('bob')
    const other = await server.signIn('carol')
    const result = await server.call('/app/auth/logout', { token: laptop, body: { everywhere: true } })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ message: expect.any(String) })
    expect((await server.call('/app/users/view', { token: phone })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: laptop })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: other })).status).toBe(200)
    expect((await server.call('/app/users/view', { token: await server.signIn('bob') })).status).toBe(200)
  })

  it('a password change retires reset links requested before it', async () => {
    await server.call('/app/auth/forgot-password', { body: { email: 'dave@test.example' } })
    const link = /token=([\w-]+)/.exec((await server.lastMail('dave@test.example'))!.text)![1]
    const token = await server.signIn('dave')
    const changed = await server.call('/app/users/changepassword', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Changed#2026x', confirmNewPassword: 'Changed#2026x' },
    })
    expect(changed.status).toBe(200)
    const reset = await server.call('/app/auth/reset-password', {
      body: { token: link, newPassword: 'Attack#2026x', confirmNewPassword: 'Attack#2026x' },
    })
    expect(reset.status).toBe(400)
    expect((await server.call('/app/auth/login', { body: { email: 'dave@test.example', password: 'Changed#2026x' } })).status).toBe(200)
  })
})
