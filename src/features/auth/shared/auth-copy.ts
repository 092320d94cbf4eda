/**
 * The words of every sign-in, registration and recovery screen, in one table (one place to check them against
 * SPEC.md §3 and DESIGN.md): the page's h1 and intro, the card's heading in each of the screen's moments (`form`
 * unless the screen says otherwise), and the line at the foot of the card that leads to the neighbouring step.
 */
export type AuthStep = '/login' | '/register' | '/login-with-password' | '/login-without-password' | '/forgot-password'

export interface AuthCopy {
  /** Above the h1; "My Account" unless given. */
  eyebrow?: string
  title: string
  intro: string
  /** The card's heading, per moment of the screen. */
  panels: { form: string } & Record<string, string>
  /** "{lead} {link}{after}": the link leads to `to`, keeping `redirect` and the email typed so far. */
  note?: { lead: string; link: string; to: AuthStep; after?: string }
}

export const authCopy = {
  login: {
    title: 'Sign in to My Account',
    intro: 'Manage your lines, payments and profile. Start with the email address you use for Ring Mobile.',
    panels: { form: 'Your email address' },
    note: { lead: 'New to Ring Mobile?', link: 'Create an account', to: '/register' },
  },
  passwordSignIn: {
    title: 'Sign in with your password',
    intro: 'Enter the email address and password of your Ring Mobile account.',
    panels: { form: 'Your password' },
    note: { lead: 'No password to hand?', link: 'Email me a sign-in code', after: 'instead.', to: '/login-without-password' },
  },
  codeRequest: {
    title: 'Sign in with a code',
    intro: 'No password needed: we email you a 6-digit code that signs you in.',
    panels: { form: 'Where should we send it?' },
    note: { lead: 'Prefer your password?', link: 'Sign in with your password', to: '/login-with-password' },
  },
  secondStep: {
    title: 'Two-step sign-in',
    intro: 'Your account has two-step sign-in on. Open your authenticator app and type the 6-digit code it shows for Ring Mobile.',
    panels: { form: 'Enter your code', expired: 'Sign in again' },
    note: { lead: 'Not you, or no phone to hand?', link: 'Back to sign in', to: '/login' },
  },
  otpSignIn: {
    title: 'Enter your sign-in code',
    intro: 'Type the 6-digit code from the email we sent you. It signs you in as soon as all six digits are in.',
    panels: { form: 'Check your inbox', missingEmail: 'Which email?' },
    note: { lead: 'Wrong address?', link: 'Use a different email', to: '/login-without-password' },
  },
  register: {
    title: 'Create your account',
    intro: 'One account for your plan, your payments and your details. It takes about a minute.',
    panels: { form: 'Your details' },
    note: { lead: 'Already with us?', link: 'Sign in', to: '/login' },
  },
  forgotPassword: {
    title: 'Forgot your password?',
    intro: 'Tell us the email address of your account and we send you a link to choose a new password.',
    panels: { form: 'Reset by email', sent: 'Check your inbox' },
    note: { lead: 'Remembered it?', link: 'Back to sign in', to: '/login-with-password' },
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'Pick a password of at least 6 characters that you do not use anywhere else.',
    panels: { form: 'Your new password', aboutLink: 'About your link', done: 'All set' },
    note: { lead: 'Remembered it?', link: 'Back to sign in', to: '/login-with-password' },
  },
  crmSignIn: {
    eyebrow: 'Support',
    title: 'Assisted sign-in',
    intro: "A Ring Mobile support agent is opening this customer's account to help them.",
    panels: { form: 'For Ring Mobile agents' },
  },
} as const satisfies Record<string, AuthCopy>
