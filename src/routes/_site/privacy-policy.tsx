import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { LegalPage } from '@/features/content/legal'
import { loadContentPage } from '@/features/content/content-loader'

export const Route = createFileRoute('/_site/privacy-policy')({
  loader: ({ context, abortController }) =>
    loadContentPage('privacy-policy', {
      settings: context.settings,
      fetch: context.fetch,
      signal: abortController.signal,
      language: context.actors.language.get(),
    }),
  // The page itself, its text still on its way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <LegalPage slug="privacy-policy" content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function PrivacyPolicyPageRoute() {
    return <LegalPage slug="privacy-policy" content={getRouteApi('/_site/privacy-policy').useLoaderData()} />
  },
})
