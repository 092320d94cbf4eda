import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/pages/not-found-page'

/** `*`: any path no other route claims gets the not-found page inside the shared layout. */
export const Route = createFileRoute('/_site/$')({ component: NotFoundPage })
