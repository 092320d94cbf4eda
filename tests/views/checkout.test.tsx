import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expectTypedAs, setupUser, retype } from './user'
import { describe, expect, it, vi } from 'vitest'
import { CountrySelect } from '@/features/checkout/country-select'
import { COUNTRY_OPTIONS } from '@/features/checkout/use-checkout'
import { quote } from '../machines/checkout.samples'
import { deferred, errorAnswer, expectBusy, expectFieldError, jwt, main, renderAt, stubApi, type ApiCall } from './auth-harness'

const unlimited = { id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40, retailDescription: 'Unlimited talk, text & data' }
const kitQuote = { ...quote, simKitFee: 5, taxAmount: 5.03, total: 61.52 }
const promoQuote = { ...quote, discountAmount: 10, total: 46.12, promoCode: 'WELCOME10', promoDescription: '$10 off your first month' }
const cards = [
  { id: 'card_mc', primaryCard: false, cardholderName: 'Dana Reyes', last4Digits: '4444', expiry: '11/28', network: 'mastercard' },
  { id: 'card_visa', primaryCard: true, cardholderName: 'Dana Reyes', last4Digits: '4242', expiry: '08/29', network: 'visa' },
]
const ESIM_PHONE = { imei: '356938035643809', compatible: true, esimCapable: true, model: 'iPhone 15' }

type Handler = (call: ApiCall) => Response | Promise<Response>

function routes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'POST /app/users/portin/check': () => Response.json({ eligible: true }),
    'GET /app/devices/compatibility': () => Response.json(ESIM_PHONE),
    'POST /app/checkout/quote': ({ body }) => Response.json(body?.promoCode ? promoQuote : body?.needsSimKit ? kitQuote : quote),
    'GET /app/payments/cards': () => Response.json({ cards }),
    'POST /app/checkout': () => Response.json({ status: 'paid', transactionId: 'txn_1', lineId: 'line_1' }),
    ...overrides,
  }
}

/** Signed in, Unlimited in the cart, on /cart/checkout's first step. */
async function start(overrides: Record<string, Handler> = {}) {
  localStorage.setItem('token', jwt())
  localStorage.setItem('cart', JSON.stringify(unlimited))
  const api = stubApi(routes(overrides))
  const rendered = await renderAt('/cart/checkout')
  await main().findByRole('heading', { name: 'Your phone number' })
  return { ...rendered, api }
}

const step = (name: string) => main().findByRole('heading', { name })
const button = (name: string | RegExp) => main().getByRole('button', { name })

async function numberStep(user: UserEvent, zip = '60601') {
  await user.type(main().getByLabelText('ZIP code'), zip)
  await user.click(button(/Continue/))
  await step('Your phone')
}

async function deviceStep(user: UserEvent, imei = ESIM_PHONE.imei) {
  await user.type(main().getByLabelText('IMEI'), imei)
  await user.click(button(/Check my phone/))
  await step('Your SIM')
}

async function toReview(user: UserEvent) {
  await numberStep(user)
  await deviceStep(user)
  await user.click(main().getByRole('radio', { name: /^eSIM/ }))
  await user.click(button(/Continue/))
  await step('Review and pay')
  return main().findByRole('button', { name: /^Pay \$/ })
}

const amountOf = (line: string) =>
  main()
    .getByText((_, element) => element?.getAttribute('data-line') === line)
    .querySelector('dd')?.textContent

