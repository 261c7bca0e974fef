import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

/** Navigates after a delay (spec §9: 3 s after a save); leaving the screen first cancels it. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void navigate(to, options);
      }, delayMs);
    },
    [navigate],
  );
}
