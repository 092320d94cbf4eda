import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../features/pages/forgot-password-page'

export const Route = createFileRoute('/_site/forgot-password')({ component: ForgotPasswordPage })
