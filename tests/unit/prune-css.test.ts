import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { pruneUnused } from '@scripts/lib/prune-css'

const sheet = [
  '@layer tokens{:where(:root){--colors-navy:#0b1f4d;--colors-rose:#f43f5e;--colors-accent:var(--colors-navy);',
  '--colors-unused-alias:var(--colors-rose);--durations-page:.5s;--spacing-4:1rem}}',
  '@layer utilities{.c_accent{color:var(--colors-accent)}.p_4{padding:var(--spacing-4)}.anim{animation:spin 1s}}',
  '@keyframes spin{to{rotate:1turn}}@keyframes ping{to{scale:2}}',
].join('')

function prune(scripts: string) {
  const root = postcss.parse(sheet)
  pruneUnused([root], scripts)
  return root.toString()
}

describe('pruning the build CSS', () => {
  it('keeps the tokens a rule reads and the tokens those read, and drops the rest', () => {
    const css = prune('')
    expect(css).toContain('--colors-accent:var(--colors-navy)')
    expect(css).toContain('--colors-navy:#0b1f4d')
    expect(css).toContain('--spacing-4:1rem')
    expect(css).not.toContain('--colors-rose')
    expect(css).not.toContain('--colors-unused-alias')
  })

  it('keeps a token the JavaScript names, such as a value read with getComputedStyle', () => {
    expect(prune('getComputedStyle(root).getPropertyValue("--durations-page")')).toContain('--durations-page:.5s')
    expect(prune('')).not.toContain('--durations-page')
  })

  it('keeps the keyframes an animation or the JavaScript names', () => {
    expect(prune('')).toContain('@keyframes spin')
    expect(prune('')).not.toContain('@keyframes ping')
    expect(prune('el.animate("ping")')).toContain('@keyframes ping')
  })

  it('leaves rules outside the tokens layer alone', () => {
    expect(prune('')).toContain('.p_4{padding:var(--spacing-4)}')
  })
})
