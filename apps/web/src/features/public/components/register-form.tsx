import { cadastroBody, onlyDigits } from '@guia/shared';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@/app/routes';
import { FormAlert } from '@/components/form-alert';
import { MASKS, MaskedInput } from '@/components/masked-input';
import { applyServerErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { PasswordField } from './password-field';

type RegisterValues = {
  nome: string;
  email: string;
  celular: string;
  selecao: 'cpf' | 'cnpj';
  cpf: string;
  cnpj: string;
  password: string;
  termos: boolean;
};

interface RegisterFormProps {
  /** The registration attempt was created: the code modal opens for this e-mail, bound to the attempt. */
  onRegistered: (email: string, tentativa: string, codeJustSent: boolean) => void;
  onLogin: () => void;
  /** Prefix for element ids, so the form can appear more than once on a page. */
  idPrefix?: string;
}

const validateSchema = zod4Resolver(cadastroBody);

/** The registration form of the landing page. What the user typed is kept when a request fails. */
export function RegisterForm({ onRegistered, onLogin, idPrefix = 'cadastro' }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const mutation = useRegister();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    initialValues: {
      nome: '',
      email: '',
      celular: '',
      selecao: 'cpf',
      cpf: '',
      cnpj: '',
      password: '',
      termos: false,
    },
    validate: (values) => ({
      ...validateSchema(values),
      ...(values.termos ? {} : { termos: t('cadastro.termosObrigatorio') }),
    }),
  });
  const { selecao } = form.values;
  // Mantine marks text inputs invalid itself, but not the password input nor the checkbox (it does
  // point them at their message): every invalid field carries aria-invalid.
  const invalidProps = (field: 'password' | 'termos') => ({ 'aria-invalid': Boolean(form.errors[field]) });

  const submit = form.onSubmit(
    (values) => {
      setMessage(null);
      const email = values.email.trim();
      mutation.mutate(
        {
          nome: values.nome.trim(),
          email,
          celular: onlyDigits(values.celular),
          selecao: values.selecao,
          // Only the chosen tax id travels; the other is blanked.
          cpf: values.selecao === 'cpf' ? onlyDigits(values.cpf) : '',
          cnpj: values.selecao === 'cnpj' ? onlyDigits(values.cnpj) : '',
          password: values.password,
          termos: true,
        },
        {
          onSuccess: (data) => onRegistered(data.email, data.tentativa, true),
          onError: (error) => setMessage(applyServerErrors(form, error)),
        },
      );
    },
    (errors) => {
      // Move the keyboard to the first field to fix.
      const first = Object.keys(errors)[0];
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-titulo`}>
      <Stack gap="md">
        <FormAlert message={message} />
        <TextInput
          id={`${idPrefix}-nome`}
          label={t('campos.nome')}
          autoComplete="name"
          required
          {...form.getInputProps('nome')}
        />
        <TextInput
          id={`${idPrefix}-email`}
          label={t('campos.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <MaskedInput
          id={`${idPrefix}-celular`}
          label={t('campos.celular')}
          description={t('cadastro.ajudaCelular')}
          mask={MASKS.celular}
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...form.getInputProps('celular')}
        />
        <Radio.Group
          label={t('cadastro.tipoDocumento')}
          value={selecao}
          onChange={(value) => {
            form.setFieldValue('selecao', value as 'cpf' | 'cnpj');
            form.clearFieldError('cpf');
            form.clearFieldError('cnpj');
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio
              value="cpf"
              label={t('cadastro.opcaoCpf')}
              aria-label={t('cadastro.opcaoCpf')}
              description={t('cadastro.ajudaCpf')}
            />
            <Radio
              value="cnpj"
              label={t('cadastro.opcaoCnpj')}
              aria-label={t('cadastro.opcaoCnpj')}
              description={t('cadastro.ajudaCnpj')}
            />
          </Group>
        </Radio.Group>
        {selecao === 'cpf' ? (
          <MaskedInput
            key="cpf"
            id={`${idPrefix}-cpf`}
            label={t('campos.cpf')}
            mask={MASKS.cpf}
            placeholder="000.000.000-00"
            required
            {...form.getInputProps('cpf')}
          />
        ) : (
          <MaskedInput
            key="cnpj"
            id={`${idPrefix}-cnpj`}
            label={t('campos.cnpj')}
            mask={MASKS.cnpj}
            placeholder="00.000.000/0000-00"
            required
            {...form.getInputProps('cnpj')}
          />
        )}
        <PasswordField
          id={`${idPrefix}-password`}
          label={t('campos.senha')}
          description={t('cadastro.ajudaSenha')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
          {...invalidProps('password')}
        />
        <Checkbox
          id={`${idPrefix}-termos`}
          {...invalidProps('termos')}
          label={
            <>
              {t('cadastro.termosAntes')}
              <Anchor href={routes.Termos} target="_blank" rel="noopener" underline="always">
                {t('cadastro.termosUso')}
                <VisuallyHidden> {t('cadastro.novaAba')}</VisuallyHidden>
              </Anchor>
              {t('cadastro.termosMeio')}
              <Anchor href={routes['Termos.Privacidade']} target="_blank" rel="noopener" underline="always">
                {t('cadastro.politicaPrivacidade')}
                <VisuallyHidden> {t('cadastro.novaAba')}</VisuallyHidden>
              </Anchor>
              {t('cadastro.termosDepois')}
            </>
          }
          {...form.getInputProps('termos', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('cadastro.cadastrar')}
        </Button>
        <Text ta="center" size="sm">
          {t('cadastro.jaTemConta')}{' '}
          <Anchor component="button" type="button" onClick={onLogin} underline="always" fw={600} size="sm">
            {t('cadastro.entreAqui')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
