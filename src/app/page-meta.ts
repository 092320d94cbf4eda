import { useEffect } from 'react'
import { getPageMetas, matchPageMeta, type PageMeta } from '../api/content'

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
    let cancelled = false
    loadMetas().then((metas) => {
      if (cancelled) return
      const meta = matchPageMeta(metas, pathname)
      document.title = meta?.metaTitle ?? fallback.title
      descriptionTag().content = meta?.metaDescription ?? fallback.description
    })
    return () => {
      cancelled = true
    }
  }, [pathname])
}
