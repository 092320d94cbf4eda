import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { LegalPage } from '@/features/content/legal'
import { loadContentPage } from '@/features/content/content-loader'
import { loaderRead } from '../-loader-read'

export const Route = createFileRoute('/_site/privacy-policy')({
  loader: (args) => loadContentPage('privacy-policy', loaderRead(args)),
  // The page itself, its text still on its way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <LegalPage slug="privacy-policy" content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function PrivacyPolicyPageRoute() {
    return <LegalPage slug="privacy-policy" content={getRouteApi('/_site/privacy-policy').useLoaderData()} />
  },
})
