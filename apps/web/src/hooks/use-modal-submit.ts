import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { mensagemDeErro } from '@/lib/form-errors';

export interface ModalSubmitOptions<V, R> {
  /** Sends the validated values; resolves the server's answer. */
  enviar: (values: V) => Promise<R>;
  /** Closes the modal after a success. */
  onClose: () => void;
  /**
   * Toasted on success when the answer brings no message of its own (an envelope's `message`, or a
   * string); without it a success is not toasted.
   */
  sucesso?: string;
  /** Runs after a success, before closing; `false` keeps the modal open (it has more to say). */
  depois?: (answer: R) => boolean | undefined;
  /** Shown for a failure without a reason the user can act on (a 5xx); defaults to the app's. */
  erroGenerico?: string;
}

/** The server's message in an answer: a string, or an envelope's `message`. */
function mensagemDe(answer: unknown): string | undefined {
  if (typeof answer === 'string') return answer;
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The submit of an admin modal's form: `pending` while the call runs (the buttons wait); on success the
 * toast and the close; on failure the server's per-field messages go under the fields, and a refusal
 * that names no field comes back as `erro`, for the form's alert.
 */
export function useModalSubmit<V, R>(form: UseFormReturnType<V>, options: ModalSubmitOptions<V, R>) {
  const { t } = useTranslation('confirmacao');
  const [pending, setPending] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setErro(null);
    setPending(true);
    try {
      const answer = await options.enviar(values);
      const message = options.sucesso && (mensagemDe(answer) || options.sucesso);
      if (message) notifications.show({ color: 'pasture', message });
      if (options.depois?.(answer) !== false) options.onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setErro(mensagemDeErro(error, options.erroGenerico ?? t('erroGenerico')));
    } finally {
      setPending(false);
    }
  });

  /** A modal opened again starts clean. */
  const reset = () => {
    form.clearErrors();
    setErro(null);
  };

  return { submit, pending, erro, reset };
}
