import { getBlogPost, getBlogPosts, type BlogPost, type ContentRead } from '@/api/content'
import { orFailed } from './content-loader'

/** The blog list as its route's loader read it: the posts (maybe none), or a service that did not answer. */
export type BlogListLoad = { status: 'found'; posts: BlogPost[] } | { status: 'failed' }

/** A blog post as its route's loader read it; a slug with no post is the route's not-found page (404). */
export type BlogPostLoad = { status: 'found'; post: BlogPost } | { status: 'missing' } | { status: 'failed' }

/**
 * The blog list's loader: the posts of the content service's `ring-mobile-post` collection, newest first, in the
 * page's language (English for a post with no translation), through `fetch` (the server renderer's in-process one,
 * or the browser's). A failure is part of the answer: the page says so, with "Try again".
 */
export function loadBlogPosts(options: ContentRead): Promise<BlogListLoad> {
  return orFailed(async () => ({ status: 'found', posts: await getBlogPosts(options) }) as const)
}

/** One post's loader, as the list's. */
export function loadBlogPost(slug: string, options: ContentRead): Promise<BlogPostLoad> {
  return orFailed(async (): Promise<BlogPostLoad> => {
    const post = await getBlogPost(slug, options)
    return post ? { status: 'found', post } : { status: 'missing' }
  })
}
