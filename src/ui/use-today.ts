import { useEffect, useState } from 'react';
import { useSite } from './site-context.tsx';
import { parseIsoDate } from '../logic/format.ts';

/**
 * Today's date. The prerendered HTML was made on the build day, so the first render shows that day (hydration
 * must match it); the browser then shows its own date, so a copyright year or a last-updated line never lags.
 */
export function useToday(): Date {
  const { buildDate } = useSite();
  const [today, setToday] = useState(() => parseIsoDate(buildDate));
  useEffect(() => setToday(new Date()), []);
  return today;
}
