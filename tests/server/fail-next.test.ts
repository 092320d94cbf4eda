import { describe, expect, it } from 'vitest'
import { serverForFile } from './support/harness'

const server = serverForFile()
const login = () => server.call('/app/auth/login', { body: { email: 'demo@ringmobile.example', password: 'Demo#2026' } })

describe('/dev/fail-next: a tester makes the next call of a kind fail', () => {
  it('the next call that changes something gets the armed answer once; reads pass by', async () => {
    const armed = await server.call('/dev/fail-next', { bare: true, body: { status: 503 } })
    expect(armed.status).toBe(200)
    expect((await server.call('/app/plans')).status).not.toBe(503)
    const failed = await login()
    expect(failed.status).toBe(503)
    expect(failed.body).toEqual({
      message: 'The service is unavailable right now. Please try again in a moment.',
      requestId: failed.headers.get('x-request-id'),
    })
    expect((await login()).status).toBe(200)
    expect((await server.call('/dev/fail-next', { bare: true })).body).toEqual({
      armed: { read: null, change: null },
      neighbours: { content: null, mail: null, sms: null, payment: null },
    })
  })

  it('a change and a read armed together each fail once, in either order', async () => {
    await server.call('/dev/fail-next', { bare: true, body: { status: 404, message: 'We could not find this card' } })
    await server.call('/dev/fail-next', { bare: true, body: { status: 503, reads: true } })
    expect((await server.call('/dev/fail-next', { bare: true })).body).toMatchObject({
      armed: { read: { status: 503, reads: true }, change: { status: 404 } },
    })
    expect(await login()).toMatchObject({ status: 404, body: { message: 'We could not find this card' } })
    expect((await server.call('/app/plans')).status).toBe(503)
    expect((await server.call('/app/plans')).status).toBe(200)
    expect((await login()).status).toBe(200)
  })

  it('a read, with the tester’s message, code, field errors and Retry-After, only on a matching path', async () => {
    await server.call('/dev/fail-next', {
      bare: true,
      body: { status: 429, message: 'Wait a bit', code: 'slow_down', retryAfterSeconds: 5, reads: true, path: '/users/view' },
    })
    expect((await server.call('/app/plans')).status).not.toBe(429)
    const token = (await login()).body.token as string
    const failed = await server.call('/app/users/view', { token })
    expect(failed.status).toBe(429)
    expect(failed.body).toEqual({ message: 'Wait a bit', code: 'slow_down' })
    expect(failed.headers.get('retry-after')).toBe('5')
    await server.call('/dev/fail-next', { bare: true, body: { status: 422, errors: [{ field: 'email', message: 'Not this one' }] } })
    expect((await login()).body).toEqual({
      message: 'Please check the highlighted fields.',
      errors: [{ field: 'email', message: 'Not this one' }],
    })
    // A declined card and a refused link or code, as the scenario catalogue arms them.
    await server.call('/dev/fail-next', { bare: true, body: { status: 402, code: 'card_declined' } })
    expect(await login()).toMatchObject({ status: 402, body: { message: 'Your card was declined.', code: 'card_declined' } })
    await server.call('/dev/fail-next', { bare: true, body: { status: 400, message: 'This link is not valid.' } })
    expect(await login()).toMatchObject({ status: 400, body: { message: 'This link is not valid.' } })
  })

  it('refuses a status it does not know, and can be disarmed', async () => {
    expect((await server.call('/dev/fail-next', { bare: true, body: { status: 418 } })).status).toBe(422)
    await server.call('/dev/fail-next', { bare: true, body: { status: 500 } })
    expect(
      (await server.call('/dev/fail-next', { bare: true, method: 'DELETE', headers: { 'content-type': 'application/json' } })).body,
    ).toEqual({
      armed: { read: null, change: null },
      neighbours: { content: null, mail: null, sms: null, payment: null },
    })
    expect((await login()).status).toBe(200)
  })
})
