import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundContent } from '@/features/pages/not-found-content'

/**
 * `*`: a path no other route claims is not found (status 404 from the server) and shows the not-found page inside
 * the shared layout. The router splits the page into a chunk of its own.
 */
export const Route = createFileRoute('/_site/$')({
  loader: () => {
    throw notFound()
  },
  notFoundComponent: NotFoundContent,
})
