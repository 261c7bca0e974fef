import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fakes only Date, at `instante`, in every test of the file: 'today' and the deadlines read against it are fixed,
 * while the timers stay real (the screens' debounces, transitions and waits run as usual).
 */
export function usarDiaFixo(instante: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instante));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
