import { useMediaQuery } from '@mantine/hooks';

/** The spec's report layout: tables become accordions / pagers at 1328 px or less. */
export function useCompactReport(): boolean {
  return useMediaQuery('(max-width: 1328px)', false, { getInitialValueInEffect: false }) ?? false;
}

/** Phones (767 px or less): the performance report pages through the principles. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 767px)', false, { getInitialValueInEffect: false }) ?? false;
}
