import type { FooterData } from '../schemas'

/** A "follow us" link: Ring Mobile's page on `name`, with its 24 px white glyph `file` for the navy footer. */
const social = (name: string, link: string, file: string) => ({
  name,
  link,
  logo: { file, alternativeText: `Ring Mobile on ${name}`, width: 24, height: 24 },
})

/** The footer's "follow us" links. */
export const FOOTER: FooterData = {
  socials: [
    social('Facebook', 'https://www.facebook.com/ringmobile', 'facebook.svg'),
    social('Instagram', 'https://www.instagram.com/ringmobile', 'instagram.svg'),
    social('X', 'https://x.com/ringmobile', 'x.svg'),
    social('TikTok', 'https://www.tiktok.com/@ringmobile', 'tiktok.svg'),
    social('YouTube', 'https://www.youtube.com/@ringmobile', 'youtube.svg'),
  ],
}
