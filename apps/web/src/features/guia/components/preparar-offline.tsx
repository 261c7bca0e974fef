import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCloudDownload, IconDeviceMobileCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evidenciasQueryOptions } from '@/components/evidencia/api/get-evidencias';
import { comTextos } from '@/i18n';
import { type GuiaKey, guiaQueryOptions } from '../api/get-guia';

type Estado =
  | { fase: 'inicio' | 'baixando' | 'erro' }
  | { fase: 'pronto'; persistente: boolean | null; usado: number | null; total: number | null };

/** The answering screens' code and texts, loaded now to open without signal (the service worker keeps them). */
const carregarTelasDeResposta = comTextos(['evidencia', 'guia', 'outbox'], () =>
  Promise.all([import('../routes/principio-single'), import('../routes/bom-trabalho')]),
);

/** '1,2 MB', '2,0 GB': decimal units, as phones show their storage. */
export function formatarBytes(bytes: number): string {
  const unidades = ['B', 'kB', 'MB', 'GB', 'TB'];
  let valor = bytes;
  let i = 0;
  while (valor >= 1000 && i < unidades.length - 1) {
    valor /= 1000;
    i += 1;
  }
  const casas = i === 0 ? 0 : 1;
  return `${valor.toLocaleString('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas })} ${unidades[i]}`;
}

/** Asks the browser to keep this site's data (persist()) and reads what it uses (estimate()), where it can. */
async function guardarNoAparelho(): Promise<Extract<Estado, { fase: 'pronto' }>> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  let persistente: boolean | null = null;
  let usado: number | null = null;
  let total: number | null = null;
  try {
    if (storage?.persist) persistente = (await storage.persisted?.()) || (await storage.persist());
  } catch {
    persistente = null;
  }
  try {
    if (storage?.estimate) {
      const estimativa = await storage.estimate();
      usado = estimativa.usage ?? null;
      total = estimativa.quota ?? null;
    }
  } catch {
    // Some browsers refuse in private mode: the questionnaire is downloaded all the same.
  }
  return { fase: 'pronto', persistente, usado, total };
}

/**
 * 'Preparar para usar sem internet' (issue 16 §3), on the unit's Guia start screen: downloads the
 * questionnaire and what the answering screens need, asks the browser to keep the data, and says how much
 * space it uses. Where persist() is refused or missing, it says the browser may clear the data.
 */
export function PrepararOffline({ guiaKey }: { guiaKey: GuiaKey }) {
  const { t } = useTranslation('pwa');
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<Estado>({ fase: 'inicio' });

  const preparar = async () => {
    setEstado({ fase: 'baixando' });
    try {
      // A fresh read (also what keeps the questionnaire on the device for offline use).
      await queryClient.fetchQuery({ ...guiaQueryOptions(guiaKey), staleTime: 0 });
      await Promise.all([
        queryClient.prefetchQuery(evidenciasQueryOptions(guiaKey.questionarioId)),
        carregarTelasDeResposta(),
      ]);
    } catch {
      setEstado({ fase: 'erro' });
      return;
    }
    setEstado(await guardarNoAparelho());
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('preparar.titulo')}
        </Title>
        <Text size="sm">{t('preparar.descricao')}</Text>
        <Button
          variant="light"
          leftSection={<IconCloudDownload size={18} aria-hidden />}
          loading={estado.fase === 'baixando'}
          onClick={() => void preparar()}
        >
          {estado.fase === 'erro' ? t('preparar.tentarNovamente') : t('preparar.botao')}
        </Button>
        <Resultado estado={estado} />
      </Stack>
    </Card>
  );
}

function Resultado({ estado }: { estado: Estado }) {
  const { t } = useTranslation('pwa');
  if (estado.fase === 'baixando') {
    return (
      <Text size="sm" role="status">
        {t('preparar.preparando')}
      </Text>
    );
  }
  if (estado.fase === 'erro') {
    return (
      <Alert color="red" role="alert" w="100%">
        {t('preparar.erro')}
      </Alert>
    );
  }
  if (estado.fase !== 'pronto') return null;
  const semSuporte = estado.persistente === null && estado.usado === null;
  return (
    <Alert
      color={estado.persistente ? 'pasture' : 'yellow'}
      role="status"
      w="100%"
      icon={<IconDeviceMobileCheck size={20} aria-hidden />}
      title={t('preparar.pronto')}
    >
      <Stack gap={4}>
        {estado.usado !== null && estado.total !== null && (
          <Text size="sm">
            {t('preparar.espaco', { usado: formatarBytes(estado.usado), total: formatarBytes(estado.total) })}
          </Text>
        )}
        <Text size="sm">
          {semSuporte
            ? t('preparar.semSuporte')
            : estado.persistente
              ? t('preparar.persistente')
              : t('preparar.naoPersistente')}
        </Text>
      </Stack>
    </Alert>
  );
}
