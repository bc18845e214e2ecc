import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `deadline`, ticking once a second; `restart` sets a new deadline. */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, [seconds]);

  const remaining = deadline === null ? 0 : Math.max(0, (deadline - now) / 1000);
  return { remaining, running: remaining > 0, restart };
}
