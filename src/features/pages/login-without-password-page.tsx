import { Link } from '@tanstack/react-router'
import { AuthPanel } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { textLinkStyle } from '../../components/ui/text-link'

export function LoginWithoutPasswordPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="My Account"
      title="Sign in with a code"
      intro="No password needed: we email you a 6-digit code that signs you in."
    >
      <Section>
        <AuthPanel
          title="How it works"
          note={
            <>
              Prefer your password?{' '}
              <Link to="/login-with-password" className={textLinkStyle()}>
                Sign in with your password
              </Link>
            </>
          }
        >
          <p>Enter your email address and we send a code to it. The code works once and expires after 10 minutes.</p>
        </AuthPanel>
      </Section>
    </Page>
  )
}
