import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { FaqPage } from '@/features/content/faq-page'
import { loadContentPage } from '@/features/content/content-loader'
import { loaderRead } from '../-loader-read'

export const Route = createFileRoute('/_site/faq')({
  loader: (args) => loadContentPage('faq', loaderRead(args)),
  // The page itself, its text still on its way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <FaqPage content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function FaqPageRoute() {
    return <FaqPage content={getRouteApi('/_site/faq').useLoaderData()} />
  },
})
