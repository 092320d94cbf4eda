import { Link } from '@tanstack/react-router'
import { AuthPanel } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { textLinkStyle } from '../../components/ui/text-link'

export function ForgotPasswordPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="My Account"
      title="Forgot your password?"
      intro="Tell us the email address of your account and we send you a link to choose a new password."
    >
      <Section>
        <AuthPanel
          title="Reset by email"
          note={
            <>
              Remembered it?{' '}
              <Link to="/login-with-password" className={textLinkStyle()}>
                Back to sign in
              </Link>
            </>
          }
        >
          <p>The link works once and for 30 minutes. Choosing a new password signs you out everywhere else.</p>
        </AuthPanel>
      </Section>
    </Page>
  )
}
