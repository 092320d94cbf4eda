import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/pages/contact-page'

export const Route = createFileRoute('/_site/contact-us')({ component: ContactPage })
