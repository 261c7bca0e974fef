import type { ItemGabarito, PrincipioDesempenho } from '@guia/shared';
import { colors } from '@guia/shared';
import {
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PercentuaisDonut } from '@/components/charts/charts';
import { principioColor } from '@/components/charts/principio-color';
import { usePhone } from '../hooks/use-report-layout';
import { useGabaritoModals } from './gabarito-fields';
import { GabaritoTable } from './gabarito-table';
import { PrincipioIcon } from './principio-icon';
import { SafeRichText } from './safe-rich-text';

interface PrincipioBlockProps {
  principio: PrincipioDesempenho;
  questionarioId: number;
  compact: boolean;
}

/** One principle of the performance report: aproveitamento, distribution, result block, gabarito, orientations. */
export function PrincipioBlock({ principio: p, questionarioId, compact }: PrincipioBlockProps) {
  const { t } = useTranslation('desempenho');
  const phone = usePhone();
  const [detalhe, setDetalhe] = useState(false);
  const titleId = useId();
  const detalheId = useId();
  const cor = principioColor(p.codigo);
  const { evidenciaButton, modals } = useGabaritoModals(questionarioId);
  const labels = {
    atendido: t('percentuais.atendido'),
    naoAtendido: t('percentuais.naoAtendido'),
    naoPreenchido: t('percentuais.naoPreenchido'),
  };
  const respostaText = (item: ItemGabarito) =>
    item.resposta === null
      ? t('resposta.naoRespondido')
      : item.resposta === 0
        ? t('resposta.naoAplicavel')
        : t('resposta.nivel', { peso: item.resposta });

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="lg"
      style={{ borderTop: `6px solid ${cor}` }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PrincipioIcon codigo={p.codigo} size={40} />
          <Stack gap={2}>
            <Title order={3} id={titleId}>
              {p.titulo}
            </Title>
            <Text c="dimmed" size="sm">
              {p.subtitulo}
            </Text>
          </Stack>
        </Group>

        <Stack gap={4}>
          <Group justify="space-between">
            <Text fw={600} size="sm">
              {t('desempenho.aproveitamento')}
            </Text>
            <Text fw={700}>{p.naoAplicado ? t('desempenho.naoAplicado') : `${p.aproveitamento}%`}</Text>
          </Group>
          <Progress
            value={p.aproveitamento}
            color={cor}
            size="lg"
            aria-label={t('desempenho.aproveitamentoDe', { titulo: p.titulo, valor: p.aproveitamento })}
          />
          <Text size="xs" c="dimmed">
            {t('desempenho.aproveitamentoExplicacao')}
          </Text>
          <Text size="sm" fw={600}>
            {t('desempenho.aplicaveis', { aplicaveis: p.aplicaveis, total: p.total })}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs" align="center">
            <Text fw={600} size="sm">
              {t('desempenho.distribuicao')}
            </Text>
            <PercentuaisDonut {...p.blocoPercentuais} labels={labels} />
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
              {(
                [
                  ['atendido', colors.atendido],
                  ['naoAtendido', colors.naoAtendido],
                  ['naoPreenchido', colors.naoPreenchido],
                ] as const
              ).map(([key, swatch]) => (
                <Group key={key} component="li" gap={6} wrap="nowrap">
                  <Box w={12} h={12} bg={swatch} style={{ borderRadius: 3 }} aria-hidden />
                  <Text size="sm">
                    {t('desempenho.parcela', { rotulo: labels[key], valor: p.blocoPercentuais[key] })}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Text size="xs" c="dimmed" ta="center">
              {t('desempenho.distribuicaoExplicacao')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('desempenho.resultado')}
            </Text>
            <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
              {(
                [
                  [t('desempenho.potencial'), p.blocoResultado.potencial],
                  [t('desempenho.indicadores'), p.blocoResultado.indicadores],
                  [t('desempenho.avaliacao'), p.blocoResultado.avaliacao],
                ] as const
              ).map(([label, value]) => (
                <Paper key={label} bg="gray.0" p="sm" radius="md" ta="center">
                  <Text component="dt" size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0} fw={700} size="xl">
                    {value.toLocaleString('pt-BR')}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('desempenho.gabarito')}
          </Title>
          {phone ? (
            // A phone has no room for three columns: one small card per indicator, no sideways scroll.
            <Stack
              component="ul"
              gap="xs"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('desempenho.gabarito')}
            >
              {p.gabarito.map((item) => (
                <Paper component="li" key={item.id} withBorder radius="sm" p="sm">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {`${item.codigo} ${item.titulo}`}
                  </Text>
                  <Group justify="space-between" gap="xs" mt={4}>
                    <Text size="sm">{`${t('desempenho.resposta')}: ${respostaText(item)}`}</Text>
                    {item.evidencias.length > 0 ? (
                      evidenciaButton(item)
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('desempenho.semEvidencias')}
                      </Text>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('desempenho.indicador')}</Table.Th>
                  <Table.Th scope="col">{t('desempenho.resposta')}</Table.Th>
                  <Table.Th scope="col">{t('desempenho.evidencias')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.gabarito.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text size="sm">{`${item.codigo} ${item.titulo}`}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{respostaText(item)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {item.evidencias.length > 0 ? (
                        evidenciaButton(item)
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('desempenho.semEvidencias')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>

        {p.orientacaoGtps.trim() && (
          <Stack gap="xs">
            <Title order={4} size="h5">
              {t('desempenho.orientacoes')}
            </Title>
            <SafeRichText html={p.orientacaoGtps} />
          </Stack>
        )}

        <Group>
          <Button
            variant="outline"
            aria-expanded={detalhe}
            aria-controls={detalheId}
            rightSection={
              detalhe ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            onClick={() => setDetalhe((v) => !v)}
          >
            {detalhe ? t('desempenho.ocultarGabarito') : t('desempenho.verGabarito')}
          </Button>
        </Group>
        <Collapse expanded={detalhe} id={detalheId}>
          {detalhe && (
            <GabaritoTable
              items={p.gabarito}
              questionarioId={questionarioId}
              compact={compact}
              caption={`${t('desempenho.gabarito')}: ${p.titulo}`}
            />
          )}
        </Collapse>
      </Stack>
      {modals}
    </Paper>
  );
}
