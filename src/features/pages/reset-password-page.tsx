import { Link } from '@tanstack/react-router'
import { AuthPanel } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'
import { textLinkStyle } from '../../components/ui/text-link'

export function ResetPasswordPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="My Account"
      title="Choose a new password"
      intro="Pick a password of at least 6 characters that you do not use anywhere else."
    >
      <Section>
        <AuthPanel
          title="A fresh start"
          note={
            <>
              Link expired?{' '}
              <Link to="/forgot-password" className={textLinkStyle()}>
                Send a new one
              </Link>
            </>
          }
        >
          <p>Once it is saved you can sign in with the new password straight away.</p>
        </AuthPanel>
      </Section>
    </Page>
  )
}
