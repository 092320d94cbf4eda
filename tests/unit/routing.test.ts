import { describe, expect, it } from 'vitest'
import { matchPageMeta } from '@/api/content'
import { dashboardSearch, loginSearch, otpSearch } from '@/lib/route-search'
import { safeRedirect } from '@/lib/search'
import { routerRestoresScroll, shouldScrollToTop } from '@/routes/__root'

describe('redirect targets', () => {
  it('only ever returns to a path of this site', () => {
    expect(safeRedirect('/cart/checkout')).toBe('/cart/checkout')
    expect(safeRedirect('/dashboard/payment?success=true')).toBe('/dashboard/payment?success=true')
    expect(safeRedirect('https://evil.example')).toBeUndefined()
    expect(safeRedirect('//evil.example/x')).toBeUndefined()
    expect(safeRedirect('')).toBeUndefined()
    expect(safeRedirect(42)).toBeUndefined()
  })

  it('reads login, otp and dashboard search params', () => {
    expect(loginSearch({ redirect: '/cart/checkout', email: 'a@b.co' })).toEqual({ redirect: '/cart/checkout', email: 'a@b.co' })
    expect(otpSearch({ email: 'a@b.co', code: 123456 })).toEqual({ email: 'a@b.co', code: '123456', redirect: undefined })
    expect(dashboardSearch({ success: 'true' })).toEqual({ success: true, failure: undefined })
    expect(dashboardSearch({ failure: true })).toEqual({ success: undefined, failure: true })
    expect(dashboardSearch({ success: 'yes' })).toEqual({ success: undefined, failure: undefined })
  })
})

describe('scroll', () => {
  it('scrolls to top except on paths that contain dashboard', () => {
    expect(shouldScrollToTop('/shop')).toBe(true)
    expect(shouldScrollToTop('/dashboard')).toBe(false)
    expect(shouldScrollToTop('/dashboard/payment')).toBe(false)
  })

  it('leaves the Family tab to the router, which keeps its scroll for a customer who comes back', () => {
    expect(routerRestoresScroll('/account/family')).toBe(true)
    expect(shouldScrollToTop('/account/family')).toBe(false)
    // The join page and every other page are not restored.
    expect(routerRestoresScroll('/account/family/join')).toBe(false)
    expect(routerRestoresScroll('/shop')).toBe(false)
    expect(shouldScrollToTop('/account/family/join')).toBe(true)
  })
})

describe('page metadata matching', () => {
  const metas = [
    { page: '/', metaTitle: 'Home', metaDescription: 'h' },
    { page: '/shop', metaTitle: 'Shop', metaDescription: 's' },
    { page: '/dashboard', metaTitle: 'Account', metaDescription: 'a' },
  ]
  it('matches the exact path, then the longest prefix, ignoring a trailing slash', () => {
    expect(matchPageMeta(metas, '/')?.metaTitle).toBe('Home')
    expect(matchPageMeta(metas, '/shop/')?.metaTitle).toBe('Shop')
    expect(matchPageMeta(metas, '/dashboard/payment')?.metaTitle).toBe('Account')
    expect(matchPageMeta(metas, '/faq')).toBeUndefined()
  })
})
