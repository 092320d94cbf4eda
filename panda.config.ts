import { defineConfig } from '@pandacss/dev'
import { globalCss, keyframes, recipes, semanticTokens, slotRecipes, textStyles, tokens } from './src/theme'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  // Short hashed class names: the server sends every page's markup, in which the readable atomic names made up
  // about half the bytes (`npm run bench:api` prints the pages' requests per second, which follow their size).
  hash: { className: true, cssVar: false },
  // Every variant of every recipe is in the sheet, so a variant passed as a prop (a wrapper's `tone`, `size`) has its
  // CSS whether or not Panda sees it written out.
  staticCss: { recipes: '*' },
  globalCss,
  theme: {
    // Min-width breakpoints. "Base" styles are the narrowest screens; SPEC §9 thresholds are "at or below":
    // sm = wider than 425 (order tables), md = wider than 850 (wide footer), lg = wider than 965 (desktop menu).
    breakpoints: { sm: '426px', md: '851px', lg: '966px', xl: '1280px' },
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
})
