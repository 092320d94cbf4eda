/** /dashboard/plans: the lines list and its dialogs (nickname, quick SIM check, port-in, eSIM QR code). */
export { LinesSection } from './lines-section'
