import { type AdminEstatisticasBody, INTERVALO_ULTIMO_ANO, UFS, type UfSigla } from '@guia/shared';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategorias } from '@/api/get-categorias';
import { useAuth } from '@/lib/auth-store';
import { formatArea, formatNumber, formatRebanho } from '@/lib/format';
import { useEstatisticas } from '../api/get-estatisticas';
import { AproveitamentoRadar, AproveitamentoTotal } from '../components/estatisticas-graficos';
import { Numero } from '../components/numero';
import { PlanosAcao } from '../components/planos-acao';

/** Spec §2.2 / §9: the charts are drawn one second after the numbers arrive. */
export const ATRASO_GRAFICOS_MS = 1000;

/** True `ms` after `inicio` first became true (the charts wait for the numbers, then one second). */
function useAtraso(inicio: boolean, ms: number) {
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    if (!inicio || pronto) return;
    const id = setTimeout(() => setPronto(true), ms);
    return () => clearTimeout(id);
  }, [inicio, pronto, ms]);
  return pronto;
}

/** Admin.Estatisticas: registrations and {product} results, by category, UF and interval. */
export function EstatisticasPage() {
  const { t } = useTranslation('estatisticas');
  const auth = useAuth();
  // The filters live in the URL: a view of the numbers can be shared and survives a reload.
  const [search, setSearch] = useSearchParams();
  const categoria = search.get('categoria') ?? '';
  const uf = search.get('uf') ?? '';
  const intervalo = search.get('intervalo') === 'ultimo-ano' ? INTERVALO_ULTIMO_ANO : 'todos';
  const setFiltro = (key: 'categoria' | 'uf' | 'intervalo', value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const filtros: AdminEstatisticasBody = {};
  if (categoria) filtros.categoria = Number(categoria);
  if (uf) filtros.uf = uf as UfSigla;
  if (intervalo === INTERVALO_ULTIMO_ANO) filtros.intervalo = INTERVALO_ULTIMO_ANO;
  const categorias = useCategorias();
  // Cards name a category by its short title (the long description is secondary text).
  const tituloDe = (c: { id: number; descricao: string }) =>
    categorias.data?.find((x) => x.id === c.id)?.titulo ?? c.descricao;
  const estatisticas = useEstatisticas(filtros);
  const d = estatisticas.data;
  const graficos = useAtraso(d !== undefined, ATRASO_GRAFICOS_MS);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('titulo')}</Title>
        <Text size="lg">{t('saudacao', { nome: auth?.nome ?? '' })}</Text>
      </div>

      <Paper component="section" withBorder p="md" radius="md" aria-label={t('filtros.rotulo')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t('filtros.categoria')}
            value={categoria}
            onChange={(e) => setFiltro('categoria', e.currentTarget.value)}
            data={[
              { value: '', label: t('filtros.todasCategorias') },
              ...(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.titulo })),
            ]}
          />
          <NativeSelect
            label={t('filtros.uf')}
            value={uf}
            onChange={(e) => setFiltro('uf', e.currentTarget.value)}
            data={[
              { value: '', label: t('filtros.todasUfs') },
              ...UFS.map((u) => ({ value: u.sigla, label: `${u.sigla} – ${u.nome}` })),
            ]}
          />
          <NativeSelect
            label={t('filtros.intervalo')}
            value={intervalo}
            onChange={(e) =>
              setFiltro('intervalo', e.currentTarget.value === INTERVALO_ULTIMO_ANO ? 'ultimo-ano' : '')
            }
            data={[
              { value: 'todos', label: t('filtros.todoPeriodo') },
              { value: INTERVALO_ULTIMO_ANO, label: t('filtros.ultimoAno') },
            ]}
          />
        </SimpleGrid>
      </Paper>

      {estatisticas.isError && !d ? (
        <Alert color="red" title={t('erro')}>
          <Button variant="light" color="red" onClick={() => estatisticas.refetch()}>
            {t('recarregar')}
          </Button>
        </Alert>
      ) : !d ? (
        <Group justify="center" p="xl">
          <Loader role="progressbar" aria-label={t('titulo')} />
        </Group>
      ) : (
        <Stack gap="lg" aria-busy={estatisticas.isFetching}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Numero rotulo={t('cards.novosCadastros')} valor={formatNumber(d.novosCadastros)} />
            <Numero rotulo={t('cards.entregues')} valor={formatNumber(d.guiaEntregues)} />
            <Numero rotulo={t('cards.preenchidos')} valor={formatNumber(d.guiaPreenchidos)} />
          </SimpleGrid>

          {graficos ? (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <AproveitamentoRadar aproveitamento={d.blocoAproveitamento.aproveitamento} />
              <AproveitamentoTotal percentual={d.blocoAproveitamento.percentual} />
            </SimpleGrid>
          ) : (
            <Text role="status" c="dimmed">
              {t('carregandoGraficos')}
            </Text>
          )}

          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Numero rotulo={t('totais.area')} valor={formatArea(d.areaGuiaEntregue)} />
            <Numero rotulo={t('totais.rebanho')} valor={formatRebanho(d.rebanhoGuiaEntregue)} />
            <Numero rotulo={t('totais.objetos')} valor={formatNumber(d.objetos)} />
          </SimpleGrid>

          <section aria-labelledby="estatisticas-categorias">
            <Title order={2} size="h3" id="estatisticas-categorias" mb="sm">
              {t('categorias.titulo')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {d.categorias.map((c) => (
                <Paper key={c.id} withBorder p="md" radius="md">
                  <Group justify="space-between" mb="xs" wrap="nowrap">
                    <Text fw={600} title={c.descricao}>
                      {tituloDe(c)}
                    </Text>
                    <Text fw={700}>{c.percentual === null ? t('semDados') : `${c.percentual}%`}</Text>
                  </Group>
                  <Progress
                    value={c.percentual ?? 0}
                    color={c.cor}
                    aria-label={
                      c.percentual === null
                        ? t('categorias.barraSemDados', { categoria: tituloDe(c) })
                        : t('categorias.barra', { categoria: tituloDe(c), percentual: c.percentual })
                    }
                  />
                  <Text size="sm" mt="xs">
                    {t('categorias.total', { count: c.total, valor: formatNumber(c.total) })}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      )}

      <PlanosAcao filtros={filtros} />
    </Stack>
  );
}
