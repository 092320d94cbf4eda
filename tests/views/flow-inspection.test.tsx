/**
 * Every flow hook creates its actor through the flow kit (src/lib/flow), so every flow actor reports to the
 * inspector (the live inspection of docs/decisions/0006-flow-docs-and-scenario-catalogue.md). Each hook is rendered on its own under a test inspector; the test reads
 * which root actors registered.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate'
import { changePasswordMachine } from '@machines/change-password.machine'
import { checkoutMachine } from '@machines/checkout.machine'
import { codeRequestMachine } from '@machines/code-request.machine'
import { contactMachine } from '@machines/contact.machine'
import { contentPageMachine } from '@machines/content-page.machine'
import { crmSignInMachine } from '@machines/crm-sign-in.machine'
import { editEmailMachine } from '@machines/edit-email.machine'
import { editNameMachine } from '@machines/edit-name.machine'
import { esimQrMachine } from '@machines/esim-qr.machine'
import { forgotPasswordMachine } from '@machines/forgot-password.machine'
import { linesMachine } from '@machines/lines.machine'
import { linesPageMachine } from '@machines/lines-page.machine'
import { loginEmailMachine } from '@machines/login-email.machine'
import { monthYearPickerMachine } from '@machines/month-year-picker.machine'
import { nicknameMachine } from '@machines/nickname.machine'
import { orderHistoryMachine } from '@machines/order-history.machine'
import { otpSignInMachine } from '@machines/otp-sign-in.machine'
import { passwordSignInMachine } from '@machines/password-sign-in.machine'
import { paymentResultMachine } from '@machines/payment-result.machine'
import { portInCheckMachine } from '@machines/port-in-check.machine'
import { portInMachine } from '@machines/port-in.machine'
import { quickSimCheckMachine } from '@machines/quick-sim-check.machine'
import { registerMachine } from '@machines/register.machine'
import { resetPasswordMachine } from '@machines/reset-password.machine'
import { savedCardsMachine } from '@machines/saved-cards.machine'
import { createAppActors } from '@/app/actors'
import { AppActorsProvider } from '@/app/app-context'
import { linesLoader } from '@/features/account/overview/overview-data'
import { useEditEmail } from '@/features/account/profile/use-edit-email'
import { useProfileEdit } from '@/features/account/profile/use-profile-edit'
import { useChangePassword } from '@/features/account/settings/use-change-password'
import { useLoad } from '@/features/account/shared/use-load'
import { useCodeRequest } from '@/features/auth/code-request/use-code-request'
import { useCrmSignIn } from '@/features/auth/crm-sign-in/use-crm-sign-in'
import { useForgotPassword } from '@/features/auth/forgot-password/use-forgot-password'
import { useLogin } from '@/features/auth/login/use-login'
import { useOtpSignIn } from '@/features/auth/otp-sign-in/use-otp-sign-in'
import { usePasswordSignIn } from '@/features/auth/password-sign-in/use-password-sign-in'
import { useRegister } from '@/features/auth/register/use-register'
import { useResetPassword } from '@/features/auth/reset-password/use-reset-password'
import { useCheckout } from '@/features/checkout/use-checkout'
import { useContact } from '@/features/contact/use-contact'
import { useContentPage } from '@/features/content/use-content-page'
import { useLinesPage } from '@/features/lines/use-lines-page'
import { usePaymentResult } from '@/features/payment-result/use-payment-result'
import { useMonthYearPicker } from '@/features/payment/use-month-year-picker'
import { useOrderHistory } from '@/features/payment/use-order-history'
import { useSavedCards } from '@/features/payment/use-saved-cards'
import { FlowInspectorContext } from '@/lib/flow'

const noop = () => {}
const month = { month: 3, year: 2026 }

/** Each flow hook, with the machine its actor runs (null: a promise actor, `useLoad`). */
const flows: Array<[name: string, machineId: string | null, useHook: () => unknown]> = [
  ['useLogin', loginEmailMachine.id, () => useLogin()],
  ['useCodeRequest', codeRequestMachine.id, () => useCodeRequest()],
  ['usePasswordSignIn', passwordSignInMachine.id, () => usePasswordSignIn()],
  ['useOtpSignIn', otpSignInMachine.id, () => useOtpSignIn({ email: 'dana@example.com' })],
  ['useCrmSignIn', crmSignInMachine.id, () => useCrmSignIn()],
  ['useRegister', registerMachine.id, () => useRegister()],
  ['useForgotPassword', forgotPasswordMachine.id, () => useForgotPassword()],
  ['useResetPassword', resetPasswordMachine.id, () => useResetPassword()],
  ['useLoad', null, () => useLoad(linesLoader)],
  ['useProfileEdit', editNameMachine.id, () => useProfileEdit(editNameMachine)],
  ['useEditEmail', editEmailMachine.id, () => useEditEmail()],
  ['useChangePassword', changePasswordMachine.id, () => useChangePassword()],
  ['useContentPage', contentPageMachine.id, () => useContentPage('about', { status: 'failed' })],
  ['useContact', contactMachine.id, () => useContact()],
  ['useCheckout', checkoutMachine.id, () => useCheckout({ id: 'plan_1', retailName: 'Unlimited', retailPrice: 40 })],
  ['usePaymentResult', paymentResultMachine.id, () => usePaymentResult()],
  ['useSavedCards', savedCardsMachine.id, () => useSavedCards({ returnedWith: null, clearReturnParam: noop })],
  ['useOrderHistory', orderHistoryMachine.id, () => useOrderHistory({ today: month })],
  ['useMonthYearPicker', monthYearPickerMachine.id, () => useMonthYearPicker({ selected: month, today: month, onChange: noop })],
  ['useLinesPage', linesPageMachine.id, () => useLinesPage()],
]

