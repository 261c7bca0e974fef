import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { useDadosPessoais } from '../api/get-dados-pessoais';
import { AlterarSenhaForm } from '../components/alterar-senha-form';
import { DadosPessoaisForm } from '../components/dados-pessoais-form';
import { LembretesEmailSwitch } from '../components/lembretes-email-switch';

/** Configurações (spec screen 25): personal data, password change and the way to delete the account. */
export function ConfiguracoesPage() {
  const { t } = useTranslation('configuracoes');
  const dados = useDadosPessoais();
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('titulo')}</Title>

      <Card withBorder padding="lg" component="section" aria-labelledby="dados-pessoais-titulo">
        <Title order={2} size="h3" id="dados-pessoais-titulo" mb="md">
          {t('dados.titulo')}
        </Title>
        {dados.isPending ? (
          <Stack gap="md" role="status" aria-label={t('carregando')}>
            <Skeleton h={60} />
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        ) : dados.isError ? (
          <Alert color="red" title={t('erro')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{dados.error.message}</Text>
              <Button onClick={() => void dados.refetch()} loading={dados.isFetching}>
                {t('common:recarregarDados')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          // A confirmed new e-mail starts the form over from the account's data.
          <DadosPessoaisForm key={dados.data.email} dados={dados.data} />
        )}
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="senha-titulo">
        <Title order={2} size="h3" id="senha-titulo" mb="md">
          {t('senha.titulo')}
        </Title>
        <AlterarSenhaForm />
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="lembretes-titulo">
        <Title order={2} size="h3" id="lembretes-titulo" mb="md">
          {t('lembretes.titulo')}
        </Title>
        <LembretesEmailSwitch />
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="autorizacoes-titulo">
        <Title order={2} size="h3" id="autorizacoes-titulo" mb="xs">
          {t('autorizacoes.titulo')}
        </Title>
        <Text mb="md">{t('autorizacoes.texto')}</Text>
        <Group>
          <Button component={Link} to={routes['Configuracoes.Autorizacoes']} variant="light">
            {t('autorizacoes.botao')}
          </Button>
        </Group>
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="acessos-titulo">
        <Title order={2} size="h3" id="acessos-titulo" mb="xs">
          {t('acessos.titulo')}
        </Title>
        <Text mb="md">{t('acessos.texto')}</Text>
        <Group>
          <Button component={Link} to={routes['Configuracoes.Acessos']} variant="light">
            {t('acessos.botao')}
          </Button>
        </Group>
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="excluir-titulo">
        <Title order={2} size="h3" id="excluir-titulo" mb="xs">
          {t('excluir.titulo')}
        </Title>
        <Text mb="md">{t('excluir.texto')}</Text>
        <Divider mb="md" />
        <Group>
          <Button
            component={Link}
            to={routes['Configuracoes.ExcluirConta']}
            color="red"
            variant="outline"
            leftSection={<IconTrash size={18} aria-hidden />}
          >
            {t('excluir.botao')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
