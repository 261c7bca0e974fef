import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may be repeated; `start()` begins a new wait. */
export function useCooldown(seconds: number, startRunning = false) {
  const [until, setUntil] = useState(() => (startRunning ? Date.now() + seconds * 1000 : 0));
  const [left, setLeft] = useState(startRunning ? seconds : 0);

  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setUntil(0);
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [until]);

  const start = useCallback(() => setUntil(Date.now() + seconds * 1000), [seconds]);
  return { left, start };
}
