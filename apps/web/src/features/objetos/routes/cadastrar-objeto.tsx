import type { ObjetoInput } from '@guia/shared';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routes } from '@/app/routes';
import { useCreateObjeto } from '../api/create-objeto';
import { ObjetoForm } from '../components/objeto-form';
import { emptyObjetoValues } from '../components/objeto-form-values';
import { draftKeys } from '../hooks/use-form-draft';

/** Screen 7: register a unit in two steps. */
export function CadastrarObjetoPage() {
  const { t } = useTranslation('objetos');
  const navigate = useNavigate();
  const create = useCreateObjeto();

  const submit = async (body: ObjetoInput) => {
    await create.mutateAsync(body);
    notifications.show({ color: 'pasture', message: t('form.criada') });
    // The completion screen ('Pronto') takes over the spec's "Resumo after 3 s" (see that screen).
    void navigate(routes['Cadastrar-Objeto.Sucesso'], { replace: true });
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('form.tituloCadastrar')}</Title>
        <Text c="dimmed">{t('form.introCadastrar')}</Text>
      </Stack>
      <ObjetoForm
        mode="create"
        initialValues={emptyObjetoValues}
        draftKey={draftKeys.novo}
        submitting={create.isPending}
        onSubmit={submit}
      />
    </Stack>
  );
}
