import { createFileRoute } from '@tanstack/react-router'
import { SiteLayout } from '@/components/layout/site-layout'

/** The shared layout (header, footer) of every page but /stripe-response. */
export const Route = createFileRoute('/_site')({ component: SiteLayout })
