import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/content/about-page'
import { loadContentPage } from '@/features/content/content-loader'

export const Route = createFileRoute('/_site/about')({
  loader: ({ context, abortController }) => loadContentPage('about', { fetch: context.fetch, signal: abortController.signal }),
  component: function AboutPageRoute() {
    return <AboutPage content={Route.useLoaderData()} />
  },
})
