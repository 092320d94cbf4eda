import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { AboutPage } from '@/features/content/about-page'
import { loadContentPage } from '@/features/content/content-loader'
import { loaderRead } from '../-loader-read'

export const Route = createFileRoute('/_site/about')({
  loader: (args) => loadContentPage('about', loaderRead(args)),
  // The page itself, its text still on its way, from the moment a visitor goes to it.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: () => <AboutPage content={{ status: 'loading' }} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: function AboutPageRoute() {
    return <AboutPage content={getRouteApi('/_site/about').useLoaderData()} />
  },
})
