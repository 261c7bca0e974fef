import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';

/**
 * The foot of an admin modal's form (with useModalSubmit): the refusal that names no field, Cancelar
 * and the submit button, both waiting while the call runs.
 */
export function ModalFormActions({
  erro,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
}: {
  erro: string | null;
  pending: boolean;
  onCancel: () => void;
  /** Defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** Defaults to 'Concluir'. */
  submitLabel?: string;
}) {
  const { t } = useTranslation('confirmacao');
  return (
    <>
      <FormAlert message={erro} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('cancelar')}
        </Button>
        <Button type="submit" loading={pending} disabled={pending}>
          {submitLabel ?? t('concluir')}
        </Button>
      </Group>
    </>
  );
}
