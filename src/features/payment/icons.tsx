import { defineIcon } from '@/components/ui/icons'

/** Icons only the payment page uses, drawn like the design system's. */
export const PlusIcon = defineIcon('M12 5v14M5 12h14')
export const TrashIcon = defineIcon('M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5')
export const StarIcon = defineIcon('M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.9l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z')
export const CalendarIcon = defineIcon({ x: 3.5, y: 5, width: 17, height: 15.5, rx: 2 }, 'M3.5 10h17M8 3v4M16 3v4')
export const ReceiptIcon = defineIcon('M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6M9 12h6M9 16h3')
