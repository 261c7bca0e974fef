import type { AuthData, ValidarEmailResponse } from '@guia/shared';
import { CodeEntryForm } from '@/components/code-entry-form';
import { useSendCode } from '../api/send-code';
import { useValidateEmail } from '../api/validate-email';

interface CodeFormProps {
  email: string;
  /** The registration attempt this client created (or logged in to): the code confirms only it. */
  tentativa?: string;
  /** A code was sent a moment ago (just registered): resending waits for the cooldown first. */
  justSent?: boolean;
  onSuccess: (
    auth: AuthData,
    documentoEmUso: ValidarEmailResponse['documentoEmUso'],
    message?: string,
  ) => void;
}

/** The registration's e-mail confirmation code (ValidarEmail / EnviarCodigo), bound to its attempt. */
export function CodeForm({ email, tentativa, justSent = false, onSuccess }: CodeFormProps) {
  const validate = useValidateEmail();
  const resend = useSendCode();
  return (
    <CodeEntryForm
      email={email}
      justSent={justSent}
      onSubmitCode={async (codigo) => {
        const { data, message } = await validate.mutateAsync({ email, codigo, tentativa });
        const { documentoEmUso, ...auth } = data;
        onSuccess(auth, documentoEmUso, message);
      }}
      onResend={() => resend.mutateAsync({ email, tentativa })}
    />
  );
}
