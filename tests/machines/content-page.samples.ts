/** Sample events of the contentPage machine: shared by its path tests and the scenario catalogue. */
import { contentPageMachine } from '@machines/content-page.machine'
import type { MachineSamples } from '../support/machine-graph'
import { bare } from './sample-events'

export const faqPage = {
  slug: 'faq',
  title: 'Frequently asked questions',
  summary: '',
  sections: [{ heading: 'Can I keep my number?', body: 'Yes.\n\nTell us your old carrier details.' }],
  updatedAt: '2026-01-01T00:00:00.000Z',
}

export const contentPageSamples = {
  machine: contentPageMachine,
  inputs: { 'the FAQ': { slug: 'faq' } },
  events: {
    'xstate.done.actor.loadPage': [
      { type: 'xstate.done.actor.loadPage', output: faqPage } as never,
      { type: 'xstate.done.actor.loadPage', output: null } as never,
    ],
    'xstate.error.actor.loadPage': [{ type: 'xstate.error.actor.loadPage', error: { status: 0, message: 'down' } } as never],
    ...bare('content.retry'),
  },
} satisfies MachineSamples<typeof contentPageMachine>
