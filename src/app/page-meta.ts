import { useEffect } from 'react'
import { getPageMetas, matchPageMeta, type PageMeta } from '../api/content'
import { prefetched } from '@/lib/prefetched'

let metasPromise: Promise<PageMeta[]> | null = null

/** The metadata list, fetched once per visit; a content service that is down yields an empty list. */
function loadMetas() {
  metasPromise ??= getPageMetas().catch(() => {
    metasPromise = null
    return []
  })
  return metasPromise
}

let defaults: { title: string; description: string } | null = null

function descriptionTag() {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.appendChild(tag)
  }
  return tag
}

/** Sets the page title and meta description from the content service, matched by the current path (SPEC §1). */
export function usePageMeta(pathname: string) {
  useEffect(() => {
    defaults ??= { title: document.title, description: descriptionTag().content }
    const fallback = defaults
    const apply = (meta: PageMeta | null | undefined) => {
      document.title = meta?.metaTitle ?? fallback.title
      descriptionTag().content = meta?.metaDescription ?? fallback.description
    }
    // A page rendered on the server came with its own metadata: the list (and the API client and zod with it)
    // loads at the first navigation instead of on the first load (issue 14).
    const seeded = prefetched<PageMeta | null>('meta')
    if (seeded !== undefined) {
      apply(seeded)
      return undefined
    }
    let cancelled = false
    loadMetas().then((metas) => {
      if (!cancelled) apply(matchPageMeta(metas, pathname))
    })
    return () => {
      cancelled = true
    }
  }, [pathname])
}
