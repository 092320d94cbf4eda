/** Moving a line to a new phone, on the line's page. */
export { SwitchPhoneSection } from './switch-phone-section'
