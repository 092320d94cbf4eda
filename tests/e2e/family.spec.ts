/**
 * Family groups in the browser against the real server (docs/decisions/0034-family-accounts.md), at 375 and 1280 px:
 * an owner makes a group and invites a new line and an existing line (the link read from the invitation email in
 * /dev/outbox.json), a member asks for 3 GB and the owner approves it on their own card, a member leaves with their
 * number (grace, then their own card), ownership moves to a member who accepts it, and one renewal of the group
 * after POST /dev/carrier/advance charges the owner once with a receipt line per member. Every customer is
 * registered for the test (the two widths share one server); a card and a line of their own are set up through the
 * API as a customer's browser would (the hosted card page's form, checkout), the family steps in the browser.
 */
import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test'
import { luhnCheckDigit } from '@server/carrier/simulator'
import { API_HEADERS, gotoHydrated, newestMail, seedToken, test } from './support'

const PASSWORD = 'Family#Ring2026'
const ESIM_IMEI = `35693803564380${luhnCheckDigit('35693803564380')}`
const DAY_MINUTES = 24 * 60

interface Customer {
  email: string
  name: string
  token: string
}

const auth = (token: string) => ({ ...API_HEADERS, Authorization: `Bearer ${token}` })

/** A new customer, registered as /register does: unique to the test and the width. */
async function register(request: APIRequestContext, testInfo: TestInfo, first: string): Promise<Customer> {
  const email = `${first.toLowerCase()}.${testInfo.project.name}.${Date.now()}@family.example`
  const response = await request.post('/app/auth/register', {
    headers: API_HEADERS,
    data: {
      firstName: first,
      lastName: 'Rivera',
      email,
      countryCode: '+1',
      contactNumber: `312555${String(Math.floor(1000 + Math.random() * 8999))}`,
      regPassword: PASSWORD,
      confirmRegPassword: PASSWORD,
      acceptTerms: true,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return { email, name: `${first} Rivera`, token: ((await response.json()) as { token: string }).token }
}

/** A card saved on the sandbox's hosted card page, its form sent as the browser sends it. */
async function saveCard(request: APIRequestContext, who: Customer, number = '4242 4242 4242 4242') {
  const opened = await request.post('/app/payments/storecardpage', { headers: auth(who.token) })
  expect(opened.ok(), await opened.text()).toBe(true)
  const { url } = (await opened.json()) as { url: string }
  const sent = await request.post(new URL(url, 'http://localhost').pathname, {
    form: { name: who.name, number, expiry: '12/34', cvv: '123' },
    maxRedirects: 0,
  })
  expect(sent.status(), await sent.text()).toBe(303)
}

async function advance(request: APIRequestContext, minutes: number) {
  const response = await request.post('/dev/carrier/advance', { data: { minutes } })
  expect(response.ok(), await response.text()).toBe(true)
}

/** An eSIM line on Unlimited bought at checkout with the customer's saved card, active once the carrier moved on. */
async function buyLine(request: APIRequestContext, who: Customer) {
  const listed = (await (await request.get('/app/payments/cards', { headers: auth(who.token) })).json()) as { cards?: { id: string }[] }
  const cardId = listed.cards![0]!.id
  const paid = await request.post('/app/checkout', {
    headers: auth(who.token),
    data: {
      planId: 'plan-unlimited',
      number: { type: 'new', zipCode: '60601' },
      imei: ESIM_IMEI,
      simType: 'esim',
      orderKey: `order-${randomUUID()}`,
      cardId,
    },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  await advance(request, 3)
  const lines = await request.get('/app/users/subscriptions', { headers: auth(who.token) })
  expect(lines.ok()).toBe(true)
  return ((await paid.json()) as { lineId: string }).lineId
}

async function familyOf(request: APIRequestContext, who: Customer) {
  const response = await request.get('/app/family', { headers: auth(who.token) })
  expect(response.ok()).toBe(true)
  return (
    (await response.json()) as {
      group: { members: { memberId: string; email: string; role: string; lines: { lineId: string }[] }[]; renewsOn: string } | null
    }
  ).group
}

async function transactionsOf(request: APIRequestContext, who: Customer) {
  const response = await request.get('/app/payments/transactions', { headers: auth(who.token) })
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as {
    transactions: { item: string; amount: number; successful: boolean; lines?: { name: string; amount: number }[] }[]
  }
  return body.transactions
}

/** The link of the newest invitation email to `who`. */
async function invitationLink(request: APIRequestContext, who: Customer, after: number) {
  const mail = await newestMail(request, who.email, /invites you/i, after)
  const link = /https?:\/\/\S+\/account\/family\/join\?token=[\w-]+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  return new URL(link!).pathname + new URL(link!).search
}

/** A browser tab of `who`, signed in, at the test's width. */
async function tabOf(browser: Browser, testInfo: TestInfo, baseURL: string | undefined, who: Customer): Promise<Page> {
  const { viewport, hasTouch } = testInfo.project.use
  const context = await browser.newContext({ baseURL, viewport, hasTouch, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await seedToken(page, who.token)
  return page
}

/** A group of `owner` with `members` in it, made through the API (each invited to a new line and accepted). */
async function groupWith(request: APIRequestContext, owner: Customer, members: Customer[]) {
  const made = await request.post('/app/family', { headers: auth(owner.token), data: { name: `${owner.name.split(' ')[0]}'s family` } })
  expect(made.ok(), await made.text()).toBe(true)
  for (const member of members) {
    const before = Date.now() - 1000
    const invited = await request.post('/app/family/invites', {
      headers: auth(owner.token),
      data: { kind: 'newLine', email: member.email, name: member.name.split(' ')[0], role: 'member', planId: 'plan-starter' },
    })
    expect(invited.ok(), await invited.text()).toBe(true)
    const token = new URLSearchParams((await invitationLink(request, member, before)).split('?')[1]).get('token')
    const accepted = await request.post('/app/family/invites/accept', { headers: auth(member.token), data: { token } })
    expect(accepted.ok(), await accepted.text()).toBe(true)
  }
  // The new eSIM lines are activated (and given their numbers) as the carrier moves on; lines move on when read.
  await advance(request, 3)
  for (const member of members) expect((await request.get('/app/users/subscriptions', { headers: auth(member.token) })).ok()).toBe(true)
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`family-${name}-${testInfo.project.name}.png`), fullPage: true })
}

test.describe('family groups', () => {
  test.describe.configure({ timeout: 240_000 })

  test('an owner makes a group and invites a new line and an existing line', async ({ page, request, browser, baseURL }, testInfo) => {
    const owner = await register(request, testInfo, 'Olivia')
    await saveCard(request, owner)
    const kim = await register(request, testInfo, 'Kim')
    const lee = await register(request, testInfo, 'Lee')
    await saveCard(request, lee)
    const leesLine = await buyLine(request, lee)
    await seedToken(page, owner.token)

    await test.step('no group yet: make one', async () => {
      await gotoHydrated(page, '/account/family')
      await expect(page.getByRole('link', { name: 'Family' })).toHaveAttribute('aria-current', 'page')
      await shot(page, testInfo, 'no-group')
      await page.getByRole('button', { name: 'Make this a group account' }).click()
      const dialog = page.getByRole('dialog', { name: 'Name your group' })
      await dialog.getByLabel('Group name').fill('The Rivera family')
      await dialog.getByRole('button', { name: 'Make it a group' }).click()
      await expect(page.getByRole('heading', { name: 'The Rivera family' })).toBeVisible()
    })

    let sentAt = Date.now() - 1000
    await test.step('invite Kim for a new line on a plan', async () => {
      await page.getByRole('button', { name: 'Invite someone' }).click()
      const dialog = page.getByRole('dialog', { name: 'Invite someone' })
      await dialog.getByText('Starter', { exact: true }).click()
      await dialog.getByLabel('Their name').fill('Kim')
      await dialog.getByLabel('Their email address').fill(kim.email)
      await shot(page, testInfo, 'invite-dialog')
      await dialog.getByRole('button', { name: 'Send invitation' }).click()
      await expect(dialog).toHaveCount(0)
      await expect(page.getByTestId('family-invite').filter({ hasText: kim.email })).toContainText('Waiting')
    })

    await test.step('Kim opens the emailed link, sees who pays, and joins', async () => {
      const link = await invitationLink(request, kim, sentAt)
      const tab = await tabOf(browser, testInfo, baseURL, kim)
      await gotoHydrated(tab, link)
      await expect(tab.getByRole('heading', { name: `${owner.name} invites you to The Rivera family` })).toBeVisible()
      await expect(tab.getByText('Paid by')).toBeVisible()
      await shot(tab, testInfo, 'join-new-line')
      await tab.getByRole('button', { name: 'Accept and join' }).click()
      await expect(tab.getByText('Welcome to The Rivera family')).toBeVisible()
      await tab.getByRole('link', { name: 'Go to Family' }).click()
      await expect(tab.getByTestId('family-member').filter({ hasText: 'Kim' })).toContainText('Starter')
      await shot(tab, testInfo, 'member-view')
      await tab.context().close()
    })

    await test.step('invite Lee to bring the Ring line they have', async () => {
      sentAt = Date.now() - 1000
      await page.getByRole('button', { name: 'Invite someone' }).click()
      const dialog = page.getByRole('dialog', { name: 'Invite someone' })
      await dialog.getByText('Their Ring line', { exact: true }).click()
      await dialog.getByText('Manager', { exact: true }).click()
      await dialog.getByLabel('Their name').fill('Lee')
      await dialog.getByLabel('Their email address').fill(lee.email)
      await dialog.getByRole('button', { name: 'Send invitation' }).click()
      await expect(dialog).toHaveCount(0)
    })

    await test.step('Lee sees the prorated first period of their line on the owner’s card, and joins with it', async () => {
      const tab = await tabOf(browser, testInfo, baseURL, lee)
      await gotoHydrated(tab, await invitationLink(request, lee, sentAt))
      await expect(tab.getByRole('heading', { name: `${owner.name} invites you to The Rivera family` })).toBeVisible()
      // Every line of Lee's joins, listed with its price; the first period is their total (one line here).
      const joining = tab.getByRole('list', { name: 'The lines that join' }).getByRole('listitem')
      await expect(joining).toHaveCount(1)
      const linePrice = (await joining.textContent())?.match(/\$\d+\.\d{2}/)?.[0]
      await expect(tab.getByTestId('family-join-total')).toHaveText(linePrice ?? 'no price on the line')
      await shot(tab, testInfo, 'join-existing-line')
      await tab.getByRole('button', { name: 'Accept and join' }).click()
      await expect(tab.getByText('Welcome to The Rivera family')).toBeVisible()
      await tab.context().close()
    })

    await test.step('the owner sees both, each line linked to its page', async () => {
      await page.reload()
      const leeRow = page.getByTestId('family-member').filter({ hasText: 'Lee' })
      await expect(leeRow).toContainText('Manager')
      await expect(leeRow.getByRole('link')).toHaveAttribute('href', `/dashboard/lines/${leesLine}`)
      await expect(page.getByTestId('family-member')).toHaveCount(3)
      await shot(page, testInfo, 'owner-view')
    })

    await test.step('back from a member’s line, the Family tab is where the owner left it; a new visit starts at the top', async () => {
      // A short window, so that the page scrolls at either width.
      await page.setViewportSize({ width: page.viewportSize()!.width, height: 480 })
      const leesLink = page.getByTestId('family-member').filter({ hasText: 'Lee' }).getByRole('link')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      // Where the owner is as they follow the link (a click scrolls its target into view first).
      await leesLink.scrollIntoViewIfNeeded()
      const left = await page.evaluate(() => window.scrollY)
      expect(left).toBeGreaterThan(0)
      await leesLink.click()
      await expect(page).toHaveURL(new RegExp(`/dashboard/lines/${leesLine}$`))
      await expect(page.getByRole('region', { name: 'Your bill' })).toBeVisible()
      await page.goBack()
      await expect(page.getByTestId('family-member')).toHaveCount(3)
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left))
      await page.getByRole('link', { name: 'Security' }).click()
      await expect(page).toHaveURL(/\/dashboard\/security$/)
      await page.getByRole('link', { name: 'Family' }).click()
      await expect(page.getByTestId('family-member')).toHaveCount(3)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })
  })

  test('an invitee asked to bring their line who has none is told to get one first, and nothing is charged', async ({
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const owner = await register(request, testInfo, 'Nora')
    await saveCard(request, owner)
    const sam = await register(request, testInfo, 'Sam')
    const made = await request.post('/app/family', { headers: auth(owner.token), data: { name: 'The Nolan family' } })
    expect(made.ok(), await made.text()).toBe(true)
    const sentAt = Date.now() - 1000
    const invited = await request.post('/app/family/invites', {
      headers: auth(owner.token),
      data: { kind: 'moveLine', email: sam.email, name: 'Sam', role: 'member' },
    })
    expect(invited.ok(), await invited.text()).toBe(true)
    const link = await invitationLink(request, sam, sentAt)

    const tab = await tabOf(browser, testInfo, baseURL, sam)
    await gotoHydrated(tab, link)
    await expect(tab.getByRole('heading', { name: `${owner.name} invites you to The Nolan family` })).toBeVisible()
    await expect(tab.getByText('You have no active Ring line to bring into the group.')).toBeVisible()
    // Nothing to price and nothing to accept: the way on is a line of their own first.
    await expect(tab.getByRole('button', { name: 'Accept and join' })).toHaveCount(0)
    await expect(tab.getByTestId('family-join-total')).toHaveCount(0)
    await shot(tab, testInfo, 'join-no-line')
    await tab.getByRole('link', { name: 'Get a Ring line' }).click()
    await expect(tab).toHaveURL(/\/shop$/)
    await tab.context().close()

    // The invitation still waits, and the owner's card was not charged.
    const family = (await (await request.get('/app/family', { headers: auth(owner.token) })).json()) as {
      group: { invites: { email: string }[] }
    }
    expect(family.group.invites.map((invite) => invite.email)).toEqual([sam.email])
    expect(await transactionsOf(request, owner)).toEqual([])
  })

  test('a member asks for 3 GB and the owner approves it, charged to the owner', async ({ page, request, browser, baseURL }, testInfo) => {
    const owner = await register(request, testInfo, 'Maya')
    await saveCard(request, owner)
    const sam = await register(request, testInfo, 'Sam')
    await groupWith(request, owner, [sam])
    const before = (await transactionsOf(request, owner)).length

    await test.step('Sam asks for 3 GB on their line', async () => {
      const tab = await tabOf(browser, testInfo, baseURL, sam)
      await gotoHydrated(tab, '/account/family')
      await expect(tab.getByRole('button', { name: 'Invite someone' })).toHaveCount(0)
      await tab.getByRole('button', { name: 'Ask for an add-on or a plan' }).click()
      const dialog = tab.getByRole('dialog', { name: 'Ask for an add-on or a plan' })
      await dialog.getByRole('radio', { name: /3 GB/ }).check()
      await shot(tab, testInfo, 'request-dialog')
      await dialog.getByRole('button', { name: 'Send request' }).click()
      await expect(dialog).toHaveCount(0)
      await expect(tab.getByTestId('family-request')).toContainText('Waiting')
      await tab.context().close()
    })

    await test.step('Sam follows their line’s link from the Family page: its page loads, the owner paying, no bill', async () => {
      const tab = await tabOf(browser, testInfo, baseURL, sam)
      await gotoHydrated(tab, '/account/family')
      await tab.getByTestId('family-member').filter({ hasText: 'Sam' }).getByRole('link').click()
      await expect(tab).toHaveURL(/\/dashboard\/lines\/[^/]+$/)
      const lineCard = tab.getByRole('region', { name: 'This line' })
      await expect(lineCard.getByText('Your group owner pays for this line, so its bill and payments are theirs.')).toBeVisible()
      await expect(lineCard.getByTestId('bill-status')).toHaveText('Paid up')
      await expect(tab.getByRole('region', { name: 'Your bill' })).toHaveCount(0)
      await expect(lineCard.getByRole('switch')).toHaveCount(0)
      // Add-ons and plans are asked for on the Family page: neither card offers to buy or change here.
      for (const card of [/^Add-ons/, /^Change plan/]) {
        await expect(tab.getByRole('region', { name: card }).getByRole('link', { name: 'Ask on the Family page' })).toBeVisible()
      }
      await expect(tab.getByRole('button', { name: /^(Upgrade|Downgrade|Add )/ })).toHaveCount(0)
      await shot(tab, testInfo, 'member-line')
      await lineCard.getByRole('link', { name: 'See the Family page' }).click()
      await expect(tab).toHaveURL(/\/account\/family$/)
      await tab.context().close()
    })

    await test.step('the owner approves it', async () => {
      await seedToken(page, owner.token)
      await gotoHydrated(page, '/account/family')
      const request3gb = page.getByTestId('family-request').filter({ hasText: /3 GB/ })
      await expect(request3gb).toContainText('Waiting')
      await shot(page, testInfo, 'request-waiting')
      await request3gb.getByRole('button', { name: /^Approve/ }).click()
      await expect(request3gb).toContainText('Approved')
    })

    await test.step('the owner’s card paid it, and Sam paid nothing', async () => {
      const charges = await transactionsOf(request, owner)
      expect(charges.length).toBe(before + 1)
      expect(charges.some((row) => /3 GB/.test(row.item) && row.successful)).toBe(true)
      expect((await transactionsOf(request, sam)).filter((row) => /3 GB/.test(row.item))).toEqual([])
    })
  })

  test('a member leaves with their number: grace, then their own card', async ({ page, request }, testInfo) => {
    const owner = await register(request, testInfo, 'Nora')
    await saveCard(request, owner)
    const ben = await register(request, testInfo, 'Ben')
    await groupWith(request, owner, [ben])
    const group = await familyOf(request, owner)
    const bensLine = group!.members.find((member) => member.email === ben.email)!.lines[0]!.lineId
    await seedToken(page, ben.token)

    await test.step('Ben leaves after reading what happens to the line', async () => {
      await gotoHydrated(page, '/account/family')
      await page.getByRole('button', { name: 'Leave the group' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Leave the group?' })
      await expect(dialog).toContainText('You keep your number')
      await shot(page, testInfo, 'leave-dialog')
      await dialog.getByRole('button', { name: 'Leave the group' }).click()
      await expect(page.getByRole('button', { name: 'Make this a group account' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Add your card' })).toHaveAttribute('href', '/dashboard/payment')
      await shot(page, testInfo, 'left')
    })

    await test.step('the line is Ben’s own, with its number, in grace until his card pays', async () => {
      const lines = (await (await request.get('/app/users/subscriptions', { headers: auth(ben.token) })).json()) as {
        lines: { id: string; mdn: string | null }[]
      }
      const line = lines.lines.find((candidate) => candidate.id === bensLine)
      expect(line?.mdn).toBeTruthy()
      await gotoHydrated(page, `/dashboard/lines/${bensLine}`)
      await expect(page.getByRole('main')).toContainText(line!.mdn!.slice(-4))
      await saveCard(request, ben, '5555 5555 5555 4444')
      await advance(request, 32 * DAY_MINUTES)
      const bens = await transactionsOf(request, ben)
      expect(bens.some((row) => row.successful && row.amount > 0)).toBe(true)
    })
  })

  test('ownership moves to a member who accepts it', async ({ page, request, browser, baseURL }, testInfo) => {
    const owner = await register(request, testInfo, 'Ada')
    await saveCard(request, owner)
    const eve = await register(request, testInfo, 'Eve')
    await groupWith(request, owner, [eve])
    await seedToken(page, owner.token)

    await test.step('the owner offers it to Eve', async () => {
      await gotoHydrated(page, '/account/family')
      await page.getByRole('button', { name: 'Transfer ownership' }).click()
      const dialog = page.getByRole('dialog', { name: 'Transfer ownership' })
      await dialog.getByRole('radio', { name: 'Eve' }).check()
      await shot(page, testInfo, 'transfer-dialog')
      await dialog.getByRole('button', { name: 'Offer ownership' }).click()
      const confirm = page.getByRole('dialog', { name: "Confirm it's you" })
      // Signed in moments ago, the session has a fresh proof; otherwise the password is asked.
      if (await confirm.isVisible().catch(() => false)) {
        await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await confirm.getByRole('button', { name: 'Confirm' }).click()
      }
      await expect(page.getByText('Ownership is offered to Eve. It moves when they accept.')).toBeVisible()
    })

    await test.step('Eve accepts and is the owner', async () => {
      const tab = await tabOf(browser, testInfo, baseURL, eve)
      await gotoHydrated(tab, '/account/family')
      await expect(tab.getByText(/offers you the ownership of this group/)).toBeVisible()
      await shot(tab, testInfo, 'transfer-offered')
      await tab.getByRole('button', { name: 'Accept ownership' }).click()
      await expect(tab.getByRole('button', { name: 'Invite someone' })).toBeVisible()
      await expect(tab.getByTestId('family-member').filter({ hasText: 'Eve' })).toContainText('Owner')
      await tab.context().close()
    })
  })

  test('one renewal of the group: one charge to the owner, a receipt line per member', async ({ page, request }, testInfo) => {
    const owner = await register(request, testInfo, 'Iris')
    await saveCard(request, owner)
    await buyLine(request, owner)
    const tom = await register(request, testInfo, 'Tom')
    const uma = await register(request, testInfo, 'Uma')
    await groupWith(request, owner, [tom, uma])
    const group = await familyOf(request, owner)
    // To the group's renewal date on the simulator's clock (other journeys may have moved it on).
    const clock = (await (await request.get('/dev/carrier/clock')).json()) as { simulatorTime: string }
    const minutes = Math.ceil((Date.parse(`${group!.renewsOn}T00:00:00Z`) - Date.parse(clock.simulatorTime)) / 60_000) + DAY_MINUTES
    await advance(request, Math.max(minutes, 60))

    const charges = await transactionsOf(request, owner)
    const renewal = charges.find((row) => (row.lines?.length ?? 0) > 1)
    expect(renewal, `the group renewal among the owner’s transactions: ${JSON.stringify(charges)}`).toBeTruthy()
    expect(renewal!.lines!.map((line) => line.name).sort()).toEqual(expect.arrayContaining(['Tom', 'Uma']))
    expect((await transactionsOf(request, tom)).filter((row) => row.amount > 0 && /renew/i.test(row.item))).toEqual([])
    await seedToken(page, owner.token)
    await gotoHydrated(page, '/account/family')
    await expect(page.getByTestId('family-member')).toHaveCount(3)
    await shot(page, testInfo, 'after-renewal')
  })
})
