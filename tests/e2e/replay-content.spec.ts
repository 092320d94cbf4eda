/**
 * The covering scenarios of a content-service page (the FAQ), replayed in Chromium (tests/e2e/replay.ts). A page
 * opened by address arrives prerendered with its content (the machine starts where the server's render ended), so
 * each scenario opens the home page and follows the FAQ link: the page then asks the content service itself, and
 * that call is answered at the network in the service's own (Strapi) shape.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import { contentPageSamples, faqPage } from '../machines/content-page.samples'
import { HttpResponse } from '../support/provider'
import { replay, type Event } from './replay'

/** The machine's page as the content service sends it. */
function strapiPages(event: Event) {
  const page = event.output as typeof faqPage | null
  if (!page) return HttpResponse.json({ data: [], meta: {} })
  const { slug, title, summary, sections, updatedAt } = page
  const attributes = { slug, title, summary, updatedAt, sections: sections.map((section, index) => ({ id: index + 1, ...section })) }
  return HttpResponse.json({ data: [{ id: 1, attributes }], meta: {} })
}

const body = (page: Page) => page.getByRole('main')

replay('contentPage', {
  samples: contentPageSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/',
  open: async (page) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page).toHaveURL(/\/faq$/)
  },
  calls: { loadPage: [{ url: '/api/ring-mobile-pages*', body: strapiPages }] },
  act: {
    'content.retry': (page) => body(page).getByRole('button', { name: 'Try again' }).click(),
  },
  see: {
    loading: async (page) => {
      await expect(body(page).getByLabel('Loading', { exact: true })).toHaveAttribute('aria-busy', 'true')
      await expect(body(page).getByText('Can I keep my number?')).toHaveCount(0)
    },
    ready: async (page) => {
      await expect(body(page).getByLabel('Loading', { exact: true })).toHaveCount(0)
      const question = body(page).locator('summary', { hasText: 'Can I keep my number?' })
      await expect(question).toBeVisible()
      await question.click()
      await expect(body(page).getByText('Tell us your old carrier details.', { exact: true })).toBeVisible()
    },
    missing: async (page) => {
      await expect(body(page).getByRole('status')).toHaveText(
        'This page is being written. Meanwhile, our team is happy to answer any question.',
      )
      await expect(body(page).getByRole('button', { name: 'Try again' })).toHaveCount(0)
    },
    unavailable: async (page) => {
      await expect(body(page).getByRole('status')).toHaveText(
        "We couldn't load this page just now. Please check your connection and try again.",
      )
      await expect(body(page).getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
  },
})
