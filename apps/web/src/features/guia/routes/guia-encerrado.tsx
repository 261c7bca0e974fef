import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconFileCertificate, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { href } from '@/app/routes';
import { downloadPdf } from '@/lib/download-pdf';
import { comprovantePath, desempenhoPath } from '@/lib/guia-links';
import { clearGuiaState } from '@/lib/guia-selection';
import { useGuiaParams } from '../hooks/use-guia-params';

/** Screen 17: a finished {product} cannot be opened again; it offers the report or the proof. */
export function GuiaEncerradoPage() {
  const { t } = useTranslation('guia');
  const { objetoId, productId } = useGuiaParams();
  if (!objetoId || !productId) return <Navigate to={href('Resumo')} replace />;
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <IconLock size={56} stroke={1.25} color="var(--mantine-color-pasture-6)" aria-hidden />
        <Title order={1}>{t('encerrado.titulo')}</Title>
        <Text size="lg">{t('encerrado.texto')}</Text>
        <Group justify="center">
          <Button
            variant="outline"
            leftSection={<IconFileCertificate size={18} aria-hidden />}
            onClick={() => void downloadPdf(comprovantePath(objetoId, productId))}
          >
            {t('encerrado.comprovante')}
          </Button>
          <Button
            component={Link}
            to={desempenhoPath(objetoId, productId)}
            onClick={clearGuiaState}
            leftSection={<IconChartBar size={18} aria-hidden />}
          >
            {t('encerrado.relatorio')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
