import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router'
import { loadBlogPost } from '@/features/content/blog-loader'
import { BlogPostPage } from '@/features/content/blog-post-page'
import { NotFoundContent } from '@/features/pages/not-found-content'
import { loaderRead } from '../-loader-read'

/** A post of the blog; a slug the content service has no post for is the not-found page, with status 404. */
export const Route = createFileRoute('/_site/blog/$slug')({
  loader: async (args) => {
    const loaded = await loadBlogPost(args.params.slug, loaderRead(args))
    if (loaded.status === 'missing') throw notFound()
    return loaded
  },
  // The post's own title and summary in the page's head, over the blog's.
  head: ({ loaderData }) =>
    loaderData?.status === 'found'
      ? {
          meta: [
            { title: `${loaderData.post.title} | Ring Mobile` },
            ...(loaderData.post.summary ? [{ name: 'description', content: loaderData.post.summary }] : []),
          ],
        }
      : {},
  codeSplitGroupings: [['component', 'pendingComponent'], ['notFoundComponent']],
  pendingComponent: () => <BlogPostPage content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function BlogPostRoute() {
    const loaded = getRouteApi('/_site/blog/$slug').useLoaderData()
    return <BlogPostPage content={loaded} />
  },
  notFoundComponent: NotFoundContent,
})
