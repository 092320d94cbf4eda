import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { AboutPage } from '@/features/content/about-page'
import { loadContentPage } from '@/features/content/content-loader'
import { contentRoute, withLoaderData } from '../-content-route'

export const Route = createFileRoute('/_site/about')({
  ...contentRoute((read) => loadContentPage('about', read)),
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <AboutPage content={{ status: 'loading' }} />,
  component: withLoaderData(getRouteApi('/_site/about'), AboutPage),
})
