import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/pages/home-page'

export const Route = createFileRoute('/_site/')({ component: HomePage })
