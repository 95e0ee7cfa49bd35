import { useEffect, useState } from 'react';

/** The clock, re-read every `everyMs`: for what depends on the time (a lottery ending, a finish window). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
