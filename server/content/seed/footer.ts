import type { FooterData } from '../schemas'

/** Ring Mobile's pages: name, link and the 24 px white glyph for the navy footer. */
const SOCIALS = [
  ['Facebook', 'https://www.facebook.com/ringmobile', 'facebook.svg'],
  ['Instagram', 'https://www.instagram.com/ringmobile', 'instagram.svg'],
  ['X', 'https://x.com/ringmobile', 'x.svg'],
  ['TikTok', 'https://www.tiktok.com/@ringmobile', 'tiktok.svg'],
  ['YouTube', 'https://www.youtube.com/@ringmobile', 'youtube.svg'],
] as const

/** The footer's "follow us" links, each logo's text alternative said by `alt` in the entry's language. */
const footer = (alt: (name: string) => string): FooterData => ({
  socials: SOCIALS.map(([name, link, file]) => ({ name, link, logo: { file, alternativeText: alt(name), width: 24, height: 24 } })),
})

export const FOOTER: FooterData = footer((name) => `Ring Mobile on ${name}`)

/** The Spanish footer: the same pages. */
export const FOOTER_ES: FooterData = footer((name) => `Ring Mobile en ${name}`)
