import { SOLICITACAO_MENSAGEM_MAX, solicitacaoTecnicoBody } from '@guia/shared';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { MASKS, MaskedInput } from '@/components/masked-input';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { applyServerErrors, mensagemDeErro } from '@/lib/form-errors';
import { usePedirAcesso } from '../api/pedir-acesso';

type Valores = { cpf_produtor: string; mensagem: string };

/** The contract's checks, the first message of each field ('Informe o CPF' before 'CPF inválido'). */
function validar(valores: Valores): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const issue of solicitacaoTecnicoBody.safeParse(valores).error?.issues ?? [])
    erros[issue.path.join('.')] ??= issue.message;
  return erros;
}

/**
 * 'Pedir acesso a um produtor': his CPF and an optional note. The answer is the server's, always the same
 * whether or not the CPF has an account (MENSAGEM_SOLICITACAO_ENVIADA); the form empties for the next one.
 */
export function PedirAcessoForm() {
  const { t } = useTranslation('tecnico');
  const pedir = usePedirAcesso();
  const ref = useRef<HTMLFormElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviado, setEnviado] = useState<string | null>(null);
  const form = useForm<Valores>({ initialValues: { cpf_produtor: '', mensagem: '' }, validate: validar });
  const focarInvalido = () => requestAnimationFrame(() => focusFirstInvalid(ref.current));

  const enviar = form.onSubmit(async (valores) => {
    setErro(null);
    setEnviado(null);
    try {
      const resposta = await pedir.mutateAsync(solicitacaoTecnicoBody.parse(valores));
      setEnviado(resposta.message ?? null);
      form.reset();
    } catch (error) {
      applyServerErrors(form, error);
      setErro(mensagemDeErro(error, t('produtores.pedir.erro')));
      focarInvalido();
    }
  }, focarInvalido);

  return (
    <form ref={ref} onSubmit={enviar} noValidate>
      <Stack gap="md">
        <MaskedInput
          id="pedido-cpf_produtor"
          label={t('produtores.pedir.cpf')}
          mask={MASKS.cpf}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('cpf_produtor')}
        />
        <Textarea
          id="pedido-mensagem"
          label={t('produtores.pedir.mensagem')}
          description={t('produtores.pedir.mensagemContador', {
            n: form.values.mensagem.length,
            max: SOLICITACAO_MENSAGEM_MAX,
          })}
          maxLength={SOLICITACAO_MENSAGEM_MAX}
          rows={3}
          {...form.getInputProps('mensagem')}
        />
        <FormAlert message={erro} />
        <FormAlert message={enviado} tone="success" />
        <Group>
          <Button type="submit" loading={pedir.isPending} disabled={pedir.isPending}>
            {t('produtores.pedir.enviar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
