import { AUTORIZACAO_MESES_MAX, hojeEm, MENSAGENS_AUTORIZACAO, type SolicitacaoRecebida } from '@guia/shared';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { MASKS, MaskedInput } from '@/components/masked-input';
import { ApiError } from '@/lib/api-client';
import { useChaveDoEnvio } from '@/lib/chave-do-envio';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { mensagemDeErro } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { type Concessao, useConcederAutorizacao } from '../api/conceder-autorizacao';
import {
  corpoDaAutorizacao,
  corpoDaConcessao,
  errosDoServidor,
  type ValoresAutorizacao,
  validaAteMaxima,
  validarAutorizacao,
  valoresIniciais,
} from '../autorizacao-valores';
import { ConsentimentoTermo } from './consentimento-termo';
import { PermissoesFields } from './permissoes-fields';
import { UnidadesField } from './unidades-field';

interface Props {
  /** A technician's request being accepted (he is named by it: no CPF asked); none for a grant by CPF. */
  solicitacao?: SolicitacaoRecebida;
  /** The grant was made (its message already shown). */
  onConcluida: () => void;
  onCancelar: () => void;
  /** Whether a call is running (the modal around it stays open meanwhile). */
  onPendente?: (pendente: boolean) => void;
}

/**
 * The grant (issue 18 §1): the technician's CPF (unless a request names him), the units, what he may do, until
 * when, and the highlighted consent with 'Li e concordo'. The API's field errors land on their fields.
 */
export function AutorizacaoForm({ solicitacao, onConcluida, onCancelar, onPendente }: Props) {
  const { t } = useTranslation('tecnico');
  const conceder = useConcederAutorizacao();
  const chaveDoEnvio = useChaveDoEnvio();
  const ref = useRef<HTMLFormElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [hoje] = useState(() => hojeEm(new Date()));
  const comCpf = solicitacao === undefined;
  const form = useForm<ValoresAutorizacao>({
    initialValues: valoresIniciais(hoje),
    validate: (valores) => validarAutorizacao(valores, hoje, comCpf),
  });

  const focarInvalido = () => requestAnimationFrame(() => focusFirstInvalid(ref.current));

  const enviar = form.onSubmit(async (valores) => {
    setErro(null);
    const concessao: Concessao = solicitacao
      ? { solicitacaoId: solicitacao.id, body: corpoDaConcessao(valores) }
      : { body: corpoDaAutorizacao(valores) };
    onPendente?.(true);
    try {
      const resposta = await conceder.mutateAsync({ concessao, chave: chaveDoEnvio(concessao) });
      notifications.show({ color: 'pasture', message: resposta.message ?? MENSAGENS_AUTORIZACAO.concedida });
      onConcluida();
    } catch (error) {
      const campos = error instanceof ApiError ? errosDoServidor(error.fields) : {};
      if (Object.keys(campos).length > 0) {
        form.setErrors(campos);
        setErro(t('form.erroCampos'));
      } else setErro(mensagemDeErro(error, t('form.erro')));
      focarInvalido();
    } finally {
      onPendente?.(false);
    }
  }, focarInvalido);

  const maxima = validaAteMaxima(hoje);
  return (
    <form ref={ref} onSubmit={enviar} noValidate>
      <Stack gap="lg">
        {solicitacao ? (
          <Text fw={600}>
            {t('form.pedidoDe', {
              nome: solicitacao.tecnico.nome,
              instituicao: solicitacao.tecnico.instituicao,
              uf: solicitacao.tecnico.uf,
            })}
          </Text>
        ) : (
          <MaskedInput
            id="autorizacao-cpf_tecnico"
            label={t('form.cpf')}
            description={t('form.cpfDescricao')}
            mask={MASKS.cpf}
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('cpf_tecnico')}
          />
        )}
        <UnidadesField form={form} />
        <PermissoesFields form={form} />
        <TextInput
          id="autorizacao-valida_ate"
          type="date"
          label={t('form.validaAte')}
          description={t('form.validaAteDescricao', {
            meses: AUTORIZACAO_MESES_MAX,
            data: formatDate(maxima),
          })}
          withAsterisk
          min={hoje}
          max={maxima}
          {...form.getInputProps('valida_ate')}
        />
        <ConsentimentoTermo id="autorizacao-consentimento-titulo" />
        <Checkbox
          id="autorizacao-consentimento"
          label={t('form.concordo')}
          required
          aria-invalid={Boolean(form.errors.consentimento)}
          {...form.getInputProps('consentimento', { type: 'checkbox' })}
        />
        <FormAlert message={erro} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelar} disabled={conceder.isPending}>
            {t('form.cancelar')}
          </Button>
          <Button type="submit" loading={conceder.isPending} disabled={conceder.isPending}>
            {t('form.enviar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
