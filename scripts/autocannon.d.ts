/** The part of autocannon 9 that scripts/bench-api.ts uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string
      connections?: number
      duration?: number
      headers?: Record<string, string>
    }
    interface Histogram {
      average: number
      /** The count (of `requests`: the answers received). */
      total: number
      p50: number
      p99: number
    }
    interface Result {
      requests: Histogram
      latency: Histogram
      non2xx: number
      errors: number
      timeouts: number
    }
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): unknown
  export default autocannon
}
