import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '@/features/content/privacy-policy-page'
import { loadContentPage } from '@/features/content/content-loader'

export const Route = createFileRoute('/_site/privacy-policy')({
  loader: ({ context, abortController }) => loadContentPage('privacy-policy', { fetch: context.fetch, signal: abortController.signal }),
  component: function PrivacyPolicyPageRoute() {
    return <PrivacyPolicyPage content={Route.useLoaderData()} />
  },
})
