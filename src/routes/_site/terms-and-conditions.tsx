import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { LegalPage } from '@/features/content/legal'
import { loadContentPage } from '@/features/content/content-loader'
import { contentRoute, withLoaderData } from '../-content-route'

export const Route = createFileRoute('/_site/terms-and-conditions')({
  ...contentRoute((read) => loadContentPage('terms-and-conditions', read)),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <LegalPage slug="terms-and-conditions" content={{ status: 'loading' }} />,
  component: withLoaderData(getRouteApi('/_site/terms-and-conditions'), LegalPage, { slug: 'terms-and-conditions' }),
})
