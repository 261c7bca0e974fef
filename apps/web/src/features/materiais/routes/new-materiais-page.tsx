import type { ApoioMaterial } from '@guia/shared';
import { Anchor, Card, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategorias } from '@/api/get-categorias';
import { routes } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { useApoio } from '../api/get-apoio';
import { useCategoriaDaPrimeiraUnidade } from '../api/get-unidades';
import { EstadoDaConsulta } from '../components/estado-da-consulta';

const inteiro = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** Groups the links by indicator, keeping the server's principle and indicator order. */
function porIndicador(itens: ApoioMaterial[]) {
  const grupos = new Map<number, { codigo: string; titulo: string; itens: ApoioMaterial[] }>();
  for (const a of itens) {
    const g = grupos.get(a.indicador_id);
    if (g) g.itens.push(a);
    else grupos.set(a.indicador_id, { codigo: a.indicador, titulo: a.indicador_titulo, itens: [a] });
  }
  return [...grupos.entries()].map(([id, g]) => ({ id, ...g }));
}

/**
 * /newmateriais: the chained selects category → principle → indicator → materials, over the
 * current edition's support links (GET Apoio, what the answering screen and the reports show).
 * The choices live in the URL (`?categoria&principio&indicador`), so the APOIO menu links to a
 * principle and the back button restores them. Without a chosen category, the first unit's.
 */
export function NewMateriaisPage() {
  const { t } = useTranslation('materiais');
  const [search, setSearch] = useSearchParams();
  const categorias = useCategorias();
  const daUnidade = useCategoriaDaPrimeiraUnidade();
  const categoriaId = inteiro(search.get('categoria')) ?? daUnidade.data ?? null;
  const principio = inteiro(search.get('principio'));
  const indicadorId = inteiro(search.get('indicador'));
  const apoio = useApoio(categoriaId);

  const escolher = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
  };

  const itens = apoio.data?.itens ?? [];
  const principios = [...new Map(itens.map((a) => [a.codigo, a.principio])).entries()];
  const doPrincipio = principio === null ? itens : itens.filter((a) => a.codigo === principio);
  const indicadores = porIndicador(doPrincipio);
  const mostrados = indicadorId === null ? indicadores : indicadores.filter((i) => i.id === indicadorId);

  return (
    <Stack gap="lg">
      <BackLink to={routes.Materiais}>{t('voltarMateriais')}</BackLink>
      <Stack gap={4}>
        <Title order={1}>{t('porIndicador.titulo')}</Title>
        <Text c="dark.7">{t('porIndicador.introducao')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Select
          label={t('porIndicador.categoria')}
          placeholder={t('porIndicador.categoriaPlaceholder')}
          data={(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.descricao }))}
          value={categoriaId === null ? null : String(categoriaId)}
          onChange={(v) => escolher({ categoria: v, principio: null, indicador: null })}
          allowDeselect={false}
          searchable
          nothingFoundMessage="—"
        />
        <Select
          label={t('porIndicador.principio')}
          placeholder={t('porIndicador.principioPlaceholder')}
          data={principios.map(([codigo, titulo]) => ({
            value: String(codigo),
            label: t('porIndicador.principioRotulo', { codigo, titulo }),
          }))}
          value={principio === null ? null : String(principio)}
          onChange={(v) => escolher({ principio: v, indicador: null })}
          disabled={categoriaId === null || itens.length === 0}
          clearable
        />
        <Select
          label={t('porIndicador.indicador')}
          placeholder={t('porIndicador.indicadorPlaceholder')}
          data={indicadores.map((i) => ({
            value: String(i.id),
            label: t('porIndicador.indicadorRotulo', { codigo: i.codigo, titulo: i.titulo }),
          }))}
          value={indicadorId === null ? null : String(indicadorId)}
          onChange={(v) => escolher({ indicador: v })}
          disabled={principio === null || indicadores.length === 0}
          clearable
          searchable
        />
      </SimpleGrid>

      {categoriaId === null ? (
        daUnidade.isPending ? null : (
          <Text c="dark.7">{t('porIndicador.escolhaCategoria')}</Text>
        )
      ) : !apoio.data ? (
        <EstadoDaConsulta isPending={apoio.isPending} onRetry={() => void apoio.refetch()} />
      ) : apoio.data.edicao === null ? (
        <EmptyState title={t('porIndicador.semEdicao')} />
      ) : itens.length === 0 ? (
        <EmptyState title={t('vazio')} />
      ) : mostrados.length === 0 ? (
        <EmptyState title={t('porIndicador.principioVazio')} />
      ) : (
        <Stack gap="md" aria-live="polite">
          <Text size="sm" c="dark.7">
            {t('porIndicador.edicao', { ano: apoio.data.edicao.ano })}
          </Text>
          {mostrados.map((i) => (
            <Card
              key={i.id}
              component="section"
              withBorder
              radius="md"
              padding="md"
              aria-labelledby={`ind-${i.id}`}
            >
              <Text component="h2" id={`ind-${i.id}`} fw={700} mb="xs">
                {t('porIndicador.indicadorRotulo', { codigo: i.codigo, titulo: i.titulo })}
              </Text>
              <List spacing="xs">
                {i.itens.map((a) => (
                  <List.Item key={a.id}>
                    <Anchor href={a.url} target="_blank" rel="noopener noreferrer" c="pasture.8">
                      {a.titulo}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
