import { contentBody } from 'styled-system/recipes/content-body'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ChevronDownIcon } from '@/components/ui/icons'
import type { ContentLoad } from './content-loader'
import { RichText } from './rich-text'
import { useContentPage } from './use-content-page'
import { contentMessages } from '@/i18n/catalogues/content'
import { useT } from '@/i18n/react'
import { useLocaleFormat } from '@/i18n/locale-format'

const styles = contentBody()

/**
 * The body of a content-service page: FAQ questions that open one by one, or prose sections. The page's own
 * heading and layout stay whatever the service does; when it is down the customer can try again.
 */
export function ContentBody({
  slug,
  content,
  variant = 'prose',
}: {
  slug: string
  content: ContentLoad | { status: 'loading' }
  variant?: 'prose' | 'faq'
}) {
  // While the route's loader reads the page (its pending page), a quiet placeholder stands where the text will be.
  return content.status === 'loading' ? <TextPlaceholder /> : <LoadedContentBody slug={slug} loaded={content} variant={variant} />
}

function TextPlaceholder() {
  const t = useT(contentMessages)
  return (
    <div className={styles.placeholder} aria-busy="true" aria-label={t('content.loading')}>
      {[92, 100, 84, 96, 70].map((width) => (
        <span key={width} style={{ width: `${width}%` }} />
      ))}
    </div>
  )
}

/** The page as the route's loader read it; its flow reads it again after "Try again". */
function LoadedContentBody({ slug, loaded, variant }: { slug: string; loaded: ContentLoad; variant: 'prose' | 'faq' }) {
  const content = useContentPage(slug, loaded)
  const t = useT(contentMessages)
  const format = useLocaleFormat()

  if (content.loading) return <TextPlaceholder />
  if (content.unavailable || content.missing) {
    return (
      <Card.Root variant="subtle">
        <Card.Body>
          <p role="status" className={styles.status}>
            {content.unavailable ? t('content.unavailable') : t('content.missing')}
          </p>
          {content.unavailable ? (
            <div>
              <Button variant="outline" onClick={content.retry}>
                {t('content.tryAgain')}
              </Button>
            </div>
          ) : null}
        </Card.Body>
      </Card.Root>
    )
  }

  const page = content.page!
  if (variant === 'faq') {
    return (
      <ul className={styles.questions}>
        {page.sections.map((section, index) =>
          // A question is its heading: an answer without one has nothing to open it by.
          section.heading ? (
            <li key={index}>
              <details className={styles.question}>
                <summary>
                  {section.heading}
                  <ChevronDownIcon size={20} aria-hidden="true" />
                </summary>
                <div className="answer">
                  <RichText blocks={section.body} />
                </div>
              </details>
            </li>
          ) : null,
        )}
      </ul>
    )
  }
  return (
    <div className={styles.prose}>
      {page.summary ? <p className={styles.summary}>{page.summary}</p> : null}
      {page.sections.map((section, index) => (
        <section key={index}>
          {section.heading ? <h2>{section.heading}</h2> : null}
          <RichText blocks={section.body} />
        </section>
      ))}
      {page.updatedAt ? <p className={styles.updated}>{t('content.updated', { date: format.longDate(page.updatedAt) })}</p> : null}
    </div>
  )
}
