/**
 * Screenshots for looking at the app as a person would: `npx tsx scripts/screenshots.ts [baseURL] [paths...]`.
 * Writes screenshots/<path>-<width>.png at 375 and 1280 px (full page) in Debian's Chromium.
 * Set TOKEN to a bearer token to see signed-in pages, LOCALE to a browser language (`es-MX`: its Accept-Language, a
 * first visit's page language) to see the pages in it (the files are then named <path>-<width>-<locale>.png).
 */
import { mkdirSync } from 'node:fs'
import { chromium as browserType } from 'playwright-core'
import { chromium, locate } from './lib/system-deps'

const [baseURL = 'http://127.0.0.1:8787', ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/', '/shop', '/login', '/faq', '/does-not-exist']
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number)
const locale = process.env.LOCALE

mkdirSync('screenshots', { recursive: true })
const browser = await browserType.launch({
  executablePath: locate(chromium) ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 }, ...(locale && { locale }) })
  if (process.env.TOKEN) await context.addInitScript((token) => localStorage.setItem('token', token), process.env.TOKEN)
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' })
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
    const file = `screenshots/${name}-${width}${locale ? `-${locale}` : ''}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' })
    console.log(file)
  }
  await context.close()
}
await browser.close()
