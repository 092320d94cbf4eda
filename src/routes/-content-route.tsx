import type { ComponentType } from 'react'
import type { ContentRead } from '@/api/content'
import { loaderRead, type LoaderArgs } from './-loader-read'

/**
 * What the content routes (about, faq, the legal pages, the blog list) share, spread into each one's options: the
 * loader reads the page from the content service in the page's language, and the page is drawn at once, its text
 * still on its way, from the moment a visitor goes to it (`pendingMs` / `pendingMinMs` 0).
 *
 * The page and its pending page stay written in each route's own options: the router plugin splits them into the
 * route's chunk (`codeSplitGroupings`) only from there, and leaves a spread, like this one, in the route tree.
 */
export function contentRoute<T>(load: (read: ContentRead) => Promise<T>) {
  return { loader: (args: LoaderArgs) => load(loaderRead(args)), pendingMs: 0, pendingMinMs: 0 }
}

/** The props a page takes besides `content`: none to give when it takes no other. */
type OtherProps<P> = keyof Omit<P, 'content'> extends never ? [] : [props: Omit<P, 'content'>]

/**
 * A route's page drawn with what its loader read (`route`: the route's `getRouteApi`), given its other props. Called
 * in the route's `component` option, which the router plugin splits into the route's chunk with the page.
 */
export function withLoaderData<P extends { content: unknown }>(
  route: { useLoaderData: () => P['content'] },
  Page: ComponentType<P>,
  ...[props]: OtherProps<P>
) {
  return function LoadedPage() {
    return <Page {...({ ...props, content: route.useLoaderData() } as P)} />
  }
}
