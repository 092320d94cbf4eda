import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { LegalPage } from '@/features/content/legal'
import { loadContentPage } from '@/features/content/content-loader'
import { loaderRead } from '../-loader-read'

export const Route = createFileRoute('/_site/terms-and-conditions')({
  loader: (args) => loadContentPage('terms-and-conditions', loaderRead(args)),
  // The page itself, its text still on its way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <LegalPage slug="terms-and-conditions" content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function TermsPageRoute() {
    return <LegalPage slug="terms-and-conditions" content={getRouteApi('/_site/terms-and-conditions').useLoaderData()} />
  },
})
