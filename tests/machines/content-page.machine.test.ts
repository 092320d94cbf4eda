import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { contentPageSamples, faqPage } from './content-page.samples'

describeMachinePaths({
  ...contentPageSamples,
  expectations: {
    loading: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // Each visit or retry asks the service once, for this page.
      expect(stepCalls.filter((c) => c.kind === 'actor')).toEqual([{ kind: 'actor', name: 'loadPage', input: { slug: 'faq' } }])
    },
    ready: ({ snapshot }) => expect(snapshot.context.page).toEqual(faqPage),
    missing: ({ snapshot }) => expect(snapshot.context.page).toBeNull(),
    unavailable: ({ snapshot }) => expect(snapshot.can({ type: 'content.retry' })).toBe(true),
  },
})
