import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { FaqPage } from '@/features/content/faq-page'
import { loadContentPage } from '@/features/content/content-loader'

export const Route = createFileRoute('/_site/faq')({
  loader: ({ context, abortController }) =>
    loadContentPage('faq', {
      settings: context.settings,
      fetch: context.fetch,
      signal: abortController.signal,
      language: context.actors.language.get(),
    }),
  // The page itself, its text still on its way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <FaqPage content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function FaqPageRoute() {
    return <FaqPage content={getRouteApi('/_site/faq').useLoaderData()} />
  },
})
