import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { setupUser } from './user'
import { describe, expect, it } from 'vitest'
import { createAppActors } from '@/app/actors'
import { AppActorsProvider } from '@/app/app-context'
import { routeTree } from '@/routeTree.gen'
import { networkError } from '../support/provider'
import { stubApi } from './api-stub'

const faq = {
  data: [
    {
      id: 1,
      attributes: {
        slug: 'faq',
        title: 'Frequently asked questions',
        summary: null,
        sections: [
          { id: 1, heading: 'Can I keep my current phone number?', body: 'Yes, you can.\n\nWe need your old account number.' },
          { id: 2, heading: 'How do I cancel?', body: 'Any time, from My Account.' },
        ],
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    },
  ],
  meta: {},
}

function renderAt(path: string) {
  const actors = createAppActors()
  const router = createRouter({ routeTree, context: { actors }, history: createMemoryHistory({ initialEntries: [path] }) })
  render(
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </AppActorsProvider>,
  )
}

describe('content pages', () => {
  it('the FAQ shows every question from the content service, each opening to its answer', async () => {
    stubApi({ 'GET /api/ring-mobile-pages': () => Response.json(faq) })
    renderAt('/faq')
    const question = await screen.findByText('Can I keep my current phone number?')
    expect(screen.getByText('How do I cancel?')).toBeInTheDocument()
    const details = question.closest('details')!
    expect(details.open).toBe(false)
    await setupUser().click(question)
    expect(details.open).toBe(true)
    // Paragraphs are split at blank lines.
    expect(screen.getByText('Yes, you can.')).toBeInTheDocument()
    expect(screen.getByText('We need your old account number.')).toBeInTheDocument()
  })

  it('a content service that is down says so, keeps the heading, and a retry loads the text', async () => {
    let up = false
    stubApi({ 'GET /api/ring-mobile-pages': () => (up ? Response.json(faq) : networkError()) })
    renderAt('/faq')
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument()
    expect(await screen.findByText(/couldn't load this page/)).toBeInTheDocument()
    up = true
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('How do I cancel?')).toBeInTheDocument()
  })
})
