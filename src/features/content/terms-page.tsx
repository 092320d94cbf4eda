import { Page } from '@/components/layout/page'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { LegalSummary } from './legal'
import { contentMessages } from '@/i18n/catalogues/content'
import { useT } from '@/i18n/react'

export function TermsPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  const t = useT(contentMessages)
  return (
    <Page
      variant="compact"
      width="prose"
      eyebrow={t('content.legal.eyebrow')}
      title={t('content.terms.title')}
      intro={t('content.terms.intro')}
    >
      <LegalSummary
        heading={t('content.terms.heading')}
        points={[
          { title: t('content.terms.billing.title'), text: t('content.terms.billing.text') },
          { title: t('content.terms.network.title'), text: t('content.terms.network.text') },
          { title: t('content.terms.number.title'), text: t('content.terms.number.text') },
          { title: t('content.terms.cancel.title'), text: t('content.terms.cancel.text') },
        ]}
      />
      <ContentBody slug="terms-and-conditions" content={content} />
    </Page>
  )
}
