/**
 * The loader of the routes that draw the overview: it asks for the chunks of the overview's panels under the lines
 * (`lazy` in ./-dashboard-overview.tsx, the same modules), and reads nothing. The loader stays in the route tree and
 * runs as the router loads the route, alongside the page's own chunk, so the panels' code is there when the section
 * first renders instead of being asked for only then, a round trip before each panel's own call; the browser's
 * module map makes the two asks of a module one request. Only route files import this module: one that a page's
 * chunk imports too becomes a small chunk of its own on every first load (`npm run bench:bundle`).
 */
export function preloadOverviewPanels() {
  void import('@/features/line-care/upcoming-charges')
  void import('@/features/payment/recent-transactions')
}
