import { assign, setup } from 'xstate'
import type { ContentPage } from '@contract/content'
// From results, not the form kit: the FAQ and other content pages then load no zod (`npm run bench:bundle`).
import { providedByApp } from './provided'
import { retryState, withAnswer, type MachineTypes } from './chart'

export interface ContentPageContext {
  slug: string
  page: ContentPage | null
}

/**
 * A content page (about, faq, terms-and-conditions, privacy-policy) from the content service. The page's own
 * heading shows at once; the body arrives with the content. A service that is down says so and offers a retry.
 */
export const contentPageMachine = setup({
  types: {} as MachineTypes<ContentPageContext, { type: 'content.retry' }, { slug: string }>,
  actors: {
    /** GET {content}/api/ring-mobile-pages?filters[slug][$eq]=… */
    loadPage: providedByApp<ContentPage | null, { slug: string }>('loadPage'),
  },
  guards: { isFound: (_, page: ContentPage | null) => page !== null },
}).createMachine({
  id: 'contentPage',
  description: 'Showing a page of the content service: about, FAQ, terms, privacy.',
  context: ({ input }) => ({ slug: input.slug, page: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The heading shows; a quiet placeholder stands where the text will be.',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: withAnswer('isFound'),
            target: 'ready',
            actions: assign({ page: ({ event }) => event.output }),
            description: 'The page’s text',
          },
          { target: 'missing', description: 'The service has no such page' },
        ],
        onError: { target: 'unavailable', description: 'The content service did not answer' },
      },
    },
    ready: { description: 'The sections of the page.' },
    missing: { description: 'No text for this page yet: a short note and the way to contact us.' },
    unavailable: retryState('The text could not be loaded: say so and offer to try again.', 'content.retry'),
  },
})
