/**
 * What the live inspector (VITE_INSPECT) receives, read where it leaves the page: each flow's own hook runs with its
 * real actors (the SPA's API calls, answered by the fake provider through `fetch`), under Stately's inspector made
 * with the app's options (src/lib/flow/inspect.ts); an adapter that keeps what it is given to send stands in for the
 * inspector's window. Every secret the flows type, send or are answered (passwords, emailed and app codes, the JWT,
 * the second step's ticket, the TOTP secret and its otpauth URI, recovery codes, the transfer PIN and account
 * number, the old carrier's account and PIN, an eSIM activation code) is looked for in all of it: the events, the
 * machines' contexts, the invoked actors' input and output.
 */
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import type { ChangeEvent, ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { createAppActors } from '@/app/actors'
import { AppActorsProvider } from '@/app/app-context'
import { useTwoStep } from '@/features/account/settings/use-two-step'
import { useOtpSignIn } from '@/features/auth/otp-sign-in/use-otp-sign-in'
import { usePasswordSignIn } from '@/features/auth/password-sign-in/use-password-sign-in'
import { useRegister } from '@/features/auth/register/use-register'
import { useSecondStep } from '@/features/auth/second-step/use-second-step'
import { useEsimReinstall } from '@/features/lines/use-esim-reinstall'
import { useLinesPage } from '@/features/lines/use-lines-page'
import { useNumberLock } from '@/features/number-lock/use-number-lock'
import { FlowInspectorContext } from '@/lib/flow'
import { inspectorRedaction, REDACTED, SECRET_FIELDS } from '@/lib/flow/secrets'
import { SECOND_STEP_KEY } from '@/lib/storage/second-step'
import { esimLine, portInLine } from '../machines/lines.samples'
import { jwt, stubApi } from './api-stub'

type Received = StatelyInspectionEvent & { event?: { type: string; output?: unknown }; snapshot?: { context?: unknown; input?: unknown } }

/** Runs `useHook` in a page under the app actors and an inspector with the app's options; `api()` is its latest answer. */
async function underInspector<A>(useHook: () => A) {
  const received: Received[] = []
  const inspector = createInspector(
    { start: () => {}, stop: () => {}, send: (event: StatelyInspectionEvent) => void received.push(event as Received) },
    inspectorRedaction,
  )
  let latest: A | undefined
  function Page() {
    latest = useHook()
    return <main>flow</main>
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const wrap = (children: ReactNode) => (
    <AppActorsProvider actors={createAppActors()}>
      <FlowInspectorContext.Provider value={inspector.inspect}>{children}</FlowInspectorContext.Provider>
    </AppActorsProvider>
  )
  render(wrap(<RouterProvider router={router} />))
  await screen.findByRole('main')
  return { api: () => latest!, received }
}

/** Types `value` into a bound field, as its input's change event does. */
const type = (field: { onChange: (event: ChangeEvent<HTMLInputElement>) => void }, value: string) =>
  act(() => field.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>))

/** The outputs of the actors that finished, as the inspector received their done events. */
const outputs = (received: Received[]) =>
  received.filter((entry) => entry.event?.type?.startsWith('xstate.done.actor.')).map((entry) => entry.event!.output)

/** The inputs of the invoked actors, as the inspector received their `xstate.init` events. */
const inputs = (received: Received[]) =>
  received
    .filter((entry) => entry.event?.type === 'xstate.init')
    .map((entry) => (entry.event as { input?: unknown }).input)
    .filter((input) => input !== undefined)

/** What the inspector received holds none of `secrets`, anywhere. */
function expectNoneOf(received: Received[], secrets: string[]) {
  const sent = JSON.stringify(received)
  for (const secret of secrets) expect(sent, `the inspector received ${secret}`).not.toContain(secret)
}

const TOKEN = jwt({ sub: 'cus_1' })
const signedIn = () => localStorage.setItem('token', jwt())

afterEach(() => localStorage.clear())

describe('the inspector receives no secret from a running flow', () => {
  it('password sign-in: the typed password, and the JWT the call answered', async () => {
    stubApi({ 'POST /app/auth/login': () => Response.json({ token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' }) })
    const flow = await underInspector(usePasswordSignIn)
    await type(flow.api().emailField, 'dana@example.com')
    await type(flow.api().passwordField, 'Tr1cky#Passw0rd')
    act(() => flow.api().submit())
    await expect.poll(() => outputs(flow.received)).toContainEqual(expect.objectContaining({ token: REDACTED }))
    expect(inputs(flow.received)).toContainEqual(expect.objectContaining({ password: REDACTED, email: 'dana@example.com' }))
    expectNoneOf(flow.received, ['Tr1cky#Passw0rd', TOKEN])
  })

  it('the second step: the ticket the tab kept and the app code typed', async () => {
    const ticket = 'tkt_0123456789abcdef0123456789abcdef'
    const expiresAt = new Date(Date.now() + 4 * 60_000).toISOString()
    sessionStorage.setItem(SECOND_STEP_KEY, JSON.stringify({ ticket, expiresAt }))
    stubApi({ 'POST /app/auth/second-step': () => Response.json({ token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' }) })
    const flow = await underInspector(useSecondStep)
    act(() => flow.api().change('482913'))
    act(() => flow.api().submit())
    await expect.poll(() => outputs(flow.received)).toContainEqual(expect.objectContaining({ token: REDACTED }))
    expect(inputs(flow.received)).toContainEqual({ ticket: REDACTED, code: REDACTED })
    expectNoneOf(flow.received, [ticket, '482913', TOKEN])
    sessionStorage.clear()
  })

  it('an emailed sign-in code, as typed and as sent', async () => {
    stubApi({ 'POST /app/auth/otp/verify': () => Response.json({ token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' }) })
    const flow = await underInspector(() => useOtpSignIn({ email: 'dana@example.com' }))
    act(() => flow.api().setCode('739154'))
    await expect.poll(() => outputs(flow.received)).toContainEqual(expect.objectContaining({ token: REDACTED }))
    expect(inputs(flow.received)).toContainEqual({ email: 'dana@example.com', otp: REDACTED })
    expectNoneOf(flow.received, ['739154', TOKEN])
  })

  it('registering: both passwords and the new account’s JWT', async () => {
    stubApi({ 'POST /app/auth/register': () => Response.json({ token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' }) })
    const flow = await underInspector(useRegister)
    await type(flow.api().firstNameField, 'Dana')
    await type(flow.api().lastNameField, 'Reyes')
    await type(flow.api().emailField, 'dana@example.com')
    await type(flow.api().contactNumberField, '3125550123')
    await type(flow.api().regPasswordField, 'N3w#Passw0rd!x')
    await type(flow.api().confirmRegPasswordField, 'N3w#Passw0rd!x')
    act(() => flow.api().setAcceptTerms(true))
    act(() => flow.api().submit())
    await expect.poll(() => outputs(flow.received)).toContainEqual(expect.objectContaining({ token: REDACTED }))
    expectNoneOf(flow.received, ['N3w#Passw0rd!x', TOKEN])
  })

  it('turning two-step on: the TOTP secret, its otpauth URI, the first code and the recovery codes', async () => {
    signedIn()
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP'
    const otpauthUri = `otpauth://totp/Ring%20Mobile:dana%40example.com?secret=${secret}&issuer=Ring%20Mobile`
    const recoveryCodes = ['rc-4f7a-91b2', 'rc-08cd-5e3f', 'rc-c1d9-a476']
    stubApi({
      'GET /app/security/two-step': () => Response.json({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      // A proof given minutes ago: "Confirm it's you" asks nothing (the transfer PIN's case below types a password).
      'GET /app/security/step-up': () =>
        Response.json({ provenUntil: '2099-01-01T00:00:00.000Z', methods: { totp: false, passkey: false } }),
      'POST /app/security/two-step/setup': () => Response.json({ secret, otpauthUri }),
      'POST /app/security/two-step/enable': () => Response.json({ recoveryCodes }),
    })
    const flow = await underInspector(useTwoStep)
    await expect.poll(() => flow.api().loading).toBe(false)
    act(() => flow.api().start())
    await expect.poll(() => flow.api().setup).not.toBeNull()
    act(() => flow.api().changeCode('620471'))
    act(() => flow.api().submitCode())
    await expect.poll(() => flow.api().recoveryCodes).toEqual(recoveryCodes)
    await expect.poll(() => outputs(flow.received)).toContainEqual({ recoveryCodes: REDACTED })
    expect(outputs(flow.received)).toContainEqual({ secret: REDACTED, otpauthUri: REDACTED })
    expect(inputs(flow.received)).toContainEqual({ code: REDACTED })
    expectNoneOf(flow.received, [secret, otpauthUri, '620471', ...recoveryCodes])
  })

  it('a transfer PIN: the password the step-up was given, the PIN and the account number', async () => {
    signedIn()
    const security = {
      lineId: 'line_1',
      portOutLocked: true,
      simChangeLocked: true,
      accountNumber: '5550012345',
      transferPinExpiresAt: null,
      portedOut: false,
    }
    stubApi({
      'GET /app/lines/line_1/security': () => Response.json(security),
      'GET /app/security/step-up': () => Response.json({ provenUntil: null, methods: { totp: false, passkey: false } }),
      'POST /app/security/step-up': () => Response.json({ provenUntil: '2099-01-01T00:00:00.000Z' }),
      'POST /app/lines/line_1/transfer-pin': () =>
        Response.json({
          lineId: 'line_1',
          mdn: '3125550123',
          accountNumber: '5550012345',
          pin: '804216',
          expiresAt: '2099-01-01T00:00:00.000Z',
        }),
    })
    const flow = await underInspector(() => useNumberLock('line_1'))
    await expect.poll(() => flow.api().loading).toBe(false)
    act(() => flow.api().transfer.open())
    act(() => flow.api().transfer.confirm())
    await expect.poll(() => flow.api().stepUpActor).toBeDefined()
    const stepUp = flow.api().stepUpActor as AnyActorRef
    await expect.poll(() => (stepUp.getSnapshot() as { value: unknown }).value).not.toBe('checking')
    act(() => stepUp.send({ type: 'secret.change', value: 'St3pUp#Secret' }))
    act(() => stepUp.send({ type: 'stepUp.submit' }))
    await expect.poll(() => flow.api().transfer.shown?.pin).toBe('804216')
    await expect.poll(() => outputs(flow.received)).toContainEqual(expect.objectContaining({ pin: REDACTED, accountNumber: REDACTED }))
    expect(inputs(flow.received)).toContainEqual({ password: REDACTED })
    expectNoneOf(flow.received, ['St3pUp#Secret', '804216', '5550012345'])
  })

  it("the old carrier's account number and PIN of a port-in, as stored and as typed, and the lines' eSIM codes", async () => {
    signedIn()
    const line = {
      ...portInLine,
      portIn: { ...portInLine.portIn!, state: 'submitted' as const, oldService: { billingAccountNumber: '864209753' } },
    }
    const api = stubApi({
      'GET /app/users/subscriptions': () => Response.json({ lines: [line, esimLine] }),
      'GET /app/users/portin/line-demo-physical/old-service': () =>
        Response.json({ oldService: { billingAccountNumber: '864209753', billingAccountPassword: '7351' } }),
      'POST /app/users/portin/temp/update': () => Response.json({ message: 'Your port-in details have been updated.' }),
    })
    const flow = await underInspector(useLinesPage)
    await expect.poll(() => flow.api().lines.lines.length).toBe(2)
    act(() => flow.api().actions.editPortIn(flow.api().lines.lines.find((view) => view.id === line.id)!))
    await expect.poll(() => flow.api().portIn.pinPasswordField.value).toBe('7351')
    await type(flow.api().portIn.pinPasswordField, '9027')
    act(() => flow.api().portIn.submit())
    await expect.poll(() => api.callsTo('POST /app/users/portin/temp/update')).toHaveLength(1)
    expect(api.callsTo('POST /app/users/portin/temp/update')[0]!.body).toMatchObject({
      oldService: { billingAccountNumber: '864209753', billingAccountPassword: '9027' },
    })
    await expect
      .poll(() => inputs(flow.received))
      .toContainEqual(expect.objectContaining({ oldService: { billingAccountNumber: REDACTED, billingAccountPassword: REDACTED } }))
    expectNoneOf(flow.received, ['864209753', '7351', '9027', esimLine.esimActivationCode!])
  })

  it("a new eSIM profile's activation code", async () => {
    signedIn()
    const code = 'LPA:1$smdp.ringmobile.example$K9Q2-77XD-PLM4-0AZ8'
    stubApi({
      // A proof given minutes ago: "Confirm it's you" asks nothing (the transfer PIN's case below types a password).
      'GET /app/security/step-up': () =>
        Response.json({ provenUntil: '2099-01-01T00:00:00.000Z', methods: { totp: false, passkey: false } }),
      'POST /app/lines/line_1/esim/reinstall': () =>
        Response.json({ lineId: 'line_1', esimActivationCode: code, issuedAt: '2026-03-01T12:00:00.000Z' }),
    })
    const flow = await underInspector(() => useEsimReinstall('line_1', () => {}))
    act(() => flow.api().open())
    act(() => flow.api().confirm())
    await expect.poll(() => flow.api().newCode).toBe(code)
    await expect.poll(() => outputs(flow.received)).toContainEqual(expect.objectContaining({ esimActivationCode: REDACTED }))
    expectNoneOf(flow.received, [code, 'K9Q2-77XD-PLM4-0AZ8'])
  })
})

describe('the list of secret fields', () => {
  it('names each field the flows above carry a secret in, once', () => {
    expect(new Set(SECRET_FIELDS).size).toBe(SECRET_FIELDS.length)
    for (const name of ['password', 'regPassword', 'code', 'token', 'ticket', 'secret', 'otpauthUri', 'recoveryCodes', 'pin'])
      expect(SECRET_FIELDS).toContain(name)
    for (const name of ['accountNumber', 'pinPassword', 'billingAccount', 'cardNumber', 'cvc', 'esimActivationCode', 'activationCode'])
      expect(SECRET_FIELDS).toContain(name)
  })
})
