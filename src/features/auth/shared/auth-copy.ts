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

export const authCopy = {
  login: {
    title: 'auth.login.title',
    intro: 'auth.login.intro',
    panels: { form: 'auth.login.panel' },
    note: { lead: 'auth.login.noteLead', link: 'auth.login.noteLink', to: '/register' },
  },
  passwordSignIn: {
    title: 'auth.password.title',
    intro: 'auth.password.intro',
    panels: { form: 'auth.password.panel' },
    note: { lead: 'auth.password.noteLead', link: 'auth.emailCode', after: 'auth.password.noteAfter', to: '/login-without-password' },
  },
  codeRequest: {
    title: 'auth.code.title',
    intro: 'auth.code.intro',
    panels: { form: 'auth.code.panel' },
    note: { lead: 'auth.code.noteLead', link: 'auth.password.title', to: '/login-with-password' },
  },
  secondStep: {
    title: 'auth.secondStep.title',
    intro: 'auth.secondStep.intro',
    intros: { expired: 'auth.secondStep.introExpired' },
    panels: { form: 'auth.secondStep.panel', expired: 'auth.secondStep.panelExpired' },
    note: { lead: 'auth.secondStep.noteLead', link: 'auth.backToSignIn', to: '/login' },
  },
  otpSignIn: {
    title: 'auth.otp.title',
    intro: 'auth.otp.intro',
    panels: { form: 'auth.otp.panel', missingEmail: 'auth.otp.panelMissingEmail' },
    note: { lead: 'auth.otp.noteLead', link: 'auth.otp.noteLink', to: '/login-without-password' },
  },
  register: {
    title: 'auth.register.title',
    intro: 'auth.register.intro',
    panels: { form: 'auth.register.panel' },
    note: { lead: 'auth.register.noteLead', link: 'auth.signIn', to: '/login' },
  },
  forgotPassword: {
    title: 'auth.forgot.title',
    intro: 'auth.forgot.intro',
    panels: { form: 'auth.forgot.panel', sent: 'auth.forgot.panelSent' },
    note: { lead: 'auth.forgot.noteLead', link: 'auth.backToSignIn', to: '/login-with-password' },
  },
  resetPassword: {
    title: 'auth.reset.title',
    intro: 'auth.reset.intro',
    panels: { form: 'auth.reset.panel', aboutLink: 'auth.reset.panelAboutLink', done: 'auth.reset.panelDone' },
    note: { lead: 'auth.forgot.noteLead', link: 'auth.backToSignIn', to: '/login-with-password' },
  },
  crmSignIn: {
    eyebrow: 'auth.crm.eyebrow',
    title: 'auth.crm.title',
    intro: 'auth.crm.intro',
    panels: { form: 'auth.crm.panel' },
  },
} as const satisfies Record<string, AuthCopy>
