import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/content/terms-page'

export const Route = createFileRoute('/_site/terms-and-conditions')({ component: TermsPage })
