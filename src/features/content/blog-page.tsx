import { useRouter } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { EmptyState, LoadFailedState, LoadingState } from '@/components/ui/empty-state'
import { DocumentIcon } from '@/components/ui/icons'
import { PostCard, PostList } from '@/components/ui/post-card'
import { blogMessages } from '@/i18n/catalogues/blog'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT } from '@/i18n/react'
import type { BlogListLoad } from './blog-loader'

/** /blog: the content service's posts, newest first, as cards (cover, date, title, summary). */
export function BlogPage({ content }: { content: BlogListLoad | { status: 'loading' } }) {
  const t = useT(blogMessages)
  const format = useLocaleFormat()
  // "Try again" runs the route's loader again, which reads the posts in the page's language.
  const router = useRouter()
  return (
    <Page eyebrow={t('blog.list.eyebrow')} title={t('blog.list.title')} intro={t('blog.list.intro')}>
      {content.status === 'loading' ? (
        <LoadingState label={t('blog.loading')} />
      ) : content.status === 'failed' ? (
        <LoadFailedState icon={<DocumentIcon />} message={t('blog.unavailable')} onRetry={() => void router.invalidate()} />
      ) : content.posts.length === 0 ? (
        <EmptyState icon={<DocumentIcon />} title={t('blog.list.empty')} role="status" />
      ) : (
        <PostList label={t('blog.list.label')}>
          {content.posts.map((post) => (
            <PostCard
              key={post.slug}
              slug={post.slug}
              title={post.title}
              summary={post.summary}
              cover={post.cover}
              date={post.publishedAt ? { iso: post.publishedAt, text: format.longDate(post.publishedAt) } : null}
              more={t('blog.list.readMore')}
            />
          ))}
        </PostList>
      )}
    </Page>
  )
}
