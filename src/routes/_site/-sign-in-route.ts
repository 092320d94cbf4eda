import { mayRedirect } from '@/app/hydration'
import { signInPageBeforeLoad } from '@/lib/route-search'

type SignInPageArgs = Omit<Parameters<typeof signInPageBeforeLoad>[0], 'mayRedirect'>

/**
 * What the routes of the pages that sign a customer in share (/login and its steps, /register): the browser draws
 * the page (`ssr: false`: it starts from what this browser remembers; the server sends its frame), its search is
 * read by `validateSearch`, and a customer already signed in goes on instead (`signInPageBeforeLoad`), once the page
 * has hydrated. Spread into the route's options; the component, its pending frame and their chunk stay written in the
 * route file, where the router plugin's code splitting reads them.
 */
export function signInRoute<Search extends { email?: string; redirect?: string }>(
  routeId: string,
  validateSearch: (search: Record<string, unknown>) => Search,
) {
  return {
    ssr: false as const,
    validateSearch,
    beforeLoad: (args: SignInPageArgs) => signInPageBeforeLoad({ ...args, mayRedirect: () => mayRedirect(routeId) }),
  }
}
