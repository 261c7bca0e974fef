import { comprovanteForm, normalizarCodigoComprovante } from '@guia/shared';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';

interface CodigoFormProps {
  inicial?: string;
  /** Receives the code in its canonical form 'XXXX-XXXX-XXXX'. */
  onVerificar: (codigo: string) => void;
}

/** Typing a verification code by hand (letters in any case, with or without hyphens). */
export function CodigoForm({ inicial = '', onVerificar }: CodigoFormProps) {
  const { t } = useTranslation('comprovante');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { codigo: inicial },
    validate: zod4Resolver(comprovanteForm),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ codigo }) => {
        const normalizado = normalizarCodigoComprovante(codigo);
        if (normalizado) onVerificar(normalizado);
      })}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          {...form.getInputProps('codigo')}
          key={form.key('codigo')}
          label={t('form.codigo')}
          description={t('form.descricao')}
          placeholder={t('form.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          size="md"
          style={{ flex: '1 1 220px' }}
          styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.08em' } }}
        />
        <Button type="submit" size="md">
          {t('form.verificar')}
        </Button>
      </Group>
    </form>
  );
}
