import { Page } from '@/components/layout/page'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { LegalSummary } from './legal'

export function TermsPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  return (
    <Page
      variant="compact"
      width="prose"
      eyebrow="Legal"
      title="Terms and conditions"
      intro="The agreement between you and Ring Mobile when you buy a plan and use our service."
    >
      <LegalSummary
        heading="What these terms cover"
        points={[
          { title: 'Your plan and billing', text: 'Monthly charges, fees, taxes and how payments are taken.' },
          { title: 'Using the network', text: 'Fair use of data, calls and texts, and coverage.' },
          { title: 'Moving your number', text: 'Porting a number in from another carrier, and out again.' },
          { title: 'Changing or cancelling', text: 'How to switch plans or leave, with no contract to break.' },
        ]}
      />
      <ContentBody slug="terms-and-conditions" content={content} />
    </Page>
  )
}
