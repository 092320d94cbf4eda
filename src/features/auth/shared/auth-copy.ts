import type { authMessages } from '@/i18n/catalogues/auth'

/**
 * The words of every sign-in, registration and recovery screen, in one table: the page's h1 and intro, the card's
 * heading in each of the screen's moments (`form` unless the screen says otherwise), and the line at the foot of the
 * card that leads to the neighbouring step. Each is a key of the auth catalogue (src/i18n/catalogues/auth).
 */
export type AuthStep = '/login' | '/register' | '/login-with-password' | '/login-without-password' | '/forgot-password'

/** A key of the auth catalogue. */
type AuthId = NonNullable<(typeof authMessages)['ids']>

export interface AuthCopy {
  /** Above the h1; "My Account" unless given. */
  eyebrow?: AuthId
  title: AuthId
  intro: AuthId
  /** The intro of a moment that `intro` would misdescribe (a step that has run out), per moment. */
  intros?: Record<string, AuthId>
  /** The card's heading, per moment of the screen. */
  panels: { form: AuthId } & Record<string, AuthId>
  /** "{lead} {link}{after}": the link leads to `to`, keeping `redirect` and the email typed so far. */
  note?: { lead: AuthId; link: AuthId; to: AuthStep; after?: AuthId }
}

/**
 * A step's words from the keys it names after itself, `auth.<key>.title`, `.intro` and the card's heading
 * `.panel`; `more` holds the rest (the foot note, the other moments' headings and intros).
 */
function step<K extends string, const M extends StepMore>(key: K, more: M) {
  return {
    title: `auth.${key}.title` as const,
    intro: `auth.${key}.intro` as const,
    ...more,
    panels: { form: `auth.${key}.panel` as const, ...more.panels },
  }
}

/** What a step says besides its title, intro and form heading. */
type StepMore = Omit<AuthCopy, 'title' | 'intro' | 'panels'> & { panels?: Record<string, AuthId> }

export const authCopy = {
  login: step('login', { note: { lead: 'auth.login.noteLead', link: 'auth.login.noteLink', to: '/register' } }),
  passwordSignIn: step('password', {
    note: { lead: 'auth.password.noteLead', link: 'auth.emailCode', after: 'auth.password.noteAfter', to: '/login-without-password' },
  }),
  codeRequest: step('code', { note: { lead: 'auth.code.noteLead', link: 'auth.password.title', to: '/login-with-password' } }),
  secondStep: step('secondStep', {
    intros: { expired: 'auth.secondStep.introExpired' },
    panels: { expired: 'auth.secondStep.panelExpired' },
    note: { lead: 'auth.secondStep.noteLead', link: 'auth.backToSignIn', to: '/login' },
  }),
  otpSignIn: step('otp', {
    panels: { missingEmail: 'auth.otp.panelMissingEmail' },
    note: { lead: 'auth.otp.noteLead', link: 'auth.otp.noteLink', to: '/login-without-password' },
  }),
  register: step('register', { note: { lead: 'auth.register.noteLead', link: 'auth.signIn', to: '/login' } }),
  forgotPassword: step('forgot', {
    panels: { sent: 'auth.forgot.panelSent' },
    note: { lead: 'auth.forgot.noteLead', link: 'auth.backToSignIn', to: '/login-with-password' },
  }),
  resetPassword: step('reset', {
    panels: { aboutLink: 'auth.reset.panelAboutLink', done: 'auth.reset.panelDone' },
    note: { lead: 'auth.forgot.noteLead', link: 'auth.backToSignIn', to: '/login-with-password' },
  }),
  crmSignIn: step('crm', { eyebrow: 'auth.crm.eyebrow' }),
} as const satisfies Record<string, AuthCopy>
