import type { ItemGabarito } from '@guia/shared';
import { Accordion, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GabaritoDetails, NivelAtual, ProximoNivel, useGabaritoModals } from './gabarito-fields';

interface GabaritoTableProps {
  items: ItemGabarito[];
  questionarioId: number;
  /** 1328 px or less: an accordion instead of the table. */
  compact: boolean;
  caption: string;
}

/** The answer key of a principle: indicator, current level, next level, how to get there, evidence. */
export function GabaritoTable({ items, questionarioId, compact, caption }: GabaritoTableProps) {
  const { t } = useTranslation('desempenho');
  const { apoioButton, evidenciaButton, modals } = useGabaritoModals(questionarioId);
  if (items.length === 0) return <Text c="dimmed">{t('gabarito.vazio')}</Text>;

  if (compact) {
    return (
      <>
        <Accordion variant="separated" chevronPosition="right" aria-label={caption}>
          {items.map((item) => (
            <Accordion.Item key={item.id} value={String(item.id)}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={700} size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {item.codigo}
                  </Text>
                  <Text fw={600} size="sm">
                    {item.titulo}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <GabaritoDetails item={item} apoio={apoioButton(item)} evidencia={evidenciaButton(item)} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {modals}
      </>
    );
  }

  return (
    <>
      <GabaritoTabela items={items} caption={caption} apoio={apoioButton} evidencia={evidenciaButton} />
      {modals}
    </>
  );
}

interface GabaritoTabelaProps {
  items: ItemGabarito[];
  caption: string;
  apoio: (item: ItemGabarito) => ReactNode;
  evidencia: (item: ItemGabarito) => ReactNode;
  /** A first column with the position (the priorities). */
  numerado?: boolean;
}

/** The wide-screen table of answer-key items; the modals are the caller's (useGabaritoModals). */
export function GabaritoTabela({ items, caption, apoio, evidencia, numerado = false }: GabaritoTabelaProps) {
  const { t } = useTranslation('desempenho');
  return (
    <Table striped verticalSpacing="sm" captionSide="top">
      <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {numerado && <Table.Th scope="col">#</Table.Th>}
          <Table.Th scope="col">{t('gabarito.indicador')}</Table.Th>
          <Table.Th scope="col">{t('gabarito.nivelAtual')}</Table.Th>
          <Table.Th scope="col">{t('gabarito.proximoNivel')}</Table.Th>
          <Table.Th scope="col">{t('gabarito.comoChegar')}</Table.Th>
          <Table.Th scope="col">{t('gabarito.evidencias')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, i) => (
          <Table.Tr key={item.id}>
            {numerado && <Table.Td fw={700}>{i + 1}</Table.Td>}
            <Table.Th scope="row" fw={400} maw={320}>
              <Text size="sm" fw={700} c="dimmed">
                {item.codigo}
              </Text>
              <Text size="sm" fw={600}>
                {item.titulo}
              </Text>
            </Table.Th>
            <Table.Td maw={280}>
              <NivelAtual item={item} />
            </Table.Td>
            <Table.Td maw={280}>
              <ProximoNivel item={item} />
            </Table.Td>
            <Table.Td>{apoio(item)}</Table.Td>
            <Table.Td>{evidencia(item)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
