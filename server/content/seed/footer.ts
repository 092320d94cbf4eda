import type { FooterData } from '../schemas'

/** The footer's "follow us" links; the logos are white glyphs for the navy footer. */
export const FOOTER: FooterData = {
  socials: [
    {
      name: 'Facebook',
      link: 'https://www.facebook.com/ringmobile',
      logo: { file: 'facebook.svg', alternativeText: 'Ring Mobile on Facebook', width: 24, height: 24 },
    },
    {
      name: 'Instagram',
      link: 'https://www.instagram.com/ringmobile',
      logo: { file: 'instagram.svg', alternativeText: 'Ring Mobile on Instagram', width: 24, height: 24 },
    },
    {
      name: 'X',
      link: 'https://x.com/ringmobile',
      logo: { file: 'x.svg', alternativeText: 'Ring Mobile on X', width: 24, height: 24 },
    },
    {
      name: 'TikTok',
      link: 'https://www.tiktok.com/@ringmobile',
      logo: { file: 'tiktok.svg', alternativeText: 'Ring Mobile on TikTok', width: 24, height: 24 },
    },
    {
      name: 'YouTube',
      link: 'https://www.youtube.com/@ringmobile',
      logo: { file: 'youtube.svg', alternativeText: 'Ring Mobile on YouTube', width: 24, height: 24 },
    },
  ],
}
