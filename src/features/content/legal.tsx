import { Link } from '@tanstack/react-router'
import { textLinkStyle as textLink } from '@/components/ui/text-link'
import { PointList } from '@/components/layout/blocks'
import { Section } from '@/components/layout/section'
import { Card } from '@/components/ui/card'
import { DocumentIcon } from '@/components/ui/icons'

/** The body of the terms and privacy pages: the topics the document covers, and where to ask. */
export function LegalSummary({ heading, points }: { heading: string; points: { title: string; text: string }[] }) {
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
            Questions about this page?{' '}
            <Link to="/contact-us" className={textLink()}>
              Contact us
            </Link>{' '}
            and we will explain.
          </Card.Description>
        </Card.Footer>
      </Card.Root>
    </Section>
  )
}
