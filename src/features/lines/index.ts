/** /dashboard/plans: the lines list and its dialogs (nickname, quick SIM check, port-in, eSIM QR code). */
export { LinesSection } from './lines-section'
/** The shipped SIM card's delivery and activation, also shown on a line's page for a switch to a new phone. */
export { SimKitPanel } from './sim-kit-panel'
