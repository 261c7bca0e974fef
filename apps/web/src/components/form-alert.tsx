import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** A server message inside a form: errors are announced at once (role=alert), successes politely. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  const error = tone === 'error';
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      color={error ? 'red' : 'pasture'}
      variant="light"
      icon={error ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      {message}
    </Alert>
  );
}
