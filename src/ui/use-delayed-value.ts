import { useEffect, useState } from 'react';

/** `value` as it was `delayMs` ago: it follows each change once `delayMs` has passed without another. */
export function useDelayedValue<T>(value: T, delayMs: number): T {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayed;
}
