import { Link, useRouter } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { Article } from '@/components/ui/article'
import { buttonStyle } from '@/components/ui/button'
import { LoadFailedState, LoadingState } from '@/components/ui/empty-state'
import { ArrowLeftIcon, DocumentIcon } from '@/components/ui/icons'
import { blogMessages } from '@/i18n/catalogues/blog'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT } from '@/i18n/react'
import type { BlogPostLoad } from './blog-loader'
import { RichText } from './rich-text'

type Shown = Exclude<BlogPostLoad, { status: 'missing' }> | { status: 'loading' }

/** /blog/<slug>: one post, its title and summary in the heading band, its cover and text as a readable article. */
export function BlogPostPage({ content }: { content: Shown }) {
  const t = useT(blogMessages)
  const format = useLocaleFormat()
  const router = useRouter()
  const back = (
    <Link to="/blog" className={buttonStyle({ variant: 'outline' })}>
      <ArrowLeftIcon size={18} aria-hidden="true" />
      {t('blog.post.back')}
    </Link>
  )
  if (content.status !== 'found') {
    return (
      <Page eyebrow={t('blog.list.eyebrow')} title={t('blog.list.title')} width="prose">
        {content.status === 'loading' ? (
          <LoadingState label={t('blog.loading')} />
        ) : (
          <LoadFailedState icon={<DocumentIcon />} message={t('blog.unavailable')} onRetry={() => void router.invalidate()} />
        )}
      </Page>
    )
  }
  const { post } = content
  return (
    <Page
      eyebrow={post.publishedAt ? t('blog.post.eyebrow', { date: format.longDate(post.publishedAt) }) : t('blog.list.eyebrow')}
      title={post.title}
      intro={post.summary || undefined}
      width="prose"
    >
      <Article
        cover={post.cover}
        foot={
          <>
            {back}
            <Link to="/shop" className={buttonStyle({ variant: 'ghost' })}>
              {t('blog.post.shop')}
            </Link>
          </>
        }
      >
        <RichText blocks={post.body} outline="article" />
      </Article>
    </Page>
  )
}
