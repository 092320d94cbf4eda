import { Link } from '@tanstack/react-router'
import { textLinkStyle as textLink } from '@/components/ui/text-link'
import { PointList } from '@/components/layout/blocks'
import { Page } from '@/components/layout/page'
import { Section } from '@/components/layout/section'
import { Card } from '@/components/ui/card'
import { DocumentIcon } from '@/components/ui/icons'
import { contentMessages } from '@/i18n/catalogues/content'
import type { Catalogue } from '@/i18n/i18n'
import { useT } from '@/i18n/react'
import { ContentBody } from './content-body'
import type { ContentLoad } from './content-loader'

type ContentKey = typeof contentMessages extends Catalogue<infer Id> ? Id : never

/** What each legal page says above its document: its catalogue keys, the topics in the order they are shown. */
const LEGAL_PAGES = {
  'privacy-policy': {
    title: 'content.privacy.title',
    intro: 'content.privacy.intro',
    heading: 'content.privacy.heading',
    points: [
      ['content.privacy.collect.title', 'content.privacy.collect.text'],
      ['content.privacy.use.title', 'content.privacy.use.text'],
      ['content.privacy.cards.title', 'content.privacy.cards.text'],
      ['content.privacy.choices.title', 'content.privacy.choices.text'],
    ],
  },
  'terms-and-conditions': {
    title: 'content.terms.title',
    intro: 'content.terms.intro',
    heading: 'content.terms.heading',
    points: [
      ['content.terms.billing.title', 'content.terms.billing.text'],
      ['content.terms.network.title', 'content.terms.network.text'],
      ['content.terms.number.title', 'content.terms.number.text'],
      ['content.terms.cancel.title', 'content.terms.cancel.text'],
    ],
  },
} as const satisfies Record<
  string,
  { title: ContentKey; intro: ContentKey; heading: ContentKey; points: readonly (readonly [ContentKey, ContentKey])[] }
>

/** A legal document's slug in the content service, and its page's address. */
export type LegalSlug = keyof typeof LEGAL_PAGES

/**
 * The privacy policy and the terms: the page's heading, the topics the document covers and where to ask, then the
 * document itself from the content service (`slug`).
 */
export function LegalPage({ slug, content }: { slug: LegalSlug; content: ContentLoad | { status: 'loading' } }) {
  const t = useT(contentMessages)
  const page = LEGAL_PAGES[slug]
  const heading = t(page.heading)
  const [before, after] = t('content.legal.questions', { link: '\u0000' }).split('\u0000')
  return (
    <Page variant="compact" width="prose" eyebrow={t('content.legal.eyebrow')} title={t(page.title)} intro={t(page.intro)}>
      <Section>
        <Card.Root variant="outline" as="section" aria-label={heading}>
          <Card.Header>
            <Card.Title>{heading}</Card.Title>
          </Card.Header>
          <Card.Body>
            <PointList items={page.points.map(([title, text]) => ({ title: t(title), text: t(text), icon: <DocumentIcon /> }))} />
          </Card.Body>
          <Card.Footer>
            <Card.Description>
              {before}
              <Link to="/contact-us" className={textLink()}>
                {t('content.legal.contact')}
              </Link>
              {after}
            </Card.Description>
          </Card.Footer>
        </Card.Root>
      </Section>
      <ContentBody slug={slug} content={content} />
    </Page>
  )
}
