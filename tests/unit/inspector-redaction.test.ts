import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { otpSignInMachine } from '@machines/otp-sign-in.machine'
import { passwordSignInMachine } from '@machines/password-sign-in.machine'
import { inspectorRedaction, redact } from '@/lib/flow/secrets'

/**
 * With VITE_INSPECT=true the flows report to Stately's hosted inspector, another window. What it receives is what
 * the inspector's adapter is given to send, after the redaction options the app passes (src/lib/flow/inspect.ts):
 * an adapter that keeps what it is given stands in for the window here.
 */
function receivingInspector() {
  const received: (StatelyInspectionEvent & { event?: { type: string; field?: string; value?: string } })[] = []
  const adapter: Parameters<typeof createInspector>[0] = {
    start: () => {},
    stop: () => {},
    send: (event: StatelyInspectionEvent) => void received.push(event),
  }
  return { inspector: createInspector(adapter, inspectorRedaction), received }
}

describe('the inspector never receives a secret', () => {
  it('a typed password arrives as *** in the event and in the context', async () => {
    const { inspector, received } = receivingInspector()
    const actor = createActor(passwordSignInMachine, { input: { email: 'demo@ringmobile.example' }, inspect: inspector.inspect }).start()
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#2026' })
    actor.stop()
    // The inspector sends when the page is idle.
    await expect.poll(() => received.some((event) => event.type === '@xstate.event' && event.event?.type === 'field.change')).toBe(true)
    const typed = received.find((event) => event.type === '@xstate.event' && event.event?.field === 'password')
    expect(typed?.event).toEqual({ type: 'field.change', field: 'password', value: '***' })
    const last = received.filter((event) => event.type === '@xstate.snapshot').at(-1) as
      { snapshot: { context: { values: object } } } | undefined
    expect(last?.snapshot.context.values).toEqual({
      email: 'demo@ringmobile.example',
      password: '***',
    })
    expect(JSON.stringify(received)).not.toContain('Demo#2026')
  })

  it('a sign-in code typed in the boxes arrives as ***', async () => {
    const { inspector, received } = receivingInspector()
    const actor = createActor(otpSignInMachine, { input: { email: 'demo@ringmobile.example' }, inspect: inspector.inspect }).start()
    actor.send({ type: 'code.change', value: '4817' })
    actor.stop()
    await expect.poll(() => received.some((event) => event.type === '@xstate.event' && event.event?.type === 'code.change')).toBe(true)
    expect(JSON.stringify(received)).not.toContain('4817')
    expect(received.some((event) => event.type === '@xstate.event' && event.event?.value === '***')).toBe(true)
  })

  it('card fields, tokens and codes are redacted at any depth; the rest is kept', () => {
    expect(
      redact({
        type: 'xstate.done.actor.signIn',
        output: { token: 'eyJhbGciOi', user: { email: 'a@b.example' } },
        card: { cardNumber: '4242424242424242', cvc: '123', expiry: '12/30', last4: '4242' },
        values: { zipCode: '60601', otp: '12345', pinPassword: '0000' },
      }),
    ).toEqual({
      type: 'xstate.done.actor.signIn',
      output: { token: '***', user: { email: 'a@b.example' } },
      card: { cardNumber: '***', cvc: '***', expiry: '***', last4: '4242' },
      values: { zipCode: '60601', otp: '***', pinPassword: '***' },
    })
  })
})
