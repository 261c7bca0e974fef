import type { AdminObjetosFiltrosInput } from '@guia/shared';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useCreateExportacao } from '../api/create-exportacao';
import { downloadExportacao } from '../api/download-exportacao';
import { useExportacao } from '../api/get-exportacao';

/**
 * The export (spec §4): idle → 'Processando...' with the job's progress, further clicks blocked → the
 * download starts by itself under the server's file name (the button stays to download it again).
 * The job runs on the server; this polls it every second.
 */
export function ExportarObjetos({ filtros }: { filtros: AdminObjetosFiltrosInput }) {
  const { t } = useTranslation('admin-objetos');
  const [jobId, setJobId] = useState<number | null>(null);
  const [baixando, setBaixando] = useState(false);
  const [erroDownload, setErroDownload] = useState(false);
  const criar = useCreateExportacao();
  const job = useExportacao(jobId);
  const e = job.data;

  const processando =
    criar.isPending || (jobId !== null && !job.isError && e?.status !== 'pronto' && e?.status !== 'erro');
  const pronto = e?.status === 'pronto' && e.nomeArquivo ? e : null;
  const percent = e?.total ? Math.min(100, Math.floor((e.processadas / e.total) * 100)) : 0;

  // One click is enough: when the job this screen started is ready, its file downloads at once.
  const baixado = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per finished job, not per render
  useEffect(() => {
    if (pronto && baixado.current !== pronto.id) void baixar();
  }, [pronto?.id]);

  const iniciar = () => {
    setErroDownload(false);
    criar.mutate(filtros, { onSuccess: ({ id }) => setJobId(id) });
  };
  const baixar = async () => {
    if (!pronto) return;
    baixado.current = pronto.id;
    setBaixando(true);
    setErroDownload(false);
    try {
      await downloadExportacao(pronto.id, pronto.nomeArquivo ?? 'unidades.xlsx');
    } catch {
      setErroDownload(true);
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Stack gap="xs" w={{ base: '100%', sm: 'auto' }} miw={{ sm: 280 }}>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          onClick={iniciar}
          loading={processando}
          disabled={processando}
          title={t('exportar.descricao')}
        >
          {t('exportar.botao')}
        </Button>
        {pronto && (
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => void baixar()}
            loading={baixando}
          >
            {t('exportar.baixar', { arquivo: pronto.nomeArquivo })}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {processando && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('exportar.processando')}
            </Text>
            <Progress value={percent} color="pasture" aria-label={t('exportar.barra')} animated />
            <Text size="xs" c="dimmed">
              {e?.total
                ? t('exportar.progresso', {
                    processadas: formatNumber(e.processadas),
                    total: formatNumber(e.total),
                  })
                : t('exportar.aguardando')}
            </Text>
          </Stack>
        )}
        {pronto && (
          <Text size="sm" c="pasture.8">
            {t('exportar.pronto')}
          </Text>
        )}
      </div>
      {criar.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
          {criar.error.message}
        </Alert>
      )}
      {(e?.status === 'erro' || job.isError) && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('exportar.erro')}
        </Alert>
      )}
      {erroDownload && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('exportar.erroDownload')}
        </Alert>
      )}
    </Stack>
  );
}
