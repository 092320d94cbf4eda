/** Joins paragraphs the way page bodies are stored: plain text, one blank line between paragraphs. */
export function paragraphs(...items: string[]) {
  return items.map((item) => item.trim()).join('\n\n')
}

/** How customers reach support; quoted by several pages, so kept in one place. */
export const SUPPORT = {
  email: 'support@ringmobile.example',
  privacyEmail: 'privacy@ringmobile.example',
  hours: 'Monday to Saturday, 8 am to 8 pm Central Time',
} as const
