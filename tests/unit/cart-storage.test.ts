import { describe, expect, it } from 'vitest'
import { memoryStorage as memory } from '../support/memory-storage'
import { CART_KEY, loadCart, saveCart } from '@/lib/storage/cart'

describe('cart storage', () => {
  it('round-trips the one item', () => {
    const storage = memory()
    const item = { id: 'plan-plus', retailName: 'Plus', retailPrice: 25 }
    saveCart(storage, item)
    expect(loadCart(storage)).toEqual(item)
    saveCart(storage, null)
    expect(storage.data.has(CART_KEY)).toBe(false)
    expect(loadCart(storage)).toBeNull()
  })

  it('treats a corrupt stored cart as empty instead of crashing', () => {
    expect(loadCart(memory({ [CART_KEY]: '{not json' }))).toBeNull()
    expect(loadCart(memory({ [CART_KEY]: JSON.stringify({ retailName: 'no id', retailPrice: 1 }) }))).toBeNull()
    expect(loadCart(memory({ [CART_KEY]: JSON.stringify({ id: 'x', retailName: 'X', retailPrice: -5 }) }))).toBeNull()
    expect(loadCart(memory({ [CART_KEY]: 'null' }))).toBeNull()
  })

  it('survives storage that refuses writes', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(() => saveCart(storage, { id: 'a', retailName: 'A', retailPrice: 1 })).not.toThrow()
  })
})
