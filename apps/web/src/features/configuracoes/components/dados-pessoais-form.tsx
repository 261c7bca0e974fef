import {
  type DadosPessoais,
  displayCelular,
  emailField,
  formatCelular,
  formatCnpj,
  formatCpf,
  isValidCelular,
  REDIRECT_DELAY_MS,
  requiredText,
} from '@guia/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { href } from '@/app/routes';
import { MaskedInput } from '@/components/masked-input';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateDadosPessoais } from '../api/update-dados-pessoais';
import { EmailPendente } from './email-pendente';

const schema = z.object({
  nome: requiredText('Informe o nome', 150),
  email: emailField,
  celular: z
    .string()
    .trim()
    .min(1, 'Informe o celular')
    .refine(isValidCelular, 'Informe um celular válido: (99) 99999-9999'),
});

type Values = z.input<typeof schema>;

/**
 * Settings, general info: name, e-mail and cell phone (the CPF or CNPJ is shown, not editable). A new
 * e-mail waits for the code sent to it, asked for below the form.
 */
export function DadosPessoaisForm({ dados }: { dados: DadosPessoais }) {
  const { t } = useTranslation('configuracoes');
  const goLater = useDelayedNavigate();
  const mutation = useUpdateDadosPessoais();
  const [codeJustSent, setCodeJustSent] = useState(false);
  const form = useForm<Values>({
    initialValues: { nome: dados.nome, email: dados.email, celular: displayCelular(dados.celular) },
    validate: zod4Resolver(schema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      // The server takes the spec's mask (99)99999-9999: at most 14 characters.
      { nome: values.nome.trim(), email: values.email.trim(), celular: formatCelular(values.celular) },
      {
        onSuccess: ({ data, message }) => {
          const emailRequested = data.emailPendente !== null && values.email.trim() !== data.email;
          form.setInitialValues({
            nome: data.nome,
            email: data.email,
            celular: displayCelular(data.celular),
          });
          form.reset();
          notifications.show({ color: 'green', message: message ?? t('dados.sucesso') });
          // The code for the new e-mail is typed here: no leaving for Resumo then.
          if (emailRequested) {
            setCodeJustSent(true);
            return;
          }
          // Spec §9: back to Resumo 3 s after a settings save (leaving earlier cancels it).
          goLater(href('Resumo'), REDIRECT_DELAY_MS);
        },
        onError: (error) => {
          const message = applyServerErrors(form, error);
          notifications.show({ color: 'red', message });
        },
      },
    );
  });

  const dadosForm = (
    <form onSubmit={submit} noValidate aria-labelledby="dados-pessoais-titulo">
      <Stack gap="md">
        <TextInput
          label={t('dados.nome')}
          autoComplete="name"
          required
          maxLength={150}
          {...form.getInputProps('nome')}
        />
        <TextInput
          label={t('dados.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <MaskedInput
          label={t('dados.celular')}
          description={t('dados.celularDescricao')}
          mask="(00) 00000-0000"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(99) 99999-9999"
          required
          {...form.getInputProps('celular')}
          value={form.values.celular}
        />
        {dados.cpf && (
          <TextInput label={t('dados.cpf')} value={formatCpf(dados.cpf)} readOnly variant="filled" />
        )}
        {dados.cnpj && (
          <TextInput label={t('dados.cnpj')} value={formatCnpj(dados.cnpj)} readOnly variant="filled" />
        )}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('dados.salvar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
  if (!dados.emailPendente) return dadosForm;
  // Outside the form above: a form cannot hold another.
  return (
    <Stack gap="lg">
      {dadosForm}
      <EmailPendente
        key={dados.emailPendente}
        atual={dados.email}
        novo={dados.emailPendente}
        justSent={codeJustSent}
      />
    </Stack>
  );
}
