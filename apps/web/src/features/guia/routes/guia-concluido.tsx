import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconConfetti, IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useObjeto } from '@/api/get-objeto';
import { href } from '@/app/routes';
import { useAuth } from '@/lib/auth-store';
import { downloadPdf } from '@/lib/download-pdf';
import { comprovantePath } from '@/lib/guia-links';
import { useGuiaParams } from '../hooks/use-guia-params';

/** Screen 16: congratulates the user by name, with the {product} year and unit name. */
export function GuiaConcluidoPage() {
  const { t } = useTranslation('guia');
  const auth = useAuth();
  const { objetoId, productId } = useGuiaParams();
  const objeto = useObjeto(objetoId);

  if (!objetoId || !productId) return <Navigate to={href('Resumo')} replace />;
  const edicao = objeto.data?.guia.find((g) => g.id === productId);
  const primeiroNome = auth?.nome.split(/\s+/)[0] ?? '';

  return (
    <Paper withBorder radius="md" p="xl" maw={680} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <IconConfetti size={64} stroke={1.25} color="var(--mantine-color-pasture-6)" aria-hidden />
        <Title order={1}>{t('concluido.titulo', { nome: primeiroNome })}</Title>
        <Text size="lg" aria-live="polite">
          {objeto.data && edicao
            ? t('concluido.texto', { ano: edicao.ano, unidade: objeto.data.nomeunidade })
            : t('concluido.textoSemDados')}
        </Text>
        <Group justify="center">
          <Button
            variant="outline"
            leftSection={<IconFileCertificate size={18} aria-hidden />}
            onClick={() => void downloadPdf(comprovantePath(objetoId, productId))}
          >
            {t('concluido.comprovante')}
          </Button>
          <Button component={Link} to={href('Objetos.List')} size="md">
            {t('concluido.concluir')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
