import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { networkError } from '../support/provider'
import { renderApp, stubApi } from './auth-harness'

/** SPEC §2: the footer links, in this order, in both rows. */
const FOOTER_LINKS = [
  ['Home', '/'],
  ['Contact Us', '/contact-us'],
  ['About', '/about'],
  ['FAQ', '/faq'],
  ['My Account', '/dashboard'],
  ['Terms and Conditions', '/terms-and-conditions'],
  ['Privacy Policy', '/privacy-policy'],
]

const footerContent = {
  data: {
    id: 1,
    attributes: {
      socials: [
        {
          id: 1,
          name: 'Facebook',
          link: 'https://facebook.com/ringmobile',
          logo: { data: { attributes: { url: '/uploads/facebook.svg' } } },
        },
        {
          id: 2,
          name: 'Instagram',
          link: 'https://instagram.com/ringmobile',
          logo: { data: { attributes: { url: '/uploads/instagram.svg' } } },
        },
        { id: 3, name: 'X', link: 'https://x.com/ringmobile', logo: { data: null } },
      ],
    },
  },
}

const FOOTER_CALL = 'GET /api/ring-mobile-footer'

/** The footer's content call answered with `respond`; every other call answers 503. */
function stubFooter(respond: () => Response) {
  const api = stubApi({ [FOOTER_CALL]: respond })
  return { asked: () => api.callsTo(FOOTER_CALL).length > 0 }
}

async function renderSite(path = '/') {
  renderApp(path)
  return screen.findByRole('contentinfo')
}

// jsdom has no scrolling; the root route scrolls to the top on navigation.
beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo
})

describe('the site footer', () => {
  it('lists every SPEC §2 link in the desktop row and in the mobile row', async () => {
    stubApi({})
    const footer = await renderSite()
    for (const name of ['Footer', 'Footer links']) {
      const row = within(footer).getByRole('navigation', { name })
      const links = within(row).getAllByRole('link')
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(FOOTER_LINKS)
    }
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toHaveAttribute('data-row', 'desktop')
    expect(within(footer).getByRole('navigation', { name: 'Footer links' })).toHaveAttribute('data-row', 'mobile')
  })

  it('invites visitors to follow us, with social links that open in a new tab', async () => {
    const content = stubFooter(() => Response.json(footerContent))
    const footer = await renderSite()
    const facebook = await within(footer).findByRole('link', { name: /facebook/i })
    expect(within(footer).getByText('Follow us')).toBeInTheDocument()
    expect(content.asked()).toBe(true)

    const socials = ['Facebook', 'Instagram', 'X'].map((name) => within(footer).getByRole('link', { name: new RegExp(`^${name}\\b`) }))
    expect(socials.map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.com/ringmobile',
      'https://instagram.com/ringmobile',
      'https://x.com/ringmobile',
    ])
    for (const link of socials) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
    expect(facebook.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/uploads/facebook.svg'))
  })

  it.each([
    ['answers with an error', () => new Response('{}', { status: 503 })],
    ['cannot be reached', () => networkError()],
    ['answers with something unexpected', () => Response.json({ data: { attributes: { socials: 'nope' } } })],
  ])('shows no social links when the content service %s, without crashing', async (_case, respond) => {
    const content = stubFooter(respond)
    const footer = await renderSite('/about')
    await waitFor(() => expect(content.asked()).toBe(true))
    // Give the failed request time to settle; an unhandled rejection would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(within(footer).queryByText('Follow us')).toBeNull()
    expect(footer.querySelectorAll('a[target="_blank"]')).toHaveLength(0)
    expect(within(footer).getAllByRole('link', { name: 'Home' })).toHaveLength(2)
  })

  it('ends with the copyright line', async () => {
    stubApi({})
    const footer = await renderSite()
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Ring Mobile. All rights reserved.`)).toBeInTheDocument()
  })
})
