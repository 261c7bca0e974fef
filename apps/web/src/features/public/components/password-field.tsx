import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Password input whose show/hide toggle is a named, keyboard-reachable button. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('campos.mostrarSenha') }}
      {...props}
    />
  );
}
