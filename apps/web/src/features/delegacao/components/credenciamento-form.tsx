import {
  type Credenciamento,
  credenciamentoBody,
  INSTITUICAO_MAX,
  REGISTRO_PROFISSIONAL_MAX,
  UFS,
} from '@guia/shared';
import { Anchor, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { applyServerErrors, mensagemDeErro } from '@/lib/form-errors';
import { usePedirCredenciamento } from '../api/pedir-credenciamento';

type Valores = {
  instituicao: string;
  registro_profissional: string;
  uf: string;
};

const validar = zod4Resolver(credenciamentoBody);

/**
 * The accreditation request (issue 18 §1): institution, professional registration and state. A pending request
 * comes filled in and is updated; an account without a CPF is told to add one in Configurações first.
 */
export function CredenciamentoForm({ atual }: { atual: Credenciamento | null }) {
  const { t } = useTranslation('tecnico');
  const pedir = usePedirCredenciamento();
  const ref = useRef<HTMLFormElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [semCpf, setSemCpf] = useState(false);
  const form = useForm<Valores>({
    initialValues: {
      instituicao: atual?.instituicao ?? '',
      registro_profissional: atual?.registro_profissional ?? '',
      uf: atual?.uf ?? '',
    },
    validate: validar,
  });
  const focarInvalido = () => requestAnimationFrame(() => focusFirstInvalid(ref.current));

  const enviar = form.onSubmit(async (valores) => {
    setErro(null);
    setSemCpf(false);
    try {
      const resposta = await pedir.mutateAsync(credenciamentoBody.parse(valores));
      if (resposta.message) notifications.show({ color: 'pasture', message: resposta.message });
    } catch (error) {
      setSemCpf(error instanceof ApiError && error.code === 'cpf_ausente');
      applyServerErrors(form, error);
      setErro(mensagemDeErro(error, t('credenciamento.erroEnvio')));
      focarInvalido();
    }
  }, focarInvalido);

  return (
    <form ref={ref} onSubmit={enviar} noValidate>
      <Stack gap="md">
        <TextInput
          id="credenciamento-instituicao"
          label={t('credenciamento.instituicao')}
          description={t('credenciamento.instituicaoDescricao')}
          maxLength={INSTITUICAO_MAX}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('instituicao')}
        />
        <TextInput
          id="credenciamento-registro"
          label={t('credenciamento.registro')}
          description={t('credenciamento.registroDescricao')}
          maxLength={REGISTRO_PROFISSIONAL_MAX}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('registro_profissional')}
        />
        <NativeSelect
          id="credenciamento-uf"
          label={t('credenciamento.uf')}
          withAsterisk
          data={[
            { value: '', label: t('credenciamento.ufEscolha') },
            ...UFS.map((uf) => ({ value: uf.sigla, label: uf.nome })),
          ]}
          {...form.getInputProps('uf')}
        />
        <FormAlert message={erro} />
        {semCpf && (
          <Anchor component={Link} to={routes.Configuracoes}>
            {t('credenciamento.semCpfAcao')}
          </Anchor>
        )}
        <Group>
          <Button type="submit" loading={pedir.isPending} disabled={pedir.isPending}>
            {atual ? t('credenciamento.atualizar') : t('credenciamento.pedir')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
