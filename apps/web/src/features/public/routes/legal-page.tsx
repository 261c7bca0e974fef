import { Alert, Anchor, Button, Center, Loader, Stack, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import { type TipoTexto, useTextoLegal } from '../api/get-texto-legal';
import { SimplePage } from '../components/simple-page';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** /termos-de-uso and /politica-de-privacidade: the rich text published by the administrators. */
export function LegalPage({ tipo }: { tipo: TipoTexto }) {
  const { t } = useTranslation('legal');
  const query = useTextoLegal(tipo);
  return (
    <SimplePage title={t(`${tipo}.titulo`)} wide>
      {query.isPending && (
        <Center py="xl" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text>{t('carregando')}</Text>
          </Stack>
        </Center>
      )}
      {query.isError && (
        <Alert role="alert" color="red" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text>{t('erro')}</Text>
            <Button
              variant="outline"
              color="red"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              {t('tentarNovamente')}
            </Button>
          </Stack>
        </Alert>
      )}
      {query.isSuccess && (
        <>
          {query.data.atualizadoEm && (
            <Text size="sm">
              {t('atualizadoEm', { data: dateFormat.format(new Date(query.data.atualizadoEm)) })}
            </Text>
          )}
          {query.data.texto.trim() ? (
            <Typography>
              {/* The server sanitizes this HTML (allow-list) before storing and serving it. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server */}
              <div dangerouslySetInnerHTML={{ __html: query.data.texto }} />
            </Typography>
          ) : (
            <Text>{t('vazio')}</Text>
          )}
        </>
      )}
      <Anchor component={Link} to={routes.Landing} underline="always">
        {t('voltar')}
      </Anchor>
    </SimplePage>
  );
}

export function TermosPage() {
  return <LegalPage tipo="termos" />;
}

export function PrivacidadePage() {
  return <LegalPage tipo="privacidade" />;
}
