import { Link } from '@tanstack/react-router'
import { textLinkStyle as textLink } from '@/components/ui/text-link'
import { PointList } from '@/components/layout/blocks'
import { Section } from '@/components/layout/section'
import { Card } from '@/components/ui/card'
import { DocumentIcon } from '@/components/ui/icons'
import { contentMessages } from '@/i18n/catalogues/content'
import { useT } from '@/i18n/react'

/** The body of the terms and privacy pages: the topics the document covers, and where to ask. */
export function LegalSummary({ heading, points }: { heading: string; points: { title: string; text: string }[] }) {
  const t = useT(contentMessages)
  const [before, after] = t('content.legal.questions', { link: '\u0000' }).split('\u0000')
  return (
    <Section>
      <Card.Root variant="outline" as="section" aria-label={heading}>
        <Card.Header>
          <Card.Title>{heading}</Card.Title>
        </Card.Header>
        <Card.Body>
          <PointList items={points.map((point) => ({ ...point, icon: <DocumentIcon /> }))} />
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
  )
}
