import { Page } from '@/components/layout/page'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'
import { LegalSummary } from './legal'
import { contentMessages } from '@/i18n/catalogues/content'
import { useT } from '@/i18n/react'

export function PrivacyPolicyPage({ content }: { content: ContentLoad | { status: 'loading' } }) {
  const t = useT(contentMessages)
  return (
    <Page
      variant="compact"
      width="prose"
      eyebrow={t('content.legal.eyebrow')}
      title={t('content.privacy.title')}
      intro={t('content.privacy.intro')}
    >
      <LegalSummary
        heading={t('content.privacy.heading')}
        points={[
          { title: t('content.privacy.collect.title'), text: t('content.privacy.collect.text') },
          { title: t('content.privacy.use.title'), text: t('content.privacy.use.text') },
          { title: t('content.privacy.cards.title'), text: t('content.privacy.cards.text') },
          { title: t('content.privacy.choices.title'), text: t('content.privacy.choices.text') },
        ]}
      />
      <ContentBody slug="privacy-policy" content={content} />
    </Page>
  )
}
