import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from '@/features/line-care/use-near-viewport'

/**
 * What the line page's usage chart does with the hook: a box that says whether its content is wanted yet. Like the
 * chart's box, which shows once the usage has loaded, it may mount after the first render.
 */
function Probe({ shown = true }: { shown?: boolean }) {
  const [watch, near] = useNearViewport()
  return shown ? <div ref={watch}>{near ? 'near' : 'far'}</div> : <p>Loading</p>
}

/** A stand-in IntersectionObserver (jsdom has none) that records what it watches and lets the test report entries. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback
    options?: IntersectionObserverInit
    targets: Element[]
    disconnected: boolean
  }[] = []
  class FakeIntersectionObserver {
    private record
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] as Element[], disconnected: false }
      observers.push(this.record)
    }
    observe(target: Element) {
      this.record.targets.push(target)
    }
    disconnect() {
      this.record.disconnected = true
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  const report = (isIntersecting: boolean) =>
    act(() => {
      const last = observers.at(-1)!
      last.callback([{ isIntersecting, target: last.targets[0] } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
  return { observers, report }
}

afterEach(() => vi.unstubAllGlobals())

describe('useNearViewport', () => {
  it('is false until the box comes within 200 px below the viewport, then stays true and stops watching', () => {
    const { observers, report } = fakeObserver()
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    expect(observers).toHaveLength(1)
    expect(observers[0].targets).toEqual([screen.getByText('far')])
    expect(observers[0].options?.rootMargin).toBe('0px 0px 200px 0px')

    report(false)
    expect(screen.getByText('far')).toBeInTheDocument()

    report(true)
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(observers[0].disconnected).toBe(true)
    expect(observers).toHaveLength(1)
  })

  it('watches a box that mounts after the first render', () => {
    const { observers, report } = fakeObserver()
    const { rerender } = render(<Probe shown={false} />)
    expect(observers).toHaveLength(0)

    rerender(<Probe />)
    expect(observers).toHaveLength(1)
    expect(observers[0].targets).toEqual([screen.getByText('far')])
    report(true)
    expect(screen.getByText('near')).toBeInTheDocument()
  })

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })
})
