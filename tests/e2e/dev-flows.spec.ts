import { expect, test } from '@playwright/test'

/**
 * /dev/flows, the live flow viewer: a product owner keeps it open in one tab while clicking through the
 * app in another; the viewer draws the machine and lights up the state the running actor is in. Needs a
 * development build with VITE_INSPECT=true (`npm run test:e2e:flows` builds one and runs this file alone).
 */
test('the flow viewer shows the live state of the sign-in flow as the customer moves on in another tab', async ({ context }) => {
  const viewer = await context.newPage()
  await viewer.goto('/dev/flows')
  // The server drew the page: its buttons work once React owns it (the root route marks it).
  await viewer.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible()
  // The viewer is a lazy part of the page: its buttons answer once its code has loaded, after the root's hydration.
  await expect(async () => {
    await viewer
      .getByRole('navigation', { name: 'Flows' })
      .getByRole('button', { name: /^loginEmail/ })
      .click()
    await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('loginEmail', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(viewer.getByText(/No loginEmail actor is running/)).toBeVisible()
  // The diagram is drawn in the page, every state of the machine in it.
  const diagram = viewer.getByTestId('flow-diagram')
  // Mermaid loads with the first diagram, a large development chunk: a budget for a busy machine, not a delay.
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 20_000 })
  await expect(diagram).toContainText('enteringEmail')
  await expect(diagram).toContainText('continuingWithPassword')

  const app = await context.newPage()
  await app.goto('/login')
  await app.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(viewer.getByTestId('live-state')).toHaveText('enteringEmail')
  await expect(diagram.locator('g.active')).toHaveCount(1)
  await expect(diagram.locator('g.active')).toContainText('enteringEmail')

  await app.getByRole('main').getByLabel('Email address', { exact: true }).fill('demo@ringmobile.example')
  await app.getByRole('main').getByRole('button', { name: 'Continue with password' }).click()
  await expect(app).toHaveURL(/\/login-with-password/)
  await expect(viewer.getByTestId('live-state')).toHaveText('continuingWithPassword')
  await expect(diagram.locator('g.active')).toContainText('continuingWithPassword')

  // The next flow of the same tab shows up too: the password page's machine is live.
  await expect(viewer.getByRole('button', { name: /^passwordSignIn\s*1 live/ })).toBeVisible()
})
