/** The pieces every sign-in, registration and recovery page shares: the page frame, the form, messages. */
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { authForm } from 'styled-system/recipes/auth-form'
import { consentCheckbox } from 'styled-system/recipes/consent-checkbox'
import { formAlert } from 'styled-system/recipes/form-alert'
import { heldRoom } from 'styled-system/recipes/held-room'
import { statusBlock } from 'styled-system/recipes/status-block'
import { AuthPanel } from '@/components/layout/blocks'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { Button } from '@/components/ui/button'
import { MachineForm } from '@/components/ui/machine-form'
import { Spinner } from '@/components/ui/spinner'
import { EmailInput, PasswordInput, type TextInputProps } from '@/components/ui/text-input'
import { textLinkStyle } from '@/components/ui/text-link'
import { authMessages } from '@/i18n/catalogues/auth'
import { authTextsMessages } from '@/i18n/catalogues/auth-texts'
import { validationMessages } from '@/i18n/catalogues/validation'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT, useTranslateText } from '@/i18n/react'
import type { BoundFieldProps, ConnectedSubmit } from '@/lib/flow/form-fields'
import { rememberEmail } from '@/lib/storage/sign-in'
import { authCopy, type AuthCopy, type AuthStep } from './auth-copy'
import { useRedirect } from './sign-in-actions'

/**
 * A sign-in step: the slim heading band, then one card holding the form. The words come from `copy` (an entry of
 * `authCopy`), the card's heading from its `panel` moment. The copy's foot note shows unless `note` is false; its
 * link carries `email` (the email typed so far) over to the next step.
 */
export function AuthScreen<C extends AuthCopy>({
  copy,
  panel = 'form',
  email,
  note = true,
  children,
}: {
  copy: C
  panel?: keyof C['panels'] & string
  email?: string
  note?: boolean
  children: ReactNode
}) {
  const t = useT(authMessages)
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow={t(copy.eyebrow ?? 'auth.eyebrow')}
      title={t(copy.title)}
      intro={t(copy.intros?.[panel] ?? copy.intro)}
    >
      <Section>
        <AuthPanel title={t(copy.panels[panel])} note={copy.note && note ? <AuthNote {...copy.note} email={email} /> : undefined}>
          {children}
        </AuthPanel>
      </Section>
    </Page>
  )
}

/**
 * A sign-in step until the browser has drawn it: its heading, its card with a spinner where the form will be, and
 * the card's foot note. The steps start from the email this browser remembers (src/lib/storage/sign-in.ts), so the
 * browser draws them (their routes are `ssr: false`). The card holds the room of the step's form by drawing that
 * form unseen, as the customer first sees it, under the spinner (`heldRoom`): nothing below the card moves when the
 * form arrives, in either language. tests/e2e/server-rendering.spec.ts compares the card's height in the server's
 * page and in the drawn one, for every step, at both widths.
 */
function AuthPending({ step, children }: { step: PendingStep; children: ReactNode }) {
  const t = useT(authMessages)
  const copy: AuthCopy = authCopy[step]
  const room = heldRoom()
  return (
    <Page variant="compact" width="narrow" eyebrow={t(copy.eyebrow ?? 'auth.eyebrow')} title={t(copy.title)} intro={t(copy.intro)}>
      <Section>
        <AuthPanel title={t(copy.panels.form)} note={copy.note ? <AuthNote {...copy.note} /> : undefined}>
          <div aria-busy="true" className={room.root}>
            <div className={room.unseen} aria-hidden="true" inert>
              {children}
            </div>
            <div className={room.spinner}>
              <Spinner size="lg" label={t('auth.loading')} />
            </div>
          </div>
        </AuthPanel>
      </Section>
    </Page>
  )
}

/** The steps whose routes draw in the browser, with a pending page from the server. */
type PendingStep = 'login' | 'passwordSignIn' | 'codeRequest' | 'secondStep' | 'otpSignIn' | 'register' | 'forgotPassword'

/**
 * The pending page of one sign-in step (a route's pendingComponent): `Form` is the step's own form, drawn with
 * nothing typed yet (`idleField`, `idleSubmit`), which holds its room.
 */
