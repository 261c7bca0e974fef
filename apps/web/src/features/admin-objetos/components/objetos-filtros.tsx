import { UFS } from '@guia/shared';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCategorias } from '@/api/get-categorias';
import { useAdminMunicipios } from '../api/get-municipios';
import {
  FAIXAS_PERCENTUAL,
  FILTROS_OBJETO,
  type FiltroKey,
  type FiltrosDaUrl,
  precisaIndicador,
  precisaPrincipio,
} from '../filtros';
import { MedidaFiltro } from './medida-filtro';

const UF_OPCOES = UFS.map((u) => ({ value: u.sigla, label: `${u.sigla} — ${u.nome}` }));

interface ObjetosFiltrosProps {
  filtros: FiltrosDaUrl;
  setFilters: (values: Partial<Record<FiltroKey, string | null>>) => void;
  onClear: () => void;
  canClear: boolean;
}

/** The unit list's filters; every change goes to the URL (the list reads it from there). */
export function ObjetosFiltros({ filtros: f, setFilters, onClear, canClear }: ObjetosFiltrosProps) {
  const { t } = useTranslation('admin-objetos');
  const municipios = useAdminMunicipios(f.uf);
  const categorias = useCategorias({ inativas: true });
  const evolucao = f.filtro === 'evolucao-principio' || f.filtro === 'evolucao-indicador';

  const select = (key: FiltroKey) => ({
    value: f[key] || null,
    onChange: (value: string | null) => setFilters({ [key]: value }),
    clearable: true,
    comboboxProps: { withinPortal: true },
    nothingFoundMessage: t('filtros.nenhumaOpcao'),
  });

  return (
    <Paper component="section" aria-labelledby="filtros-titulo" withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id="filtros-titulo">
            {t('filtros.titulo')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClear}
            disabled={!canClear}
          >
            {t('filtros.limpar')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            {...select('uf')}
            label={t('filtros.uf')}
            placeholder={t('filtros.ufPlaceholder')}
            data={UF_OPCOES}
            searchable
            // Another state's municipality no longer applies.
            onChange={(value) => setFilters({ uf: value, municipio: null })}
          />
          <Select
            {...select('municipio')}
            label={t('filtros.municipio')}
            placeholder={
              !f.uf
                ? t('filtros.municipioAntesUf')
                : municipios.isLoading
                  ? t('filtros.municipioCarregando')
                  : t('filtros.municipioPlaceholder')
            }
            data={(municipios.data ?? []).map((m) => ({ value: String(m.id), label: m.nome }))}
            disabled={!f.uf}
            searchable
          />
          <Select
            {...select('categoria')}
            label={t('filtros.categoria')}
            placeholder={t('filtros.categoriaPlaceholder')}
            data={(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.titulo }))}
          />
          <Select
            {...select('status')}
            label={t('filtros.status')}
            placeholder={t('filtros.statusPlaceholder')}
            data={[
              { value: 'completo', label: t('status.completo') },
              { value: 'incompleto', label: t('status.incompleto') },
            ]}
          />
          <Select
            {...select('filtro')}
            label={t('filtros.filtro')}
            data={FILTROS_OBJETO.map((k) => ({ value: k, label: t(`filtros.tipos.${k}`) }))}
            placeholder={t('filtros.tipos.todos')}
            onChange={(value) =>
              setFilters({
                filtro: value === 'todos' ? null : value,
                principio: value && precisaPrincipio(value) ? f.principio || null : null,
                indicador: value && precisaIndicador(value) ? f.indicador || null : null,
              })
            }
          />
          {precisaPrincipio(f.filtro) && (
            <Select
              {...select('principio')}
              label={t('filtros.principio')}
              placeholder={t('filtros.principioPlaceholder')}
              data={['1', '2', '3', '4', '5'].map((p) => ({
                value: p,
                label: `${p}. ${t(`filtros.principios.${p}`)}`,
              }))}
              required
              clearable={false}
            />
          )}
          {precisaIndicador(f.filtro) && (
            <NumberInput
              label={t('filtros.indicador')}
              description={t('filtros.indicadorDescricao')}
              // Typed freely; the URL takes it when the field is left (or on Enter).
              key={f.indicador}
              defaultValue={f.indicador}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              required
              onBlur={(e) => setFilters({ indicador: e.currentTarget.value.replace(/\D/g, '') || null })}
              onKeyDown={(e) => {
                if (e.key === 'Enter')
                  setFilters({ indicador: e.currentTarget.value.replace(/\D/g, '') || null });
              }}
            />
          )}
          <Select
            {...select('faixa')}
            label={evolucao ? t('filtros.faixaEvolucao') : t('filtros.faixa')}
            placeholder={t('filtros.faixaPlaceholder')}
            data={FAIXAS_PERCENTUAL.map((faixa) => {
              const [de, ate] = faixa.split('-');
              return { value: faixa, label: t('filtros.faixaOpcao', { de, ate }) };
            })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <MedidaFiltro
            label={t('filtros.area')}
            min={f.areaMin}
            max={f.areaMax}
            onChange={(min, max) =>
              setFilters({
                areaMin: min === null ? null : String(min),
                areaMax: max === null ? null : String(max),
              })
            }
          />
          <MedidaFiltro
            label={t('filtros.rebanho')}
            min={f.rebanhoMin}
            max={f.rebanhoMax}
            onChange={(min, max) =>
              setFilters({
                rebanhoMin: min === null ? null : String(min),
                rebanhoMax: max === null ? null : String(max),
              })
            }
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
