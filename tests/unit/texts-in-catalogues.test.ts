/**
 * The rule of eslint.config.js that keeps every visible text in the catalogues (docs/decisions/0033-languages.md):
 * a JSX text, or a string given to aria-label, title, placeholder or alt, with a letter in it is reported anywhere in
 * src/; texts printed through `t(…)`, symbols and an SVG's brand lettering are not. Then the whole of src/ is
 * linted with it: no view of the site has a text outside the catalogues.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The messages of the rule for `source` linted as if it were a view in src/features. */
async function untranslated(source: string, file = 'src/features/shop/probe.tsx') {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: `${root}/${file}` })
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message)
}

// The first lint loads the config, its plugins and the resolver: done once here, with a budget of its own.
beforeAll(() => eslint.lintText('', { filePath: `${root}/src/features/shop/probe.tsx` }), 120_000)

describe('texts outside the catalogues', { timeout: 30_000 }, () => {
  it.each([
    ['a JSX text', 'export const P = () => <p>Your plan</p>', /^A JSX text outside the catalogues/],
    ['a Spanish JSX text', 'export const P = () => <p>Tu plan</p>', /^A JSX text/],
    ['a string in braces', "export const P = () => <p>{'Loading'}</p>", /^A string literal in JSX/],
    ['a string in a condition', "export const P = ({ a }) => <p>{a ? 'On' : 'Off'}</p>", /^A string literal in JSX/],
    ['a template literal', 'export const P = ({ n }) => <p>{`${n} items`}</p>', /^A template literal in JSX/],
    ['an aria-label', 'export const P = () => <button aria-label="Close" />', /^A string in aria-label, title, placeholder or alt/],
    ['a title', "export const P = () => <abbr title={'Gigabytes'}>GB</abbr>", /^A string in aria-label/],
    ['a placeholder', 'export const P = () => <input placeholder="Search" />', /^A string in aria-label/],
    ['an alt', 'export const P = () => <img alt="A phone" src="/a.svg" />', /^A string in aria-label/],
    ['a fallback aria-label', "export const P = ({ l }) => <nav aria-label={l ?? 'Main'} />", /^A string in aria-label/],
  ])('reports %s, saying where the text goes', async (_, source, message) => {
    const hits = await untranslated(source)
    expect(hits.length).toBeGreaterThanOrEqual(1)
    expect(hits[0]).toMatch(message)
    expect(hits[0]).toContain('src/i18n/catalogues/<area>/en.json and es.json')
  })

  it('reports them in components and routes too, not only in features', async () => {
    expect(
      await untranslated('export const P = () => <a href="#main">Skip to main content</a>', 'src/components/layout/probe.tsx'),
    ).toHaveLength(1)
    expect(await untranslated('export const P = () => <p>Back</p>', 'src/routes/probe.tsx')).toHaveLength(1)
  })

  it.each([
    ['a text from the catalogue', "export const P = ({ t }) => <p aria-label={t('shop.a')} title={t('shop.b')}>{t('shop.c')}</p>"],
    ['symbols and punctuation', 'export const P = ({ t }) => <p>{t("shop.a")} → · / – {"·"}</p>'],
    ['an SVG’s brand lettering', 'export const P = () => <svg aria-hidden="true"><text x="0" y="9">VISA</text></svg>'],
    ['values that are not texts', 'export const P = () => <input type="email" autoComplete="email" className="field" />'],
  ])('leaves %s alone', async (_, source) => {
    expect(await untranslated(source)).toEqual([])
  })

  it('finds none in src/', async () => {
    const results = await eslint.lintFiles(['src/**/*.tsx'])
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('outside the catalogues'))
        .map((message) => `${result.filePath.slice(root.length)}:${message.line}`),
    )
    expect(found).toEqual([])
  }, 120_000)
})
