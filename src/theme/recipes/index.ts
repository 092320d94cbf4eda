import { badge } from './badge'
import { button } from './button'
import { card } from './card'
import { container } from './container'
import { dialog } from './dialog'
import { field } from './field'
import { pinInput } from './pin-input'
import { select } from './select'
import { spinner } from './spinner'
import { textLink } from './text-link'
import { tile } from './tile'
import { toast } from './toast'

export const recipes = { button, spinner, badge, container, textLink }
export const slotRecipes = { card, tile, field, select, dialog, toast, pinInput }
