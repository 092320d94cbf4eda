import { AuthPanel } from '../../components/layout/blocks'
import { Page } from '../../components/layout/page'
import { Section } from '../../components/layout/section'

export function CrmLoginPage() {
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow="Support"
      title="Assisted sign-in"
      intro="A Ring Mobile support agent is opening this customer's account to help them."
    >
      <Section>
        <AuthPanel title="For Ring Mobile agents">
          <p>
            This page signs an agent in with a one-time link from the support tools. While the assisted session lasts, a
            banner at the top of every page shows that an agent is signed in.
          </p>
        </AuthPanel>
      </Section>
    </Page>
  )
}
