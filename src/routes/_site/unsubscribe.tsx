import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '@/features/notifications/unsubscribe-page'
import { tokenSearch } from '@/lib/route-search'

/** /unsubscribe?token=…: the link in a notice email turns that kind of email off, without signing in. */
export const Route = createFileRoute('/_site/unsubscribe')({
  validateSearch: tokenSearch,
  component: UnsubscribePage,
})