describe('/cart/checkout: number', () => {
  it('shows the steps, starting at Number; a new number needs a 5-digit ZIP code (digits only)', async () => {
    const { user } = await start()
    const steps = within(main().getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem')
    expect(steps.map((item) => item.getAttribute('data-step'))).toEqual(['number', 'device', 'sim', 'review'])
    expect(steps[0]).toHaveAttribute('aria-current', 'step')

    await user.click(button(/Continue/))
    expectFieldError('ZIP code', 'Please enter 5 digit ZIP Code')
    await user.type(main().getByLabelText('ZIP code'), '6a0-6 019')
    expect(main().getByLabelText('ZIP code')).toHaveValue('60601')
    expect(main().getByLabelText('ZIP code')).not.toHaveAccessibleDescription('Please enter 5 digit ZIP Code')
  })

  it('keep my number: yourNumber keeps digits, spaces, ( ) . + - (30 at most), and is checked with the carrier', async () => {
    const { user, api } = await start()
    await user.click(main().getByRole('radio', { name: /Keep my number/ }))
    await user.click(button(/Continue/))
    expectFieldError('Your current number', 'Please enter a valid number')
    expectFieldError('ZIP code', 'Please enter 5 digit ZIP Code')

    const yourNumber = main().getByLabelText('Your current number')
    await user.type(yourNumber, '+1 (312) 555-0199 ext#9!')
    expect(yourNumber).toHaveValue('+1 (312) 555-0199 9')
    await expectTypedAs(user, yourNumber, '1'.repeat(35), '1'.repeat(30))
    await retype(user, yourNumber, '(312) 555-0199')
    await user.type(main().getByLabelText('ZIP code'), '60601')
    await user.click(button(/Continue/))
    await step('Your phone')
    expect(api.callsTo('POST /app/users/portin/check')[0].body).toEqual({ msisdn: '3125550199', zipCode: '60601' })
  })

  it('a number that cannot move to us: "This number is not eligible for port-in."', async () => {
    const { user } = await start({
      'POST /app/users/portin/check': () => errorAnswer(422, { message: 'This number is not eligible for port-in.', code: 'not_eligible' }),
    })
    await user.click(main().getByRole('radio', { name: /Keep my number/ }))
    await user.type(main().getByLabelText('Your current number'), '(312) 555-0000')
    await user.type(main().getByLabelText('ZIP code'), '60601')
    await user.click(button(/Continue/))
    expect(await main().findByRole('alert')).toHaveTextContent('This number is not eligible for port-in.')
    expect(main().getByRole('heading', { name: 'Your phone number' })).toBeInTheDocument()
    // Editing the number takes the message away.
    await user.type(main().getByLabelText('Your current number'), '1')
    expect(main().queryByText('This number is not eligible for port-in.')).toBeNull()
  })
})

describe('/cart/checkout: device and SIM', () => {
  it('IMEI: digits only, 15 at most, "Dial *#06# to find it"; fewer digits are refused', async () => {
    const { user } = await start()
    await numberStep(user)
    const imei = main().getByLabelText('IMEI')
    expect(imei).toHaveAccessibleDescription(/Dial \*#06# to find it/)
    await user.type(imei, '35-6938 03a564380912345')
    expect(imei).toHaveValue('356938035643809')
    await retype(user, imei, '35693803564')
    await user.click(button(/Check my phone/))
    expectFieldError('IMEI', 'IMEI should be 15 digits')
  })

  it('a phone that cannot use the network says so', async () => {
    const { user } = await start({
      'GET /app/devices/compatibility': () =>
        Response.json({ imei: '013456789012347', compatible: false, esimCapable: false, model: null }),
    })
    await numberStep(user)
    await user.type(main().getByLabelText('IMEI'), '013456789012347')
    await user.click(button(/Check my phone/))
    expect(await main().findByRole('alert')).toHaveTextContent("This phone can't connect to our network. Try another phone's IMEI.")
  })

  it('an IMEI the carrier refuses shows its message under the field', async () => {
    const { user } = await start({
      'GET /app/devices/compatibility': () =>
        errorAnswer(422, {
          message: 'Check the IMEI',
          errors: [{ field: 'imei', message: "This IMEI is not valid. Dial *#06# to see your phone's IMEI." }],
        }),
    })
    await numberStep(user)
    await user.type(main().getByLabelText('IMEI'), '356938035643800')
    await user.click(button(/Check my phone/))
    await waitFor(() => expectFieldError('IMEI', "This IMEI is not valid. Dial *#06# to see your phone's IMEI."))
  })

  it('eSIM is disabled with a reason when the phone has no eSIM; nothing chosen is refused', async () => {
    const { user } = await start({
      'GET /app/devices/compatibility': () => Response.json({ imei: '490154203237518', compatible: true, esimCapable: false, model: null }),
    })
    await numberStep(user)
    await deviceStep(user, '490154203237518')
    const esim = main().getByRole('radio', { name: /^eSIM/ })
    expect(esim).toBeDisabled()
    expect(esim).toHaveAccessibleDescription("Your phone doesn't support eSIM. Choose a SIM card instead.")
    await user.click(button(/Continue/))
    expect(main().getByText('Please choose eSIM or SIM card')).toBeInTheDocument()
  })

  it('a SIM card already at hand: its ICCID (digits, 22 at most; 18-22 needed) and no shipping step', async () => {
    const { user } = await start()
    await numberStep(user)
    await deviceStep(user)
    await user.click(main().getByRole('radio', { name: /^SIM card/ }))
    const steps = () => within(main().getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem')
    expect(steps().map((item) => item.getAttribute('data-step'))).toContain('shipping')

    await user.click(main().getByRole('checkbox', { name: /I already have a Ring Mobile SIM card/ }))
    expect(steps().map((item) => item.getAttribute('data-step'))).not.toContain('shipping')
    const iccid = main().getByLabelText('SIM card number (ICCID)')
    await user.type(iccid, '8901-4101 2345a6789012345678')
    expect(iccid).toHaveValue('8901410123456789012345')
    await retype(user, iccid, '89014101234')
    await user.click(button(/Continue/))
    expectFieldError('SIM card number (ICCID)', 'ICCID number should be 18-22 digits')
    await user.type(iccid, '5678901')
    await user.click(button(/Continue/))
    await step('Review and pay')
  })
})

describe('/cart/checkout: shipping', () => {
  async function toShipping(user: UserEvent) {
    await numberStep(user)
    await deviceStep(user)
    await user.click(main().getByRole('radio', { name: /^SIM card/ }))
    await user.click(button(/Continue/))
    await step('Shipping address')
  }

  it('is prefilled from the profile address; fields filter as typed and say what is missing', async () => {
    const { user } = await start()
    await toShipping(user)
    expect(main().getByLabelText('Address')).toHaveValue('1 Main St')
    expect(main().getByLabelText('City')).toHaveValue('Chicago')
    expect(main().getByLabelText('ZIP code')).toHaveValue('60601')
    expect(main().getByRole('combobox', { name: 'State' })).toHaveTextContent('Illinois')
    expect(main().getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States')

    const address = main().getByLabelText('Address')
    await expectTypedAs(user, address, '12 Elm St. #4 <b>', '12 Elm St. 4 b')
    await user.clear(address)
    const city = main().getByLabelText('City')
    await expectTypedAs(user, city, 'St. Louis 9', 'St. Louis ')
    await user.clear(city)
    const zip = main().getByLabelText('ZIP code')
    await expectTypedAs(user, zip, '1234567', '12345')
    await user.clear(zip)
    await user.type(main().getByLabelText('Address line 2 (optional)'), 'Apt 4B')

    await user.click(button(/Continue/))
    expectFieldError('Address', 'Address is required')
    expectFieldError('City', 'City is required')
    expectFieldError('ZIP code', 'Please enter 5 digit ZIP Code')
    // Address line 2 is optional.
    expect(main().getByLabelText('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid')
  })

  it('the state list has the 50 states and the District of Columbia', async () => {
    const { user } = await start()
    await toShipping(user)
    await user.click(main().getByRole('combobox', { name: 'State' }))
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(51)
    expect(options.map((option) => option.textContent)).toContain('District of Columbia')
    expect(options[0]).toHaveTextContent('Alabama')
    await user.click(screen.getByRole('option', { name: 'New York' }))
    expect(main().getByRole('combobox', { name: 'State' })).toHaveTextContent('New York')
  })

  it('the country select is labelled Country, shows a flag, and reads "Country" until one is chosen', async () => {
    const user = setupUser()
    const onChange = vi.fn()
    render(<CountrySelect options={COUNTRY_OPTIONS} value={null} onChange={onChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Country' })
    expect(trigger).toHaveTextContent('Country')
    expect(trigger.querySelector('svg[data-flag]')).toBeNull()
    await user.click(trigger)
    const option = await screen.findByRole('option', { name: 'United States' })
    expect(option.querySelector('svg[data-flag]')).not.toBeNull()
    await user.click(option)
    expect(onChange).toHaveBeenCalledWith('US')
  })

  it('sends the address with the order', async () => {
    const { user, api } = await start()
    await toShipping(user)
    await user.type(main().getByLabelText('Address line 2 (optional)'), 'Apt 4B')
    // SPEC §3 companyName (optional): typed with the address filter (no < >).
    await user.type(main().getByLabelText('Company name (optional)'), 'Acme <Co>')
    expect(main().getByLabelText('Company name (optional)')).toHaveValue('Acme Co')
    await user.click(button(/Continue/))
    await step('Review and pay')
    // A SIM kit to ship is on the bill.
    await waitFor(() => expect(amountOf('simKit')).toBe('$5.00'))
    // The kit's state decides the tax: the quote asks with it.
    expect(api.callsTo('POST /app/checkout/quote').at(-1)!.body).toMatchObject({ needsSimKit: true, shippingState: 'IL' })
    await user.click(await main().findByRole('button', { name: /^Pay \$61\.52$/ }))
    await screen.findByRole('alertdialog')
    expect(api.callsTo('POST /app/checkout')[0].body).toMatchObject({
      simType: 'physical',
      shipping: {
        companyName: 'Acme Co',
        addressOne: '1 Main St',
        addressTwo: 'Apt 4B',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
        country: 'US',
      },
    })
  })
})

describe('/cart/checkout: back and forward', () => {
  it('keeps what was entered in every step', async () => {
    const { user } = await start()
    await user.click(main().getByRole('radio', { name: /Keep my number/ }))
    await user.type(main().getByLabelText('Your current number'), '(312) 555-0199')
    await user.type(main().getByLabelText('ZIP code'), '60601')
    await user.click(button(/Continue/))
    await step('Your phone')
    await user.type(main().getByLabelText('IMEI'), ESIM_PHONE.imei)
    await user.click(button('Back'))
    await step('Your phone number')
    expect(main().getByRole('radio', { name: /Keep my number/ })).toBeChecked()
    expect(main().getByLabelText('Your current number')).toHaveValue('(312) 555-0199')
    expect(main().getByLabelText('ZIP code')).toHaveValue('60601')

    await user.click(button(/Continue/))
    await step('Your phone')
    expect(main().getByLabelText('IMEI')).toHaveValue(ESIM_PHONE.imei)
    await user.click(button(/Check my phone/))
    await step('Your SIM')
    await user.click(main().getByRole('radio', { name: /^eSIM/ }))
    await user.click(button(/Continue/))
    await step('Review and pay')
    await main().findByRole('button', { name: /^Pay \$/ })
    await user.click(button('Back'))
    await step('Your SIM')
    expect(main().getByRole('radio', { name: /^eSIM/ })).toBeChecked()
    await user.click(button('Back'))
    await step('Your phone')
    expect(main().getByLabelText('IMEI')).toHaveValue(ESIM_PHONE.imei)
  })
})

describe('/cart/checkout: review and pay', () => {
  it('shows the plan price, fees, tax and total in USD; a promo code applies and can be removed', async () => {
    const { user, api } = await start()
    await toReview(user)
    expect(amountOf('plan')).toBe('$40.00')
    expect(amountOf('activation')).toBe('$10.00')
    expect(amountOf('regulatory')).toBe('$1.49')
    expect(amountOf('tax')).toBe('$4.63')
    // The server's tax state and sample rate are on the bill.
    expect(main().getByText('Illinois, 9.26%')).toBeInTheDocument()
    expect(amountOf('total')).toBe('$56.12')
    expect(main().queryByText('SIM kit')).toBeNull()
    expect(button(/^Pay \$56\.12$/)).toBeEnabled()

    await user.type(main().getByLabelText('Promo code'), 'welcome10{Enter}')
    await waitFor(() => expect(amountOf('discount')).toBe('-$10.00'))
    expect(amountOf('total')).toBe('$46.12')
    expect(main().getByText('Promo WELCOME10 applied')).toBeInTheDocument()
    expect(api.callsTo('POST /app/checkout/quote').at(-1)!.body).toMatchObject({ promoCode: 'WELCOME10' })

    await user.click(button('Remove promo WELCOME10'))
    await waitFor(() => expect(amountOf('total')).toBe('$56.12'))
    expect(main().getByLabelText('Promo code')).toHaveValue('')
  })

  it('removing a promo that cannot be re-priced says so and keeps the promo on the bill and in the order', async () => {
    let applied = false
    const { user, api } = await start({
      'POST /app/checkout/quote': ({ body }) => {
        if (body?.promoCode) applied = true
        else if (applied) return errorAnswer(503, { message: 'Our pricing service is not answering' })
        return Response.json(body?.promoCode ? promoQuote : quote)
      },
    })
    await toReview(user)
    await user.type(main().getByLabelText('Promo code'), 'WELCOME10')
    await user.click(button('Apply'))
    await main().findByText('Promo WELCOME10 applied')
    await user.click(button('Remove promo WELCOME10'))
    expect(
      await main().findByText("We couldn't remove WELCOME10 right now, so it is still on your bill. Please try again."),
    ).toBeInTheDocument()
    expect(main().getByText('Promo WELCOME10 applied')).toBeInTheDocument()
    expect(amountOf('total')).toBe('$46.12')
    // What the bill says is what is ordered.
    await user.click(button(/^Pay \$46\.12$/))
    await waitFor(() => expect(api.callsTo('POST /app/checkout')[0]?.body).toMatchObject({ promoCode: 'WELCOME10' }))
  })

  it('an unknown promo code says so under the field', async () => {
    const { user } = await start({
      'POST /app/checkout/quote': ({ body }) =>
        body?.promoCode
          ? errorAnswer(422, { message: 'Check the promo code', errors: [{ field: 'promoCode', message: 'This promo code is not valid' }] })
          : Response.json(quote),
    })
    await toReview(user)
    await user.type(main().getByLabelText('Promo code'), 'NOPE')
    await user.click(button('Apply'))
    await waitFor(() => expectFieldError('Promo code', 'This promo code is not valid'))
  })

  it('lists the saved cards (brand, •••• last four, expiry) with the primary chosen, and a new card', async () => {
    const { user } = await start()
    await toReview(user)
    const visa = main().getByRole('radio', { name: /Visa •••• 4242/ })
    expect(visa).toBeChecked()
    expect(visa).toHaveAccessibleDescription('Dana Reyes · Expires 08/29')
    expect(main().getByRole('radio', { name: /Mastercard •••• 4444/ })).not.toBeChecked()
    expect(main().getByRole('radio', { name: /A new card/ })).not.toBeChecked()
  })

  it("the Pay button spins and is disabled while paying; one order, sent with the visit's order key", async () => {
    const answer = deferred<Response>()
    const { user, api } = await start({ 'POST /app/checkout': () => answer.promise })
    const pay = await toReview(user)
    await user.click(main().getByRole('radio', { name: /Mastercard •••• 4444/ }))
    await user.click(pay)
    await waitFor(() => expectBusy(main().getByRole('button', { name: /^Pay \$/ })))
    await user.click(main().getByRole('button', { name: /^Pay \$/ }))
    expect(api.callsTo('POST /app/checkout')).toHaveLength(1)
    const order = api.callsTo('POST /app/checkout')[0].body!
    expect(order).toMatchObject({
      planId: 'plan-unlimited',
      number: { type: 'new', zipCode: '60601' },
      imei: ESIM_PHONE.imei,
      simType: 'esim',
      cardId: 'card_mc',
    })
    expect(order.orderKey).toBe(sessionStorage.getItem('checkoutOrderKey'))
    expect(String(order.orderKey)).toMatch(/^[0-9a-f-]{36}$/)

    answer.resolve(Response.json({ status: 'paid', transactionId: 'txn_1', lineId: 'line_1' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument()
    expect(within(dialog).getByText('Thank You')).toBeInTheDocument()
  })

  it('paid: "To Dashboard" clears the cart and goes to /dashboard; the next checkout gets a new order key', async () => {
    const { user, router, actors } = await start()
    await user.click(await toReview(user))
    const dialog = await screen.findByRole('alertdialog')
    expect(sessionStorage.getItem('checkoutOrderKey')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'To Dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(actors.cart.getSnapshot().context.item).toBeNull()
    expect(localStorage.getItem('cart')).toBeNull()
  })

  it('keeps one order key per visit: a reload sends the same one', async () => {
    sessionStorage.setItem('checkoutOrderKey', 'order-key-from-before-the-reload')
    const { user, api } = await start()
    await user.click(await toReview(user))
    await screen.findByRole('alertdialog')
    expect(api.callsTo('POST /app/checkout')[0].body!.orderKey).toBe('order-key-from-before-the-reload')
  })

  it('coming back (a declined card on the payment page, a reload) opens the review with everything kept', async () => {
    const { user, api } = await start()
    await toReview(user)
    await user.click(main().getByRole('radio', { name: /A new card/ }))
    const orderKey = sessionStorage.getItem('checkoutOrderKey')
    cleanup()

    await renderAt('/cart/checkout')
    expect(await main().findByRole('heading', { name: 'Review and pay' })).toBeInTheDocument()
    expect(main().getByRole('button', { name: /^Pay \$56\.12$/ })).toBeEnabled()
    expect(main().getByRole('radio', { name: /A new card/ })).toBeChecked()
    await setupUser().click(main().getByRole('button', { name: 'Back' }))
    await step('Your SIM')
    expect(main().getByRole('radio', { name: /^eSIM/ })).toBeChecked()
    await setupUser().click(main().getByRole('button', { name: 'Back' }))
    expect(main().getByLabelText('IMEI')).toHaveValue(ESIM_PHONE.imei)
    expect(sessionStorage.getItem('checkoutOrderKey')).toBe(orderKey)
    // The review was priced once, before leaving.
    expect(api.callsTo('POST /app/checkout/quote')).toHaveLength(1)
  })

  it('a draft of another plan is not used', async () => {
    sessionStorage.setItem('checkoutOrderKey', 'order-key-of-this-visit-0001')
    sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify({
        planId: 'plan-starter',
        orderKey: 'order-key-of-this-visit-0001',
        context: { plan: { id: 'plan-starter' }, orderKey: 'order-key-of-this-visit-0001' },
      }),
    )
    await start()
    expect(main().getByRole('heading', { name: 'Your phone number' })).toBeInTheDocument()
  })

  it('a declined card: "Payment Failed / Please try again!"; Try again returns to the review', async () => {
    const { user } = await start({
      'POST /app/checkout': () => errorAnswer(402, { message: 'Your card was declined.', code: 'card_declined' }),
    })
    await user.click(await toReview(user))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument()
    expect(within(dialog).getByText('Please try again!')).toBeInTheDocument()
    expect(within(dialog).getByText('Your card was declined.')).toBeInTheDocument()
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', 'Try again'])
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(main().getByRole('button', { name: /^Pay \$56\.12$/ })).toBeEnabled()
  })

  it('a new card: stores the markers for /stripe-response and leaves for the hosted page', async () => {
    const { user } = await start({
      'POST /app/checkout': () =>
        Response.json({ status: 'redirect', url: 'http://localhost:3000/#hosted-payment-page', sessionId: 'ps_123' }),
    })
    await toReview(user)
    await user.click(main().getByRole('radio', { name: /A new card/ }))
    await user.click(main().getByRole('button', { name: /^Pay \$/ }))
    await waitFor(() => expect(window.location.hash).toBe('#hosted-payment-page'))
    expect(localStorage.getItem('stripeLocation')).toBe('checkout')
    expect(localStorage.getItem('sessionId')).toBe('ps_123')
  })

  it('a new card: "Save this card for automatic renewals" shows under it, ticked, and the order says whether to keep it', async () => {
    const { user, api } = await start({
      'POST /app/checkout': () =>
        Response.json({ status: 'redirect', url: 'http://localhost:3000/#hosted-payment-page', sessionId: 'ps_123' }),
    })
    await toReview(user)
    // Not offered for a saved card.
    expect(main().queryByRole('checkbox', { name: 'Save this card for automatic renewals' })).toBeNull()
    await user.click(main().getByRole('radio', { name: /A new card/ }))
    const keep = main().getByRole('checkbox', { name: 'Save this card for automatic renewals' })
    expect(keep).toBeChecked()
    expect(keep).toHaveAccessibleDescription(/we charge this card then .* remove it any time in My Account → Payment\.$/)
    await user.click(keep)
    expect(keep).not.toBeChecked()
    await user.click(main().getByRole('button', { name: /^Pay \$/ }))
    await waitFor(() => expect(api.callsTo('POST /app/checkout')).toHaveLength(1))
    expect(api.callsTo('POST /app/checkout')[0].body).toMatchObject({ saveCard: false })
    expect(api.callsTo('POST /app/checkout')[0].body).not.toHaveProperty('cardId')
  })

  it('a saved card sends no saveCard; a new card left ticked sends saveCard true', async () => {
    const { user, api } = await start({
      'POST /app/checkout': () =>
        Response.json({ status: 'redirect', url: 'http://localhost:3000/#hosted-payment-page', sessionId: 'ps_124' }),
    })
    await toReview(user)
    await user.click(main().getByRole('radio', { name: /A new card/ }))
    await user.click(main().getByRole('button', { name: /^Pay \$/ }))
    await waitFor(() => expect(api.callsTo('POST /app/checkout')).toHaveLength(1))
    expect(api.callsTo('POST /app/checkout')[0].body).toMatchObject({ saveCard: true })
  })

  it('the price cannot be loaded: says so and tries again', async () => {
    let calls = 0
    const { user } = await start({
      'POST /app/checkout/quote': () =>
        ++calls === 1 ? errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable.' }) : Response.json(quote),
    })
    await numberStep(user)
    await deviceStep(user)
    await user.click(main().getByRole('radio', { name: /^eSIM/ }))
    await user.click(button(/Continue/))
    expect(await main().findByRole('alert')).toHaveTextContent("We couldn't get your price right now.")
    await user.click(button(/Try again/))
    expect(await main().findByRole('button', { name: /^Pay \$56\.12$/ })).toBeEnabled()
  })

  it('a session that ended meanwhile (401) goes to sign in, and back to the checkout', async () => {
    const { user, router } = await start({
      'GET /app/devices/compatibility': () => errorAnswer(401, { message: 'Your session has ended' }),
    })
    await numberStep(user)
    await user.type(main().getByLabelText('IMEI'), ESIM_PHONE.imei)
    await user.click(button(/Check my phone/))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toMatchObject({ redirect: '/cart/checkout' })
  })
})

describe('/cart/checkout with an empty cart', () => {
  it('says so and links to the shop', async () => {
    localStorage.setItem('token', jwt())
    stubApi({})
    await renderAt('/cart/checkout')
    expect(await main().findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(main().getByRole('link', { name: /Browse plans/ })).toHaveAttribute('href', '/shop')
  })
})
