import { screen, within } from '@testing-library/react'
import { setupUser } from './user'
import { describe, expect, it } from 'vitest'
import { networkError } from '../support/provider'
import { stubApi } from './api-stub'
import { renderApp } from './auth-harness'

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

describe('content pages', () => {
  it('the FAQ shows every question from the content service, each opening to its answer', async () => {
    stubApi({ 'GET /api/ring-mobile-pages': () => Response.json(faq) })
    renderApp('/faq')
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

  it('draws Markdown and Blocks bodies as text, lists and safe links; an empty body or heading does not fail the page', async () => {
    const text = (value: string, modifiers: Record<string, boolean> = {}) => ({ type: 'text', text: value, ...modifiers })
    const about = {
      data: [
        {
          id: 1,
          documentId: 'about01',
          slug: 'about',
          title: 'About Ring Mobile',
          summary: null,
          sections: [
            {
              id: 1,
              heading: 'Markdown',
              body: 'One **bold** and _italic_ <u>word</u>.\n\n1. first\n2. second\n\n[our plans](/shop) [trap](javascript:alert(1))',
            },
            {
              id: 2,
              heading: 'Blocks',
              body: [
                { type: 'heading', level: 1, children: [text('A body heading')] },
                { type: 'paragraph', children: [text('struck', { strikethrough: true }), text(' '), text('*#06#', { code: true })] },
                { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('a point')] }] },
                {
                  type: 'paragraph',
                  children: [{ type: 'link', url: 'https://www.fcc.gov/', children: [text('FCC')] }, { type: 'unknown-node' }],
                },
              ],
            },
            { id: 3, heading: 'Empty for now', body: null },
          ],
        },
      ],
    }
    stubApi({ 'GET /api/ring-mobile-pages': () => Response.json(about) })
    renderApp('/about')
    expect(await screen.findByRole('heading', { level: 2, name: 'Markdown' })).toBeInTheDocument()
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(screen.getByText('italic').tagName).toBe('EM')
    expect(screen.getByText('word').tagName).toBe('U')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['first', 'second', 'a point']))
    expect(screen.getByRole('link', { name: 'our plans' })).toHaveAttribute('href', '/shop')
    expect(screen.queryByRole('link', { name: 'trap' })).toBeNull()
    expect(screen.getByText('trap')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'A body heading' })).toBeInTheDocument()
    expect(screen.getByText('struck').tagName).toBe('S')
    expect(screen.getByText('*#06#').tagName).toBe('CODE')
    // A paragraph holding a node the SPA does not know is left out; the rest of the body shows.
    expect(screen.queryByRole('link', { name: 'FCC' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Empty for now' })).toBeInTheDocument()
    expect(screen.queryByText(/couldn't load this page/)).toBeNull()
  })

  it('a content service that is down says so, keeps the heading, and a retry loads the text', async () => {
    let up = false
    stubApi({ 'GET /api/ring-mobile-pages': () => (up ? Response.json(faq) : networkError()) })
    renderApp('/faq')
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument()
    expect(await screen.findByText(/couldn't load this page/)).toBeInTheDocument()
    up = true
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('How do I cancel?')).toBeInTheDocument()
  })

  it('brings the footer links back with the page once "Try again" works, for a visitor who arrived during the outage', async () => {
    let up = false
    const footer = {
      data: {
        id: 1,
        attributes: { socials: [{ id: 1, name: 'Facebook', link: 'https://facebook.com/ringmobile', logo: { data: null } }] },
      },
    }
    stubApi({
      'GET /api/ring-mobile-pages': () => (up ? Response.json(faq) : networkError()),
      'GET /api/ring-mobile-footer': () => (up ? Response.json(footer) : networkError()),
    })
    renderApp('/faq')
    const contentinfo = await screen.findByRole('contentinfo')
    expect(await screen.findByText(/couldn't load this page/)).toBeInTheDocument()
    expect(within(contentinfo).queryByText('Follow us')).toBeNull()
    up = true
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('How do I cancel?')).toBeInTheDocument()
    expect(await within(contentinfo).findByRole('link', { name: /facebook/i })).toHaveAttribute('href', 'https://facebook.com/ringmobile')
  })
})
