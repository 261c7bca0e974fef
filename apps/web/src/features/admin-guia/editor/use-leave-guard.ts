import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `ativo`, leaving the page asks first: another screen of the app through a blocker (the caller
 * shows the question), a reload or a closed tab through the browser's own prompt.
 */
export function useLeaveGuard(ativo: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => ativo && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!ativo) return;
    const aviso = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', aviso);
    return () => window.removeEventListener('beforeunload', aviso);
  }, [ativo]);
  return blocker;
}