export function authPending(step: PendingStep, Form: () => ReactNode) {
  return function AuthStepPending() {
    return (
      <AuthPending step={step}>
        <Form />
      </AuthPending>
    )
  }
}

/**
 * A sign-in step that is one form: `Page` draws `Form` with the flow's API (`useApi`) in the step's screen, its foot
 * note carrying the email typed so far; `Pending` is the step's pending page, the same form drawn with `idle`.
 */
export function formStep<Api extends { email: string }>(
  step: PendingStep,
  useApi: () => Api,
  Form: (props: { api: Api }) => ReactNode,
  idle: Api,
) {
  function AuthStepPage() {
    const api = useApi()
    return (
      <AuthScreen copy={authCopy[step]} email={api.email}>
        <Form api={api} />
      </AuthScreen>
    )
  }
  return { Page: AuthStepPage, Pending: authPending(step, () => <Form api={idle} />) }
}

/** A field of a form not yet drawn by the browser: empty, valid, deaf to typing (the pending page's unseen form). */
export function idleField(name: string): BoundFieldProps {
  return { name, value: '', error: null, onChange: () => {} }
}

/** The submit of a form not yet drawn by the browser: ready, silent. */
export const idleSubmit: ConnectedSubmit = { busy: false, canSubmit: true, submit: () => {}, formError: null, retryAt: null }

/**
 * A form that never reloads the page and leaves validation to the machine (messages under the fields). After a
 * refused submit — by the form's own checks, or by the server once `busy` ends — the cursor goes to the first
 * field that needs the customer, which on a phone also scrolls it into view.
 */
export function AuthForm({
  onSubmit,
  children,
  label,
  busy = false,
  enterMovesOn = false,
}: {
  onSubmit: () => void
  children: ReactNode
  /** A sign-in step: Enter in a field moves on, as the primary button does (SPEC §5). Long forms leave Enter be. */
  enterMovesOn?: boolean
  /** Names the form for assistive technology. */
  label?: string
  /** The submit's call is in flight. */
  busy?: boolean
}) {
  return (
    <MachineForm
      aria-label={label}
      className={authForm().root}
      onSubmit={onSubmit}
      busy={busy}
      onEnter={enterMovesOn ? () => !busy && onSubmit() : undefined}
    >
      {children}
    </MachineForm>
  )
}

/**
 * A rate-limited step's form: its fields (`children`), then the form's message (and when to try again) and the
 * submit button, which reads `submit` after `icon`.
 */
export function SubmitForm({
  api,
  label,
  submit,
  icon,
  enterMovesOn = false,
  children,
}: {
  api: ConnectedSubmit
  /** Names the form for assistive technology. */
  label: string
  submit: string
  /** Shown before the submit's words while not busy. */
  icon?: ReactNode
  /** A sign-in step: Enter in a field moves on (AuthForm). */
  enterMovesOn?: boolean
  children: ReactNode
}) {
  return (
    <AuthForm onSubmit={api.submit} busy={api.busy} label={label} enterMovesOn={enterMovesOn}>
      {children}
      <FormMessage formError={api.formError} retryAt={api.retryAt} />
      <FormActions>
        <Button type="submit" size="lg" fullWidth loading={api.busy} disabled={!api.canSubmit}>
          {api.busy ? null : icon}
          {submit}
        </Button>
      </FormActions>
    </AuthForm>
  )
}

/** The buttons under a form, stacked full width (thumb-friendly at 375 px, tidy in the narrow card at 1280). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={authForm().actions}>{children}</div>
}

/** Two fields side by side from 426 px up; `narrowFirst` keeps the first one small (a dialling code). */
export function FieldRow({ children, narrowFirst = false }: { children: ReactNode; narrowFirst?: boolean }) {
  return <div className={authForm({ row: narrowFirst ? 'narrowFirst' : 'pair' }).row}>{children}</div>
}

/**
 * A message for the whole form: what the server said (wrong password, too many tries…) and, when there is one, a
 * second line (when to try again). Errors are announced as alerts, notes as status.
 */
