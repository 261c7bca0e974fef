import type { AuthData } from '@guia/shared';
import { CodeEntryForm } from '@/components/code-entry-form';
import { useSendCode } from '../api/send-code';
import { useValidateEmail } from '../api/validate-email';

interface CodeFormProps {
  email: string;
  /** A code was sent a moment ago (just registered): resending waits for the cooldown first. */
  justSent?: boolean;
  onSuccess: (auth: AuthData) => void;
}

/** The registration's e-mail confirmation code (ValidarEmail / EnviarCodigo). */
export function CodeForm({ email, justSent = false, onSuccess }: CodeFormProps) {
  const validate = useValidateEmail();
  const resend = useSendCode();
  return (
    <CodeEntryForm
      email={email}
      justSent={justSent}
      onSubmitCode={async (codigo) => onSuccess(await validate.mutateAsync({ email, codigo }))}
      onResend={() => resend.mutateAsync(email)}
    />
  );
}
