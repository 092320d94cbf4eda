/**
 * Shared by the payment-*.test.tsx view tests: renders the payment page's sections in a memory router (the real
 * dashboard search validation), the notification region, a chosen screen width (matchMedia), and a stubbed
 * provider that records every call.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { setupUser } from './user'
import type { ReactNode } from 'react'
import type { Transaction } from '@contract/payments'
import { loadNotificationsView, Notifications } from '@/components/ui/notifications'
import { toaster } from '@/components/ui/toaster-store'
import { dashboardSearch } from '@/lib/route-search'
import { details } from '../machines/order-history.samples'
import { fakeMediaQueryList } from '../support/media-query'

export { deferred, stubApi, type ApiCall } from './api-stub'

/** Picks the screen width the views see through matchMedia('(max-width: 425px)'). */
export function setWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query)
    return fakeMediaQueryList(query, max ? width <= Number(max[1]) : false)
  }
}

export const WIDTHS = { narrow: 375, wide: 1280 } as const

/** Renders `element` at /dashboard/payment (plus `search`) under the real search validation, with notifications. */
export async function renderPayment(element: ReactNode, search = '') {
  await loadNotificationsView()
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Notifications />
      </>
    ),
  })
  const section = createRoute({
    getParentRoute: () => root,
    path: '/dashboard/$selection',
    validateSearch: dashboardSearch,
    component: () => <>{element}</>,
  })
  const router = createRouter({
    routeTree: root.addChildren([section]),
    history: createMemoryHistory({ initialEntries: [`/dashboard/payment${search}`] }),
  })
  render(<RouterProvider router={router} />)
  // findAll…: a section shows several of these panels, and findBy… (one match only) then waited out its whole
  // timeout on "found multiple elements" before the catch, a second per test.
  await screen.findAllByRole('region', { name: /Saved cards|Order history|Recent transactions/ }).catch(() => undefined)
  return { router, user: setupUser() }
}

/** Clears toasts between tests (they live in a module-level store). */
export function clearNotifications() {
  act(() => toaster.remove())
}

export { amex, mastercard, visa } from '../support/saved-cards'

export function transaction(id: string, transactionTime: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    transactionTime,
    item: 'Unlimited — monthly plan',
    amount: 45.09,
    successful: true,
    last4DigitCard: '4242',
    paymentDetails: details(40, { taxAmount: 3.6, regulatoryFee: 1.49, finalCheckoutAmount: 45.09 }),
    ...overrides,
  }
}
