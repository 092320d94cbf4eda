import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { loadBlogPosts } from '@/features/content/blog-loader'
import { BlogPage } from '@/features/content/blog-page'
import { contentRoute, withLoaderData } from '../-content-route'

export const Route = createFileRoute('/_site/blog/')({
  ...contentRoute(loadBlogPosts),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <BlogPage content={{ status: 'loading' }} />,
  component: withLoaderData(getRouteApi('/_site/blog/'), BlogPage),
})
