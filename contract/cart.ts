/** The cart's one item: a plan with its id (SPEC §3: "Cart is a single item object with an id"). */
export interface CartItem {
  id: string
  retailName: string
  retailPrice: number
  retailDescription?: string
}
