import type { ItemGabarito } from '@guia/shared';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBook2, IconFiles } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApoioModal } from '@/components/apoio-modal';
import { EvidenciaModal } from '@/components/evidencia/evidencia-modal';
import { legendaColor } from './legenda';

/** The chosen level: 'Você apontou este indicador como não aplicável' for NA, else its weight (legend colour) and text. */
export function NivelAtual({ item }: { item: ItemGabarito }) {
  const { t } = useTranslation('desempenho');
  if (item.resposta === 0) return <Text size="sm">{t('gabarito.naoAplicavel')}</Text>;
  if (item.resposta === null) return <Text size="sm">{t('resposta.naoRespondido')}</Text>;
  const color = legendaColor(item.legenda);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge color={color ?? 'gray'} radius="sm" size="lg" style={{ flexShrink: 0 }}>
        {item.resposta}
      </Badge>
      <Stack gap={0}>
        {item.legenda && (
          <Text size="xs" fw={700} c={color ?? undefined}>
            {item.legenda}
          </Text>
        )}
        {item.descricao && <Text size="sm">{item.descricao}</Text>}
      </Stack>
    </Group>
  );
}

/** The next level, 'Parabéns' at level 5, a dash when there is none (NA). */
export function ProximoNivel({ item }: { item: ItemGabarito }) {
  const { t } = useTranslation('desempenho');
  if (item.resposta === 5) {
    return (
      <Text size="sm" fw={700} c="pasture.8">
        {t('gabarito.parabens')}
      </Text>
    );
  }
  if (item.proximopeso === null || !item.proximo) return <Text size="sm">{t('gabarito.semProximo')}</Text>;
  return (
    <Text size="sm">{t('resposta.nivelDescricao', { peso: item.proximopeso, descricao: item.proximo })}</Text>
  );
}

type Aberto = { tipo: 'apoio' | 'evidencia'; item: ItemGabarito } | null;

/** The support-material and evidence modals of a list of items, and the buttons that open them. */
export function useGabaritoModals(questionarioId: number) {
  const { t } = useTranslation('desempenho');
  const [aberto, setAberto] = useState<Aberto>(null);
  const close = () => setAberto(null);

  const apoioButton = (item: ItemGabarito) => (
    <Button
      variant="light"
      size="compact-md"
      leftSection={<IconBook2 size={16} aria-hidden />}
      aria-label={t('gabarito.materialApoioDe', { titulo: item.titulo })}
      onClick={() => setAberto({ tipo: 'apoio', item })}
    >
      {t('gabarito.materialApoio')}
    </Button>
  );
  const evidenciaButton = (item: ItemGabarito) => (
    <Button
      variant="subtle"
      size="compact-md"
      leftSection={<IconFiles size={16} aria-hidden />}
      // The name starts with the visible text, count included (WCAG 2.5.3), then says which indicator.
      aria-label={t('gabarito.verEvidenciasDe', { titulo: item.titulo, count: item.evidencias.length })}
      onClick={() => setAberto({ tipo: 'evidencia', item })}
    >
      {t('gabarito.verEvidencias', { count: item.evidencias.length })}
    </Button>
  );
  const modals: ReactNode = (
    <>
      <ApoioModal opened={aberto?.tipo === 'apoio'} onClose={close} apoio={aberto?.item.apoio ?? []} />
      {aberto?.tipo === 'evidencia' && (
        <EvidenciaModal
          opened
          onClose={close}
          questionarioId={questionarioId}
          indicador={{
            id: aberto.item.id,
            titulo: aberto.item.titulo,
            exemploevidencia: aberto.item.exemploevidencia,
          }}
          readOnly
        />
      )}
    </>
  );
  return { apoioButton, evidenciaButton, modals };
}

interface GabaritoDetailsProps {
  item: ItemGabarito;
  apoio: ReactNode;
  evidencia: ReactNode;
}

/** One item as labelled fields: the accordion panel and the mobile pager's page. */
export function GabaritoDetails({ item, apoio, evidencia }: GabaritoDetailsProps) {
  const { t } = useTranslation('desempenho');
  const fields: [string, ReactNode][] = [
    [t('gabarito.nivelAtual'), <NivelAtual key="a" item={item} />],
    [t('gabarito.proximoNivel'), <ProximoNivel key="p" item={item} />],
    [t('gabarito.comoChegar'), apoio],
    [t('gabarito.evidencias'), evidencia],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed" mb={4}>
            {label}
          </Text>
          <Stack component="dd" m={0} gap={4} align="flex-start">
            {value}
          </Stack>
        </div>
      ))}
    </SimpleGrid>
  );
}
