import { useGatilhosDoOutbox, useOutbox } from './hooks';

/**
 * Mounted (lazily) in the signed-in frame: starts the signed-in user's drain on app start and hears `online`
 * and the page becoming visible. Renders nothing.
 */
export default function OutboxSync() {
  useGatilhosDoOutbox(useOutbox());
  return null;
}
