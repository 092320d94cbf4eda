import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { CARD_FIELD_MESSAGES, type CardFieldId } from '@contract/card-fields'
import type { Language } from '@contract/languages'
import { translate, translateMessage } from '../lib/i18n'

/**
 * The sandbox's hosted pages (HTML, no framework): the card form for paying or saving a card, and the small pages
 * for a session that is finished, expired or unknown, in the language of the site's `lang` cookie
 * (server/catalogues/pages; the messages through the answers' catalogue). Styles are inline (the CSP allows inline
 * styles); the only script is /pay/assets/card-form.js (typing filters), so `script-src 'self'` holds.
 */

/** A text of the pages' catalogue in `language`. */
const say = (language: Language, key: string, values?: Record<string, string>) => translate(language, `pay.${key}`, values)

const STYLE = `
:root { color-scheme: light; --navy: #0B1F4D; --navy-600: #263F78; --coral: #D63F2C; --coral-700: #B3321F;
  --slate-50: #F6F8FC; --slate-200: #E1E6F0; --slate-300: #CAD2E0; --slate-500: #667189; --slate-700: #394358;
  --ruby: #C52F35; --ruby-50: #FEF1F1; --amber-50: #FFF7E8; --amber-800: #7A4B00; --navy-100: #DCE4F3;
  /* The app's type (src/theme/tokens.ts fonts.body and fonts.heading): the page reads as part of Ring Mobile. */
  --font-body: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "Liberation Sans", "Noto Sans", system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji";
  --font-heading: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, "Liberation Sans", "Noto Sans", system-ui, sans-serif; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; background: var(--slate-50); color: var(--navy);
  font: 16px/1.6 var(--font-body); -webkit-font-smoothing: antialiased; }
header.bar { background: var(--navy); color: #fff; padding: 14px 20px; display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 18px; letter-spacing: .2px; }
.secure { font-size: 13px; color: #DCE4F3; display: flex; align-items: center; gap: 6px; }
main { max-width: 480px; margin: 0 auto; padding: 24px 16px 48px; }
.card { background: #fff; border: 1px solid var(--slate-200); border-radius: 20px; padding: 24px 20px; box-shadow: 0 8px 24px rgba(11,31,77,.06); }
h1 { font-family: var(--font-heading); font-size: 24px; font-weight: 800; letter-spacing: -0.02em; line-height: 1.25; margin: 0 0 4px; }
.sub { color: var(--slate-500); margin: 0 0 20px; font-size: 15px; }
.summary { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; padding: 14px 16px; border-radius: 12px;
  background: var(--slate-50); border: 1px solid var(--slate-200); margin-bottom: 20px; }
.summary .what { color: var(--slate-700); font-size: 15px; }
.summary .amount { font-size: 22px; font-weight: 700; white-space: nowrap; }
label { display: block; font-weight: 650; font-size: 14px; line-height: 1.25rem; margin: 0 0 6px; color: var(--navy); }
.field { margin-bottom: 16px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
input { width: 100%; height: 48px; padding: 0 14px; font: inherit; color: var(--navy); background: #fff;
  border: 1.5px solid var(--slate-300); border-radius: 10px; outline: none; transition: border-color 150ms, box-shadow 150ms; }
input:focus { border-color: var(--navy-600); box-shadow: 0 0 0 3px var(--navy-100); }
input[aria-invalid="true"] { border-color: var(--ruby); }
.error { color: var(--ruby); font-size: 14px; font-weight: 550; line-height: 1.25rem; margin: 6px 0 0; min-height: 0; }
.banner { border-radius: 10px; padding: 12px 14px; margin: 0 0 16px; font-size: 14px; }
.banner.problem { background: var(--ruby-50); color: var(--ruby); border: 1px solid #FDDCDC; }
button, .button { display: inline-flex; align-items: center; justify-content: center; width: 100%; height: 52px; border: 0; border-radius: 9999px;
  font: inherit; font-weight: 650; font-size: 16px; line-height: 1; cursor: pointer; text-decoration: none; }
.pay { background: var(--coral); color: #fff; margin-top: 4px; box-shadow: 0 6px 14px -6px rgba(214, 63, 44, 0.55); }
.pay:hover { background: var(--coral-700); }
.pay:focus-visible, .cancel:focus-visible, .button:focus-visible { outline: none; box-shadow: 0 0 0 3px #fff, 0 0 0 5px #FF5A47; }
.pay[disabled] { opacity: .7; cursor: progress; }
.cancel { background: #fff; color: var(--navy); border: 1.5px solid #B8C6E6; margin-top: 12px; height: 52px; }
.cancel:hover { border-color: var(--navy); background: #EEF2FA; }
.test { margin-top: 20px; background: var(--amber-50); color: var(--amber-800); border-radius: 12px; padding: 14px 16px; font-size: 14px; }
.test strong { display: block; margin-bottom: 4px; }
.test ul { margin: 6px 0 0; padding-left: 18px; }
.test code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; white-space: nowrap; }
.fine { color: var(--slate-500); font-size: 13px; text-align: center; margin: 16px 0 0; }
@media (max-width: 400px) { main { padding: 16px 12px 40px; } .card { padding: 20px 16px; } h1 { font-size: 20px; } }
`

const LOGO = raw(
  `<svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#fff" fill-opacity=".12"/><circle cx="16" cy="16" r="8" fill="none" stroke="#FF5A47" stroke-width="4"/><circle cx="25.5" cy="6.5" r="3" fill="#fff"/></svg>`,
)
const LOCK = raw(
  `<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>`,
)

