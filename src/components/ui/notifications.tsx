export function Notifications() {
  return null
}
