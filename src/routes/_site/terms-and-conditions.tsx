import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/content/terms-page'
import { loadContentPage } from '@/features/content/content-loader'

export const Route = createFileRoute('/_site/terms-and-conditions')({
  loader: ({ context, abortController }) => loadContentPage('terms-and-conditions', { fetch: context.fetch, signal: abortController.signal }),
  component: function TermsPageRoute() {
    return <TermsPage content={Route.useLoaderData()} />
  },
})
