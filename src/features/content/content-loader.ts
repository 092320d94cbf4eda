import { getContentPage, type ContentRead, type ContentPage } from '@/api/content'

/** A content page as its route's loader read it: the page, no such page yet, or a service that did not answer. */
export type ContentLoad = { status: 'found'; page: ContentPage } | { status: 'missing' } | { status: 'failed' }

/**
 * The content pages' loader (about, faq, terms-and-conditions, privacy-policy): the page from the content service in
 * the page's language (English when it has no translation), through `fetch` (the server renderer's in-process one,
 * or the browser's). A failure is part of the answer: the page's flow shows it with "Try again"
 * (machines/content-page.machine.ts).
 */
export function loadContentPage(slug: string, options: ContentRead): Promise<ContentLoad> {
  return orFailed(async () => {
    const page = await getContentPage(slug, options)
    return page ? { status: 'found', page } : { status: 'missing' }
  })
}

/** A loader's read whose failure is part of its answer: `{ status: 'failed' }`, never an error (all content loaders). */
export async function orFailed<T>(read: () => Promise<T>): Promise<T | { status: 'failed' }> {
  try {
    return await read()
  } catch {
    return { status: 'failed' }
  }
}
