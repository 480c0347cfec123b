import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, so "3 minutes ago" keeps telling the truth. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
