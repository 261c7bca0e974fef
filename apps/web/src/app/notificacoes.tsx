import { TOAST_DURATION_MS } from '@guia/shared';
import { Notifications } from '@mantine/notifications';

/**
 * Where the app's notices appear (Mantine's Notifications). Loaded apart from the entry (issue 16 §4): the
 * landing is usable before it, and a notice shown meanwhile waits in Mantine's store until it mounts.
 */
export function Notificacoes() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />;
}