/** Renders one hook in a page of a memory router, under the app actors and a test inspector. */
async function renderUnderInspector(useHook: () => unknown) {
  /** The machine id of each root actor that registered (null for logic without one, a promise actor). */
  const roots: Array<string | null> = []
  const inspector: Observer<InspectionEvent> = {
    next: (event) => {
      if (event.type === '@xstate.actor' && event.actorRef.sessionId === event.rootId)
        roots.push((event.actorRef as { logic?: { id?: string } }).logic?.id ?? null)
    },
  }
  function Page() {
    useHook()
    return <main>flow</main>
  }
  const root = createRootRoute({ component: Page })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  const wrap = (children: ReactNode) => (
    <AppActorsProvider actors={createAppActors()}>
      <FlowInspectorContext.Provider value={inspector}>{children}</FlowInspectorContext.Provider>
    </AppActorsProvider>
  )
  render(wrap(<RouterProvider router={router} />))
  await screen.findByRole('main')
  return roots
}

describe('every flow reports to the inspector', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists every flow hook once', () => {
    expect(new Set(flows.map(([name]) => name)).size).toBe(20)
  })

  it.each(flows)('%s', async (_name, machineId, useHook) => {
    // Every provider call answers 503: the flows start, none of them gets anywhere.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Unavailable' }, { status: 503 })),
    )
    const roots = await renderUnderInspector(useHook)
    expect(roots).toContain(machineId)
  })
})

describe('the lines page reports as one system', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('its root is the page machine, and the lines list and every dialog flow are its children, found by systemId', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Unavailable' }, { status: 503 })),
    )
    const actors: Array<{ ref: AnyActorRef; rootId: string }> = []
    const inspector: Observer<InspectionEvent> = {
      next: (event) => {
        if (event.type === '@xstate.actor') actors.push({ ref: event.actorRef as AnyActorRef, rootId: event.rootId })
      },
    }
    function Page() {
      useLinesPage()
      return <main>flow</main>
    }
    const root = createRootRoute({ component: Page })
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
    render(
      <AppActorsProvider actors={createAppActors()}>
        <FlowInspectorContext.Provider value={inspector}>
          <RouterProvider router={router} />
        </FlowInspectorContext.Provider>
      </AppActorsProvider>,
    )
    await screen.findByRole('main')
    const logicId = (ref: AnyActorRef) => (ref as { logic?: { id?: string } }).logic?.id
    const page = actors.find(({ ref, rootId }) => logicId(ref) === linesPageMachine.id && ref.sessionId === rootId)!
    expect(page).toBeDefined()
    const expected = {
      lines: linesMachine.id,
      nickname: nicknameMachine.id,
      quickSimCheck: quickSimCheckMachine.id,
      portInCheck: portInCheckMachine.id,
      portIn: portInMachine.id,
      esimQr: esimQrMachine.id,
    }
    for (const [systemId, machineId] of Object.entries(expected)) {
      const child = page.ref.system.get(systemId) as AnyActorRef | undefined
      expect(child && logicId(child), systemId).toBe(machineId)
      // Reported to the same inspector, under the page's root.
      expect(
        actors.some(({ ref, rootId }) => ref === child && rootId === page.rootId),
        systemId,
      ).toBe(true)
    }
  })
})
