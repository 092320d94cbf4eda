import { Link } from '@tanstack/react-router'
import { AuthPanel } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { textLinkStyle } from '../../components/ui/text-link'

export function OtpLoginPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="My Account"
      title="Enter your sign-in code"
      intro="Type the 6-digit code from the email we sent you. It signs you in as soon as all six digits are in."
    >
      <Section>
        <AuthPanel
          title="Check your inbox"
          note={
            <>
              Wrong address?{' '}
              <Link to="/login" className={textLinkStyle()}>
                Start again
              </Link>
            </>
          }
        >
          <p>The email can take a minute to arrive. If it does not, check your spam folder or ask for a new code.</p>
        </AuthPanel>
      </Section>
    </Page>
  )
}
