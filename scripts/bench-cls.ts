/**
 * `npx tsx scripts/bench-cls.ts [baseURL] [paths...]`: layout shift per page at 375 and 1280 px, as a slow phone
 * would see it (4× CPU slowdown, a slow network via CDP), with the elements that moved. For finding what needs its
 * space reserved (goal: CLS ≤ 0.02); `npm run bench:lighthouse` gives the figures of record.
 * TOKEN=<bearer> signs in; CART=1 puts a plan in the cart first.
 */
import { chromium as browserType } from 'playwright-core'
import { chromium, locate } from './lib/system-deps'

const [baseURL = 'http://127.0.0.1:8787', ...rest] = process.argv.slice(2)
const paths = rest.length ? rest : ['/', '/shop', '/faq', '/about', '/login', '/cart', '/does-not-exist']
const CART = { id: 'plan-basic', retailName: 'Basic', retailPrice: 15, retailDescription: '' }

const browser = await browserType.launch({
  executablePath: locate(chromium) ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
})
console.log('page                          width     CLS  moved')
for (const path of paths) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 } })
    await context.addInitScript(
      ({ token, cart }) => {
        if (token) localStorage.setItem('token', token)
        if (cart) localStorage.setItem('cart', cart)
        const shifts: { value: number; nodes: string[] }[] = []
        ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
            if (entry.hadRecentInput) continue
            const nodes = (entry.sources ?? []).map(({ node }) => {
              const element = node instanceof Element ? node : node?.parentElement
              if (!element) return '?'
              const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''
              return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label}"`
            })
            shifts.push({ value: entry.value, nodes })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      },
      { token: process.env.TOKEN ?? '', cart: process.env.CART ? JSON.stringify(CART) : '' },
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    })
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle', timeout: 60_000 })
    await page.waitForTimeout(500)
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts)
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0)
    const moved = shifts
      .filter((shift) => shift.value > 0.001)
      .map((shift) => `${shift.value.toFixed(3)} ${shift.nodes.slice(0, 2).join(', ')}`)
    console.log(`${path.padEnd(30)}${String(width).padStart(5)}  ${cls.toFixed(3)}  ${moved.join(' | ')}`)
    await context.close()
  }
}
await browser.close()
