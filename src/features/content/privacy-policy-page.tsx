import { Page } from '@/components/layout/page'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { LegalSummary } from './legal'

export function PrivacyPolicyPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  return (
    <Page
      variant="compact"
      width="prose"
      eyebrow="Legal"
      title="Privacy policy"
      intro="What personal information we collect, why we need it, and the choices you have."
    >
      <LegalSummary
        heading="What this policy covers"
        points={[
          {
            title: 'What we collect',
            text: 'Your contact details, account and order information, and device details for activation.',
          },
          {
            title: 'How we use it',
            text: 'To provide your service, bill you, support you and keep your account secure.',
          },
          {
            title: 'Payment cards',
            text: 'Card numbers go straight to our payment provider; we keep only the brand and last four digits.',
          },
          { title: 'Your choices', text: 'How to see, correct or delete your information, and how to reach us.' },
        ]}
      />
      <ContentBody slug="privacy-policy" content={content} />
    </Page>
  )
}
