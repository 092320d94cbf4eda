import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { LegalPage } from '@/features/content/legal'
import { loadContentPage } from '@/features/content/content-loader'

export const Route = createFileRoute('/_site/terms-and-conditions')({
  loader: ({ context, abortController }) =>
    loadContentPage('terms-and-conditions', {
      settings: context.settings,
      fetch: context.fetch,
      signal: abortController.signal,
      language: context.actors.language.get(),
    }),
  // The page itself, its text still on its way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <LegalPage slug="terms-and-conditions" content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function TermsPageRoute() {
    return <LegalPage slug="terms-and-conditions" content={getRouteApi('/_site/terms-and-conditions').useLoaderData()} />
  },
})
