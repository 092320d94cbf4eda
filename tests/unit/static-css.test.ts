import { parseAst } from 'vite'
import { css } from 'styled-system/css'
import { describe, expect, it } from 'vitest'
import { inlineCss } from '@scripts/lib/static-css'

/** What the build makes of a module: the code with its literal css() calls written out, or null when unchanged. */
function inline(code: string) {
  return inlineCss(code, parseAst(code) as never, css as (...styles: unknown[]) => string)?.code ?? null
}

const IMPORT = "import { css } from 'styled-system/css'\n"

describe('writing out literal css() calls at build time', () => {
  it("replaces a call written in literals with the very string Panda's css() returns", () => {
    const styles = {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
      _hover: { color: 'fg.muted' },
      mt: -2,
      srOnly: true,
    }
    const out = inline(`${IMPORT}const meters = css(${JSON.stringify(styles)})\nexport { meters }`)
    expect(out).toBe(`${IMPORT}const meters = ${JSON.stringify(css(styles))}\nexport { meters }`)
    // One class per property and condition: display, the two columns, the hover colour, the margin, srOnly.
    expect(css(styles).split(' ')).toHaveLength(6)
  })

  it('replaces calls inside components and with several style objects, and keeps the text around them', () => {
    const code = `${IMPORT}const é = 'ü'\nfunction Row() { return h('div', { className: css({ p: '4' }, { p: \`2\`, color: 'red' }) }) }`
    expect(inline(code)).toBe(
      `${IMPORT}const é = 'ü'\nfunction Row() { return h('div', { className: ${JSON.stringify(css({ p: '4' }, { p: '2', color: 'red' }))} }) }`,
    )
  })

  it('leaves a call alone when any part of it is not a literal', () => {
    for (const arg of [
      '{ ...stack(), p: "4" }',
      '{ p: size }',
      '{ p: wide ? "4" : "2" }',
      '{ [key]: "4" }',
      'styles',
      '{ p: `${n}px` }',
      '{ m: [1, ...rest] }',
    ]) {
      expect(inline(`${IMPORT}const a = css(${arg})`)).toBeNull()
    }
    expect(inline(`${IMPORT}const a = css()`)).toBeNull()
  })

  it('keeps one literal call and leaves the other in the same module', () => {
    const out = inline(`${IMPORT}const a = css({ p: '4' })\nconst b = css({ p: gap })`)
    expect(out).toBe(`${IMPORT}const a = ${JSON.stringify(css({ p: '4' }))}\nconst b = css({ p: gap })`)
  })

  it("writes out a call that uses a shared piece held in the module's top-level const", () => {
    const rings = { content: '""', position: 'absolute', right: { base: '-260px', md: '-140px' } }
    const code = `${IMPORT}const rings = ${JSON.stringify(rings)}\nconst band = css({ bg: 'navy.50', _after: rings })`
    expect(inline(code)).toBe(
      `${IMPORT}const rings = ${JSON.stringify(rings)}\nconst band = ${JSON.stringify(css({ bg: 'navy.50', _after: rings }))}`,
    )
    // A piece built from another piece.
    const nested = `${IMPORT}const gap = '4'\nconst pad = { p: gap }\nconst a = css(pad, { m: gap })`
    expect(inline(nested)).toBe(
      `${IMPORT}const gap = '4'\nconst pad = { p: gap }\nconst a = ${JSON.stringify(css({ p: '4' }, { m: '4' }))}`,
    )
  })

  it('leaves a call alone whose shared piece may change or is another binding', () => {
    const piece = "{ position: 'absolute' }"
    for (const code of [
      `let rings = ${piece}\nconst a = css({ _after: rings })`,
      `const rings = ${piece}\nrings.top = '0'\nconst a = css({ _after: rings })`,
      `const rings = ${piece}\ndelete rings.position\nconst a = css({ _after: rings })`,
      `const rings = ${piece}\nfunction f(rings) { return css({ _after: rings }) }`,
      `const rings = ${piece}\nfunction f() { const rings = other(); return css({ _after: rings }) }`,
      `const rings = make()\nconst a = css({ _after: rings })`,
    ]) {
      expect(inline(`${IMPORT}${code}`), code).toBeNull()
    }
  })

  it('follows the name css() was imported under, and no other function', () => {
    expect(inline(`import { css as style } from 'styled-system/css'\nconst a = style({ p: '4' })\nconst b = css({ p: '4' })`)).toBe(
      `import { css as style } from 'styled-system/css'\nconst a = ${JSON.stringify(css({ p: '4' }))}\nconst b = css({ p: '4' })`,
    )
    expect(inline(`import { css } from './elsewhere'\nconst a = css({ p: '4' })`)).toBeNull()
  })

  it('leaves a module alone that binds the name again', () => {
    expect(inline(`${IMPORT}const a = css({ p: '4' })\nfunction f(css) { return css({ p: '4' }) }`)).toBeNull()
    expect(inline(`${IMPORT}const a = css({ p: '4' })\n{ const css = (x) => x; css({ p: '4' }) }`)).toBeNull()
  })
})
