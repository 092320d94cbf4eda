/**
 * Puts the cursor in the first field inside `root` that shows an error, if any (which on a phone also scrolls it
 * into view): where a refused submit leaves the customer.
 */
export function focusFirstInvalid(root: ParentNode | null) {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