function layout(language: Language, title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>, withScript = false) {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Ring Mobile</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${raw(STYLE)}
        </style>
        ${withScript ? html`<script src="/pay/assets/card-form.js" defer></script>` : ''}
      </head>
      <body>
        <header class="bar">
          <span class="brand">${LOGO} Ring Mobile</span>
          <span class="secure">${LOCK} ${say(language, 'secure')}</span>
        </header>
        <main>${body}</main>
      </body>
    </html>`
}

interface CardFormValues {
  name: string
  expiry: string
}

export interface CardFormView {
  language: Language
  action: string
  cancelAction: string
  kind: 'payment' | 'setup'
  /** e.g. "Unlimited plan, first month with fees", in English: the page says it in its language. */
  description?: string
  /** e.g. "$55.99" */
  amount?: string
  /** Payment mode: the customer chose to keep the card for automatic renewals (said on the page, as Stripe does). */
  saveCard?: boolean
  values?: Partial<CardFormValues>
  errors?: Partial<Record<CardFieldId, string>>
  /** A message above the form (provider trouble), in English: the page says it in its language. */
  problem?: string
}

function fieldError(id: string, message: string | undefined) {
  return html`<p class="error" id="${id}-error" data-error-for="${id}" ${message ? '' : raw('hidden')}>${message ?? ''}</p>`
}

const invalid = (message: string | undefined) => (message ? 'true' : 'false')

export function cardFormPage(view: CardFormView) {
  const { language } = view
  const t = (key: string, values?: Record<string, string>) => say(language, key, values)
  const payment = view.kind === 'payment'
  const errors = Object.fromEntries(
    Object.entries(view.errors ?? {}).map(([field, message]) => [field, translateMessage(message, language)]),
  ) as NonNullable<CardFormView['errors']>
  // What the page's script shows for a field it refuses before sending (contract/'s messages, in this language).
  const invalidMessage = (english: string) => translateMessage(english, language)
  const title = t(payment ? 'titlePayment' : 'titleSetup')
  /** One field of the form: its label, the input, and the message under it (the server's, or the script's). */
  const cardField = (field: {
    id: CardFieldId
    autocomplete: string
    maxlength: number
    numeric?: boolean
    placeholder?: string
    value?: string
  }) =>
    html`<div class="field">
      <label for="${field.id}">${t(field.id)}</label>
      <input
        id="${field.id}"
        name="${field.id}"
        ${field.numeric ? raw('inputmode="numeric"') : ''}
        autocomplete="${field.autocomplete}"
        maxlength="${field.maxlength}"
        ${field.placeholder === undefined ? '' : html`placeholder="${field.placeholder}"`}
        ${field.value === undefined ? '' : html`value="${field.value}"`}
        aria-invalid="${invalid(errors[field.id])}"
        aria-describedby="${field.id}-error"
        data-invalid-message="${invalidMessage(CARD_FIELD_MESSAGES[field.id])}"
        required
      />
      ${fieldError(field.id, errors[field.id])}
    </div>`
  return layout(
    language,
    title,
    html`<div class="card">
        <h1>${title}</h1>
        <p class="sub">${t(payment ? 'introPayment' : 'introSetup')}</p>
        ${
          payment && view.amount
            ? html`<div class="summary">
                <span class="what">${view.description ? translateMessage(view.description, language) : t('yourOrder')}</span
                ><span class="amount">${view.amount}</span>
              </div>`
            : ''
        }
        ${payment && view.saveCard ? html`<p class="sub" data-keep-card>${t('keepCard')}</p>` : ''}
        ${view.problem ? html`<div class="banner problem" role="alert">${translateMessage(view.problem, language)}</div>` : ''}
        <form method="post" action="${view.action}" id="card-form" novalidate data-busy-label="${t('processing')}">
          ${cardField({ id: 'name', autocomplete: 'cc-name', maxlength: 60, value: view.values?.name ?? '' })}
          ${cardField({ id: 'number', numeric: true, autocomplete: 'cc-number', maxlength: 19, placeholder: '1234 1234 1234 1234' })}
          <div class="row">
            ${cardField({
              id: 'expiry',
              numeric: true,
              autocomplete: 'cc-exp',
              maxlength: 5,
              placeholder: t('expiryPlaceholder'),
              value: view.values?.expiry ?? '',
            })}
            ${cardField({ id: 'cvv', numeric: true, autocomplete: 'cc-csc', maxlength: 4, placeholder: '123' })}
          </div>
          <button class="pay" type="submit">
            ${payment ? (view.amount ? t('payAmount', { amount: view.amount }) : t('pay')) : t('save')}
          </button>
        </form>
        <form method="post" action="${view.cancelAction}">
          <button class="cancel" type="submit">${t('cancel')}</button>
        </form>
        <div class="test" role="note">
          <strong>${t('testTitle')}</strong>
          ${t('testIntro')}
          <ul>
            <li><code>4242 4242 4242 4242</code> ${t('testSucceeds')}</li>
            <li><code>4000 0000 0000 0002</code> ${t('testDeclined')}</li>
            <li><code>4000 0000 0000 9995</code> ${t('testInsufficient')}</li>
          </ul>
          ${t('testOthers')}${payment ? '' : t('testSaved')}
        </div>
      </div>
      <p class="fine">${t('neverStored')}</p>`,
    true,
  )
}

/**
 * A short page with one message and a way back (finished, expired, unknown session); its texts are written in English
 * and said in `language`.
 */
export function messagePage(language: Language, input: { title: string; message: string; link?: { href: string; label: string } }) {
  const title = translateMessage(input.title, language)
  return layout(
    language,
    title,
    html`<div class="card">
      <h1>${title}</h1>
      <p class="sub">${translateMessage(input.message, language)}</p>
      ${input.link ? html`<a class="button pay" href="${input.link.href}">${translateMessage(input.link.label, language)}</a>` : ''}
    </div>`,
  )
}
