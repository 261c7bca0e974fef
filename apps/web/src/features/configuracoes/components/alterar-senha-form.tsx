import { type AlterarSenhaBody, alterarSenhaBody, PASSWORD_MIN, REDIRECT_DELAY_MS } from '@guia/shared';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { href } from '@/app/routes';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useAlterarSenha } from '../api/alterar-senha';

type Values = Required<AlterarSenhaBody>;

/** Settings, password change: old, new and its confirmation. */
export function AlterarSenhaForm() {
  const { t } = useTranslation('configuracoes');
  const goLater = useDelayedNavigate();
  const mutation = useAlterarSenha();
  const form = useForm<Values>({
    initialValues: { password: '', newpassword: '', confirmnewpassword: '' },
    validate: zod4Resolver(alterarSenhaBody),
  });

  const submit = form.onSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset();
        notifications.show({ color: 'green', message: message ?? t('senha.sucesso') });
        // Spec §9: back to Resumo 3 s after a settings save (leaving earlier cancels it).
        goLater(href('Resumo'), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        const message = applyServerErrors(form, error);
        // A message already shown on its field (e.g. 'Sua senha antiga está incorreta') needs no toast.
        if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
          notifications.show({ color: 'red', message });
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('senha.antiga')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('senha.nova')}
          description={t('senha.novaDescricao', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          {...form.getInputProps('newpassword')}
        />
        <PasswordInput
          label={t('senha.confirmacao')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmnewpassword')}
        />
        <Group>
          <Button type="submit" variant="outline" loading={mutation.isPending}>
            {t('senha.salvar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
