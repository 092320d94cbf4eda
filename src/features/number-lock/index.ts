/** A line's number lock and transfer PIN (issue 35), composed into the line's page by its route. */
export { NumberLockSection } from './number-lock-section'
