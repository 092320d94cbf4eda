// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { cardFormPage } from '@server/payments/sandbox-page'

/**
 * The sandbox page's script as the server serves it (built by the global setup from scripts/card-form/, with the
 * app's typing filters), run against the page's own form in jsdom.
 */
// Built by scripts/build-card-form.ts (the server tests' global setup builds it when stale).
const CARD_FORM_OUTPUT = join(process.cwd(), 'server/payments/assets/card-form.js')
const input = (id: string) => window.document.getElementById(id) as HTMLInputElement

async function showPage(language: 'en' | 'es' = 'en') {
  const page = String(
    await cardFormPage({ language, action: '/pay/session/x', cancelAction: '/pay/session/x/cancel', kind: 'payment', amount: '$55.99' }),
  )
  document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML
}

/** A classic script, run in the page's global scope. */
const runScript = () => (0, eval)(readFileSync(CARD_FORM_OUTPUT, 'utf8'))

beforeEach(async () => {
  await showPage()
  runScript()
})

function type(id: string, value: string, inputType = 'insertText') {
  const field = input(id)
  field.value = value
  field.dispatchEvent(new window.InputEvent('input', { inputType, bubbles: true }))
  return field.value
}

describe('sandbox card form script', () => {
  it('filters what is typed as SPEC §5 asks', () => {
    expect(type('name', 'Jane Ø. Doe-Smith 42!')).toBe('Jane Ø. Doe-Smith ')
    expect(type('number', '4242-4242 4242 42421234')).toBe('4242 4242 4242 4242')
    expect(type('cvv', '12a345')).toBe('1234')
    expect(type('expiry', '3')).toBe('03/')
    expect(type('expiry', '1228')).toBe('12/28')
    // Deleting back over the slash does not put it back.
    expect(type('expiry', '12', 'deleteContentBackward')).toBe('12')
  })

  it('filters what was typed or filled in before the script ran (a slow phone, the browser filling the card in)', async () => {
    await showPage()
    input('number').value = '4242-4242 4242 42421234'
    input('expiry').value = '1230'
    input('cvv').value = '12a3'
    runScript()
    expect([input('number').value, input('expiry').value, input('cvv').value]).toEqual(['4242 4242 4242 4242', '12/30', '123'])
  })

  it('shows the SPEC messages on submit, focuses the first invalid field, and clears a message when the field is edited', () => {
    const form = window.document.getElementById('card-form') as HTMLFormElement
    type('name', 'Jane Doe')
    const submit = new window.Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    const error = (id: string) => window.document.querySelector(`[data-error-for="${id}"]`)?.textContent
    expect(error('number')).toBe('Card number must be atleast 12 digits')
    expect(error('expiry')).toBe('Please enter a valid expiry date')
    expect(error('cvv')).toBe('Please enter a valid cvv')
    expect(input('name').getAttribute('aria-invalid')).toBe('false')
    expect(window.document.activeElement).toBe(input('number'))
    type('number', '4')
    expect(input('number').getAttribute('aria-invalid')).toBe('false')

    type('number', '4242424242424242')
    type('expiry', `12${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`)
    type('cvv', '123')
    const valid = new window.Event('submit', { cancelable: true })
    form.dispatchEvent(valid)
    expect(valid.defaultPrevented).toBe(false)
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('Processing…')
    const again = new window.Event('submit', { cancelable: true })
    form.dispatchEvent(again)
    expect(again.defaultPrevented).toBe(true)
  })

  it("says its messages in the page's language", async () => {
    await showPage('es')
    runScript()
    const form = window.document.getElementById('card-form') as HTMLFormElement
    form.dispatchEvent(new window.Event('submit', { cancelable: true }))
    const error = (id: string) => window.document.querySelector(`[data-error-for="${id}"]`)?.textContent
    expect(error('number')).toBe('El número de tarjeta debe tener al menos 12 dígitos')
    expect(error('cvv')).toBe('Ingresa un CVV válido')
    expect(window.document.documentElement.querySelector('label[for="number"]')?.textContent).toBe('Número de tarjeta')
    type('name', 'Ana Pérez')
    type('number', '4242424242424242')
    type('expiry', `12${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`)
    type('cvv', '123')
    form.dispatchEvent(new window.Event('submit', { cancelable: true }))
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('Procesando…')
  })
})
