import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/content/faq-page'
import { loadContentPage } from '@/features/content/content-loader'

export const Route = createFileRoute('/_site/faq')({
  loader: ({ context, abortController }) => loadContentPage('faq', { fetch: context.fetch, signal: abortController.signal }),
  component: function FaqPageRoute() {
    return <FaqPage content={Route.useLoaderData()} />
  },
})
