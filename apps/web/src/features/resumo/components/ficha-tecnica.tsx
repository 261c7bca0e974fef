import { CATEGORIA_PRODUTOR_RURAL, formatInscricaoEstadual, type Objeto, UFS } from '@guia/shared';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/detail-list';
import { formatArea, formatRebanho } from '@/lib/format';

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
  return <DetailList items={items} verticalSpacing="sm" />;
}
