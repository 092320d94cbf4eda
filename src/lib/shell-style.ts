/**
 * The id of the style a signed-in page's server-drawn frame puts in the head (src/entry-server.tsx): what the frame
 * must not show yet (the cart count it cannot know) and the place it holds for the sections. The browser's first
 * draw removes it (src/app-root.tsx), in the commit that makes the page its own.
 */
export const SHELL_STYLE_ID = 'ring-shell-style'
