/**
 * The sandbox payment page's script: typing filters of SPEC §5 (the app's own, from src/lib/filters.ts) and the
 * checks before submit (the server checks everything again). `npm run build` bundles it into
 * server/payments/assets/card-form.js, served as /pay/assets/card-form.js so that the page needs no inline script
 * (strict CSP).
 */
import { filterCardNumber, filterCvv, filterExpiry, filterName } from '@/lib/filters'
// A field's message when the page gives none (`data-invalid-message`, in the page's language).
import { CARD_FIELD_MESSAGES, type CardFieldId } from '../../contract/card-fields'

type FieldId = CardFieldId

const digits = (value: string) => value.replace(/\D/g, '')

const filters: Record<FieldId, (value: string, deleting: boolean) => string> = {
  name: filterName,
  number: filterCardNumber,
  // The page adds the slash as soon as the month is typed (not while deleting back over it).
  expiry: (value, deleting) => {
    const kept = filterExpiry(value)
    return kept.length === 2 && !deleting ? `${kept}/` : kept
  },
  cvv: filterCvv,
}

const checks: Record<FieldId, (value: string) => boolean> = {
  name: (value) => value.trim().length >= 2 && value.trim().length <= 60,
  number: (value) => /^\d{12,16}$/.test(digits(value)),
  expiry: (value) => {
    const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim())
    if (!match) return false
    const now = new Date()
    return (2000 + Number(match[2])) * 12 + Number(match[1]) >= now.getFullYear() * 12 + now.getMonth() + 1
  },
  cvv: (value) => /^\d{3,4}$/.test(value.trim()),
}

const FIELDS = Object.keys(filters) as FieldId[]
const field = (id: FieldId) => document.getElementById(id) as HTMLInputElement | null

function showError(id: FieldId, message: string) {
  const input = field(id)
  const error = document.querySelector<HTMLElement>(`[data-error-for="${id}"]`)
  input?.setAttribute('aria-invalid', message ? 'true' : 'false')
  if (error) {
    error.textContent = message
    error.hidden = !message
  }
}

const form = document.getElementById('card-form') as HTMLFormElement | null
if (form) {
  for (const id of FIELDS) {
    const input = field(id)
    if (!input) continue
    // What was typed before this deferred script ran (a slow phone), or filled in by the browser, is filtered too.
    if (input.value) input.value = filters[id](input.value, false)
    input.addEventListener('input', (event) => {
      const deleting = (event as InputEvent).inputType?.startsWith('delete') ?? false
      const next = filters[id](input.value, deleting)
      if (next !== input.value) input.value = next
      // Editing a field clears its error (SPEC §4).
      showError(id, '')
    })
  }

  form.addEventListener('submit', (event) => {
    let firstInvalid: HTMLInputElement | null = null
    for (const id of FIELDS) {
      const ok = checks[id](field(id)?.value ?? '')
      showError(id, ok ? '' : (field(id)?.dataset.invalidMessage ?? CARD_FIELD_MESSAGES[id]))
      if (!ok && !firstInvalid) firstInvalid = field(id)
    }
    if (firstInvalid) {
      event.preventDefault()
      firstInvalid.focus()
      return
    }
    // One submit: further clicks are ignored while the payment goes through.
    if (form.getAttribute('data-submitted') === '1') {
      event.preventDefault()
      return
    }
    form.setAttribute('data-submitted', '1')
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (button) {
      button.disabled = true
      button.textContent = form.dataset.busyLabel ?? 'Processing…'
    }
  })
}
