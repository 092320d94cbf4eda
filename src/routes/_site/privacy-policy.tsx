import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '@/features/content/privacy-policy-page'

export const Route = createFileRoute('/_site/privacy-policy')({ component: PrivacyPolicyPage })