export function FormAlert({
  tone = 'danger',
  children,
  detail,
}: {
  tone?: 'danger' | 'info' | 'success'
  children: ReactNode
  detail?: ReactNode
}) {
  const classes = formAlert({ tone })
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={classes.root}>
      <p>{children}</p>
      {detail ? <p className={classes.detail}>{detail}</p> : null}
    </div>
  )
}

/** A checkbox with its label beside it and an error area under it (the terms acceptance). */
export function CheckboxField({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | null
  children: ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const translate = useTranslateText(validationMessages)
  const classes = consentCheckbox()
  return (
    <div className={classes.root}>
      <div className={classes.control}>
        <input
          id={id}
          type="checkbox"
          name={name}
          className={classes.box}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className={classes.label}>
          {children}
        </label>
      </div>
      <p id={errorId} className={classes.error} role="alert">
        {error ? translate(error) : ''}
      </p>
    </div>
  )
}

/** A moment in a flow rather than a form: link sent, password changed, link expired, signing in. */
export function StatusBlock({
  icon,
  tone = 'brand',
  title,
  children,
  actions,
  busy = false,
}: {
  icon?: ReactNode
  tone?: 'brand' | 'accent' | 'success' | 'danger'
  title: string
  children?: ReactNode
  actions?: ReactNode
  /** Shows a spinner in place of the icon (work in progress). */
  busy?: boolean
}) {
  const classes = statusBlock({ tone })
  return (
    <div className={classes.root} role="status">
      <span className={classes.icon} aria-hidden="true">
        {busy ? <Spinner size="md" /> : icon}
      </span>
      <h3 className={classes.title}>{title}</h3>
      {children ? <div className={classes.text}>{children}</div> : null}
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  )
}

/**
 * The form-level message (wrong password, server trouble, too many tries), in the page's language (a flow's own
 * text, or the server's answer as it came), and when to try again.
 */
function FormMessage({ formError, retryAt }: { formError: string | null; retryAt: number | null }) {
  const translate = useTranslateText(authTextsMessages)
  const retry = useRetryLine(retryAt)
  return formError ? <FormAlert detail={retry}>{translate(formError)}</FormAlert> : null
}

/** "You can try again at 14:05." in the page's language, or null. */
export function useRetryLine(retryAt: number | null) {
  const t = useT(authMessages)
  const format = useLocaleFormat()
  return retryAt ? t('auth.retryAt', { time: format.clock(retryAt) }) : null
}

/** The email address field the sign-in, registration and recovery forms start with. */
export function EmailField(props: Omit<TextInputProps, 'label'>) {
  const t = useT(authMessages)
  return <EmailInput label={t('auth.email.label')} placeholder={t('auth.email.placeholder')} {...props} />
}

/**
 * A link to another sign-in step that keeps where the customer was heading (this address's `redirect`) and carries
 * the email typed so far over to it (SPEC §3); without an `email` it leaves the remembered one be.
 */
export function EmailCarryLink({ to, email, children }: { to: AuthStep; email?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      search={{ redirect: useRedirect() }}
      onClick={email === undefined ? undefined : () => rememberEmail(email)}
      className={textLinkStyle()}
    >
      {children}
    </Link>
  )
}

/**
 * The line at the foot of a sign-in card that leads to the neighbouring step ("New to Ring Mobile? Create an
 * account"); `after` ends the sentence when the link does not.
 */
function AuthNote({ lead, link, after, to, email }: NonNullable<AuthCopy['note']> & { email?: string }) {
  const t = useT(authMessages)
  return (
    <>
      {t(lead)}{' '}
      <EmailCarryLink to={to} email={email}>
        {t(link)}
      </EmailCarryLink>
      {after ? ` ${t(after)}` : null}
    </>
  )
}

/** A password the customer chooses (registration, reset), with the SPEC §5 rules under it. */
export function NewPasswordField(props: Omit<TextInputProps, 'autoComplete'>) {
  const t = useT(authMessages)
  return <PasswordInput autoComplete="new-password" helperText={t('auth.password.hint')} {...props} />
}
