import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { FaqPage } from '@/features/content/faq-page'
import { loadContentPage } from '@/features/content/content-loader'
import { contentRoute, withLoaderData } from '../-content-route'

export const Route = createFileRoute('/_site/faq')({
  ...contentRoute((read) => loadContentPage('faq', read)),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <FaqPage content={{ status: 'loading' }} />,
  component: withLoaderData(getRouteApi('/_site/faq'), FaqPage),
})
