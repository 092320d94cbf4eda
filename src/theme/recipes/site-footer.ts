import { defineSlotRecipe } from '@pandacss/dev'

/** The site footer (`SiteFooter`): brand and social links, a link row per width, the language switch and the small print. */
export const siteFooter = defineSlotRecipe({
  className: 'site-footer',
  description: 'The site footer: brand, social links, the two link rows, language and small print',
  slots: [
    'footer',
    'top',
    'brand',
    'tagline',
    'follow',
    'followTitle',
    'followText',
    'socials',
    'social',
    'rowDesktop',
    'rowDesktopList',
    'rowMobile',
    'rowMobileList',
    'link',
    'linkDesktop',
    'linkMobile',
    'bottom',
  ],
  base: {
    footer: {
      mt: 'auto',
      bg: 'navy.900',
      color: 'navy.100',
      backgroundImage: 'radial-gradient(ellipse 50% 80% at 100% 0%, rgba(255, 90, 71, 0.10), transparent 70%)',
    },

    top: {
      display: 'grid',
      gap: { base: '8', md: '12' },
      gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) auto' },
      alignItems: 'start',
      pt: { base: '12', md: '16' },
      pb: { base: '8', md: '12' },
    },

    brand: { display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '26rem' },

    tagline: { color: 'navy.200', fontSize: 'md', lineHeight: '1.6' },

    follow: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      md: { alignItems: 'flex-end', textAlign: 'right' },
    },

    followTitle: { fontFamily: 'heading', fontWeight: '750', fontSize: 'lg', color: 'white' },

    followText: { color: 'navy.200', fontSize: 'sm' },

    socials: { display: 'flex', flexWrap: 'wrap', gap: '2.5' },

    social: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '11',
      height: '11',
      borderRadius: 'full',
      bg: 'rgba(255, 255, 255, 0.08)',
      borderWidth: '1px',
      borderColor: 'border.onBrand',
      color: 'white',
      fontWeight: '800',
      textDecoration: 'none',
      transition: 'background-color 150ms, transform 150ms',
      _hover: { bg: 'rgba(255, 255, 255, 0.16)', transform: 'translateY(-1px)' },
      '& img': { width: '5', height: '5', objectFit: 'contain' },
    },

    rowDesktop: { display: { base: 'none', md: 'block' }, borderTopWidth: '1px', borderColor: 'border.onBrand' },

    rowDesktopList: { display: 'flex', flexWrap: 'wrap', gap: '1', py: '5', mx: '-3' },

    rowMobile: { display: { base: 'block', md: 'none' }, borderTopWidth: '1px', borderColor: 'border.onBrand' },

    rowMobileList: { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '4', py: '4' },

    link: {
      display: 'inline-flex',
      alignItems: 'center',
      color: 'navy.100',
      fontSize: 'sm',
      fontWeight: '600',
      textDecoration: 'none',
      borderRadius: 'sm',
      transition: 'color 150ms',
      _hover: { color: 'white', textDecoration: 'underline', textUnderlineOffset: '4px' },
    },

    linkDesktop: { px: '3', py: '1.5' },

    linkMobile: { minHeight: '11', py: '2' },

    bottom: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      flexWrap: 'wrap',
      alignItems: { base: 'flex-start', sm: 'center' },
      gap: { base: '3', sm: '2' },
      justifyContent: 'space-between',
      borderTopWidth: '1px',
      borderColor: 'border.onBrand',
      py: '6',
      fontSize: 'sm',
      color: 'navy.200',
    },
  },
  staticCss: ['*'],
})
