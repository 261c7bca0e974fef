import { CATEGORIA_PRODUTOR_RURAL, formatInscricaoEstadual, type Objeto, UFS } from '@guia/shared';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea, formatRebanho } from '@/lib/format';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** A unit's technical sheet: the general fields, and for a rural producer (category 6) the production ones. */
export function FichaTecnica({ objeto }: { objeto: Objeto }) {
  const { t } = useTranslation('resumo');
  const none = t('ficha.naoInformado');
  const uf = UFS.find((u) => u.sigla === objeto.uf);
  const items: [string, string][] = [
    [t('ficha.cidade'), objeto.cidadeNome || none],
    [t('ficha.estado'), uf ? `${uf.nome} (${uf.sigla})` : objeto.uf || none],
    [
      t('ficha.inscricaoEstadual'),
      objeto.inscricao_estadual ? formatInscricaoEstadual(objeto.inscricao_estadual) : none,
    ],
    [t('ficha.car'), objeto.car || none],
    [t('ficha.categoria'), objeto.categoria],
  ];
  if (objeto.categoria_id === CATEGORIA_PRODUTOR_RURAL) {
    const orNone = (value: string) => (value === '—' ? none : value);
    items.push(
      [t('ficha.ciclo'), objeto.atividade || none],
      [t('ficha.sistema'), objeto.sistemaadotado || none],
      [t('ficha.areaTotal'), orNone(formatArea(objeto.area))],
      [t('ficha.areaPasto'), orNone(formatArea(objeto.areapasto))],
      [t('ficha.rebanho'), orNone(formatRebanho(objeto.rebanho))],
    );
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map(([label, value]) => (
        <Item key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}
