/** A MediaQueryList for jsdom, which has no matchMedia: `matches` as given, listeners accepted and never called. */
export function fakeMediaQueryList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList
}
