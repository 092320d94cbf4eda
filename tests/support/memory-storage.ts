/** A Storage stand-in over a Map (`data` lets a test look inside). */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  }
}

/** A Storage the browser refuses (cookies blocked, a sandboxed frame): every call throws a SecurityError. */
export function blockedStorage() {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return { getItem: refuse, setItem: refuse, removeItem: refuse }
}
