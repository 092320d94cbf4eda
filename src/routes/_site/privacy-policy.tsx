import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { LegalPage } from '@/features/content/legal'
import { loadContentPage } from '@/features/content/content-loader'
import { contentRoute, withLoaderData } from '../-content-route'

export const Route = createFileRoute('/_site/privacy-policy')({
  ...contentRoute((read) => loadContentPage('privacy-policy', read)),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <LegalPage slug="privacy-policy" content={{ status: 'loading' }} />,
  component: withLoaderData(getRouteApi('/_site/privacy-policy'), LegalPage, { slug: 'privacy-policy' }),
})
