import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { loadBlogPosts } from '@/features/content/blog-loader'
import { BlogPage } from '@/features/content/blog-page'
import { loaderRead } from '../-loader-read'

export const Route = createFileRoute('/_site/blog/')({
  loader: (args) => loadBlogPosts(loaderRead(args)),
  // The page itself, its posts still on their way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <BlogPage content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function BlogPageRoute() {
    return <BlogPage content={getRouteApi('/_site/blog/').useLoaderData()} />
  },
})
