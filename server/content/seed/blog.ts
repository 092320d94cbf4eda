import type { PostData } from '../schemas'

/** A post of the seeded blog: its slug (the same in every language) and its data. */
export interface SeedPost {
  slug: string
  data: PostData
}

/**
 * The blog's posts, oldest first (the order they are inserted in, so ids follow it; the blog lists them newest
 * first). Bodies are Markdown, as Strapi's Rich text field stores it. The prices quoted are the add-ons' (the add-on
 * catalogue, server/seed-data/catalogue.ts).
 */
export const POSTS: readonly SeedPost[] = [
  {
    slug: 'travel-passes-canada-mexico-europe',
    data: {
      title: 'Travelling this winter? Take your plan with you',
      summary:
        'A travel pass keeps your number, your texts and your data working in Canada, Mexico and eight European countries, for a fixed price you see before you pay.',
      cover: { file: 'blog-travel-pass.svg', alternativeText: 'A suitcase beside a phone showing a travel pass', width: 1200, height: 630 },
      publishedAt: '2026-10-14T15:00:00.000Z',
      body: `Roaming charges are the souvenir nobody wants. Before you fly, add a travel pass to your line from **My Account → Plans**: it starts on the day you choose and ends by itself, so there is nothing to cancel when you are back.

## Which pass to pick

- **Canada & Mexico, 7 days, $15**: talk, text and 5 GB of high-speed data a day.
- **Europe, 7 days, $25**: talk, text and 2 GB a day in France, Germany, Ireland, Italy, the Netherlands, Portugal, Spain and the United Kingdom.
- **Europe, 14 days, $40**: the same, for a longer trip.

The Unlimited Max plan already includes roaming in Canada and Mexico, so you only need a pass for Europe.

## Three tips before you board

1. **Buy the pass a day early.** It is ready the moment its first day begins, wherever you land.
2. **Turn on Wi-Fi Calling.** In a hotel with good Wi-Fi your calls stay clear and never touch your daily data.
3. **Download maps offline.** Navigation is the biggest data user on a trip; an offline map costs nothing.

Plans change? A pass that has not started yet can be cancelled from the same page, and the refund goes back to the card you paid with.`,
    },
  },
  {
    slug: 'how-to-set-up-esim',
    data: {
      title: 'Your eSIM in five minutes: a step-by-step guide',
      summary:
        'No SIM tray, no waiting for the mail. Here is how to check that your phone supports eSIM, scan your QR code and be on the network before your coffee gets cold.',
      cover: { file: 'blog-esim-guide.svg', alternativeText: 'A phone scanning a QR code to add an eSIM', width: 1200, height: 630 },
      publishedAt: '2026-11-05T15:00:00.000Z',
      body: `An eSIM is a SIM card built into your phone. Instead of a plastic card in the mail, you get a QR code the moment you check out, and your line is ready within minutes.

## Before you start

- **Is your phone unlocked?** A phone still paid off through another carrier may be locked to it: ask them to unlock it first.
- **Does it support eSIM?** At checkout we ask for your phone's IMEI (dial \`*#06#\` to see it) and tell you on the spot.
- **Are you on Wi-Fi?** The phone downloads your eSIM profile once, over any connection.

## Set it up

1. Choose **eSIM** at checkout and pay. Your QR code appears on the confirmation page and in **My Account → Plans**.
2. On your phone, open **Settings → Mobile data** (or **Cellular**) and tap **Add eSIM**.
3. Scan the QR code. No camera handy? Type the activation code shown under it instead.
4. Give the line a name, such as "Ring", and choose it for calls and data.

That is it: make a test call, and your line's page in My Account shows it as active.

## Moving to a new phone later

Getting a new phone does not mean a new number. On your line's page choose **Switch to a new phone**, and we send a fresh eSIM for the new one. The old phone's eSIM stops working as soon as the new one is on, and we email you when it happens, so you always know.`,
    },
  },
  {
    slug: 'more-5g-coverage-this-winter',
    data: {
      title: 'More 5G, fewer dead zones: what our network upgrade means for you',
      summary:
        'Our partner network has switched on new 5G sites across the Midwest and the Southeast. Here is where you will notice it, and what you need to do (nothing).',
      cover: {
        file: 'blog-network-5g.svg',
        alternativeText: 'A cell tower sending out 5G signal rings over a city',
        width: 1200,
        height: 630,
      },
      publishedAt: '2026-11-24T15:00:00.000Z',
      body: `Ring Mobile runs on one of the largest 5G networks in the country. This autumn that network switched on more than 1,200 new sites, most of them in places our customers told us about: highways between cities, college towns and the suburbs of Chicago, Atlanta and Nashville.

## What changes for you

- **Faster data where you already had 5G.** New sites share the load, so speeds hold up at busy times.
- **5G where you had 4G LTE.** Many smaller towns now have 5G for the first time.
- **Clearer calls indoors.** Low-band 5G reaches further into buildings than the signal it replaces.

## Do I need to do anything?

No. Every Ring Mobile plan includes 5G at no extra cost, on any 5G phone. If your phone shows LTE where you expect 5G, restart it once and check that **5G** is allowed in its mobile data settings.

> We do not build towers; we choose a network and keep a close eye on it. When it gets better, your plan gets better at the same price.

Questions about coverage where you live or work? Write to us from the [Contact Us](/contact-us) page and a real person will look it up for you.`,
    },
  },
]
