/**
 * /contact-us against the real route tree and app actors, with `fetch` stubbed: fields, filters, messages, the
 * notifications and the prefill for a signed-in customer.
 */
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@contract/rules'
import { expectFieldError, expectOneSubmit, jwt, main, rateLimitAnswer, renderAt, stubApi, stubHeld } from './auth-harness'

const THANKS = "Thanks for reaching out! We'll get back to you within one business day."

describe('/contact-us', () => {
  it("a visitor's form starts empty and says what is wrong under each field", async () => {
    const api = stubApi({})
    const { user } = await renderAt('/contact-us')
    expect(main().getByLabelText('Name')).toHaveValue('')
    expect(main().getByLabelText('Email')).toHaveValue('')
    await user.click(main().getByRole('button', { name: 'Send Message' }))
    expectFieldError('Name', 'Name is required')
    expectFieldError('Email', 'Email is required')
    expectFieldError('Message', 'Message is required')
    await user.type(main().getByLabelText('Name'), 'D')
    await user.type(main().getByLabelText('Email'), 'dana@')
    await user.click(main().getByRole('button', { name: 'Send Message' }))
    expectFieldError('Name', 'Name must be at least 2 characters')
    expectFieldError('Email', MESSAGES.email)
    await user.type(main().getByLabelText('Message'), 'Hi')
    expect(main().getByLabelText('Message')).toHaveAccessibleDescription('2/2000')
    expect(api.callsTo('POST /app/users/contactus')).toEqual([])
  })

  it("filters the name (letters, space , . ' -, at most 60) and the email's spaces", async () => {
    stubApi({})
    const { user } = await renderAt('/contact-us')
    await user.type(main().getByLabelText('Name'), 'Zoë 2 O’Neil-Smith!')
    expect(main().getByLabelText('Name')).toHaveValue('Zoë  ONeil-Smith')
    await user.type(main().getByLabelText('Email'), ' zoe @example.com')
    expect(main().getByLabelText('Email')).toHaveValue('zoe@example.com')
  })

  it("sends, spins, shows the server's thanks and empties the message", async () => {
    const { answer, api } = stubHeld('POST /app/users/contactus')
    const { user } = await renderAt('/contact-us')
    await user.type(main().getByLabelText('Name'), 'Dana Reyes')
    await user.type(main().getByLabelText('Email'), 'Dana@Example.com')
    await user.type(main().getByLabelText('Message'), 'Can I keep my number?')
    const send = main().getByRole('button', { name: 'Send Message' })
    await expectOneSubmit(user, send, api, 'POST /app/users/contactus', {
      name: 'Dana Reyes',
      email: 'dana@example.com',
      message: 'Can I keep my number?',
    })
    await act(async () => answer.resolve(Response.json({ message: THANKS })))
    expect(await screen.findByText(THANKS)).toBeInTheDocument()
    await waitFor(() => expect(main().getByLabelText('Message')).toHaveValue(''))
    expect(main().getByLabelText('Name')).toHaveValue('Dana Reyes')
  })

  it("shows the server's message when sending fails, keeping what was typed", async () => {
    stubApi({ 'POST /app/users/contactus': () => rateLimitAnswer('Too many messages. Please try again in 10 minutes.', 600) })
    const { user } = await renderAt('/contact-us')
    await user.type(main().getByLabelText('Name'), 'Dana Reyes')
    await user.type(main().getByLabelText('Email'), 'dana@example.com')
    await user.type(main().getByLabelText('Message'), 'Hello')
    await user.click(main().getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Too many messages. Please try again in 10 minutes.')).toBeInTheDocument()
    expect(main().getByLabelText('Message')).toHaveValue('Hello')
  })

  it('prefills name and email for a signed-in customer', async () => {
    localStorage.setItem('token', jwt())
    stubApi({})
    await renderAt('/contact-us')
    await waitFor(() => expect(main().getByLabelText('Name')).toHaveValue('Dana Reyes'))
    expect(main().getByLabelText('Email')).toHaveValue('dana@example.com')
  })
})
