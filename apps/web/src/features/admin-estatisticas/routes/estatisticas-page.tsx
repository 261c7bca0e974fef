import { type AdminEstatisticasBody, INTERVALO_ULTIMO_ANO, UFS, type UfSigla } from '@guia/shared';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AproveitamentoRadar,
  AproveitamentoTotal,
} from '@/features/admin-estatisticas/components/estatisticas-graficos';
import { useCategorias } from '@/features/objetos/api/get-categorias';
import { useAuth } from '@/lib/auth-store';
import { formatArea, formatNumber, formatRebanho } from '@/lib/format';
import { useEstatisticas } from '../api/get-estatisticas';

/** Spec §2.2 / §9: the charts are drawn one second after the numbers arrive. */
export const ATRASO_GRAFICOS_MS = 1000;

function useAtraso(ms: number) {
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setPronto(true), ms);
    return () => clearTimeout(id);
  }, [ms]);
  return pronto;
}

function Numero({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {rotulo}
      </Text>
      <Text fz={28} fw={700}>
        {valor}
      </Text>
    </Paper>
  );
}

/** Admin.Estatisticas: registrations and {product} results, by category, UF and interval. */
export function EstatisticasPage() {
  const { t } = useTranslation('estatisticas');
  const auth = useAuth();
  const [categoria, setCategoria] = useState<string | null>(null);
  const [uf, setUf] = useState<string | null>(null);
  const [intervalo, setIntervalo] = useState<string>('todos');
  const filtros: AdminEstatisticasBody = {};
  if (categoria) filtros.categoria = Number(categoria);
  if (uf) filtros.uf = uf as UfSigla;
  if (intervalo === INTERVALO_ULTIMO_ANO) filtros.intervalo = INTERVALO_ULTIMO_ANO;
  const categorias = useCategorias();
  const estatisticas = useEstatisticas(filtros);
  const graficos = useAtraso(ATRASO_GRAFICOS_MS);
  const d = estatisticas.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('titulo')}</Title>
        <Text size="lg">{t('saudacao', { nome: auth?.nome ?? '' })}</Text>
      </div>

      <Paper component="section" withBorder p="md" radius="md" aria-label={t('filtros.rotulo')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('filtros.categoria')}
            placeholder={t('filtros.todasCategorias')}
            clearable
            value={categoria}
            onChange={setCategoria}
            data={(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.descricao }))}
          />
          <Select
            label={t('filtros.uf')}
            placeholder={t('filtros.todasUfs')}
            clearable
            searchable
            value={uf}
            onChange={setUf}
            data={UFS.map((u) => ({ value: u.sigla, label: `${u.sigla} – ${u.nome}` }))}
          />
          <Select
            label={t('filtros.intervalo')}
            allowDeselect={false}
            value={intervalo}
            onChange={(v) => setIntervalo(v ?? 'todos')}
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
          <Loader aria-label={t('titulo')} />
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
                    <Text fw={600}>{c.descricao}</Text>
                    <Text fw={700}>{c.percentual}%</Text>
                  </Group>
                  <Progress
                    value={c.percentual}
                    color={c.cor}
                    aria-label={t('categorias.barra', { categoria: c.descricao, percentual: c.percentual })}
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
    </Stack>
  );
}
