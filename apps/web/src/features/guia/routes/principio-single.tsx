import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { href } from '@/app/routes';
import { setSelection } from '@/lib/guia-selection';
import { tituloNumerado } from '@/lib/titulo-numerado';
import { useGuia } from '../api/get-guia';
import { IndicadorScreen } from '../components/indicador-screen';
import { GuiaLoadError, GuiaLoading } from '../components/load-state';
import { useGuiaParams } from '../hooks/use-guia-params';
import { findPrincipio, indicadoresDoPrincipio } from '../model';

/**
 * A principle of the questionnaire: its criteria ('Acessar'), and with `?indicador=` the answering screen
 * (screen 13). Movement runs across indicators, then criteria; after the last one, 'Bom trabalho!'.
 */
export function PrincipioSinglePage() {
  const { t } = useTranslation('guia');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { objetoId, productId, questionarioId, principioId } = useGuiaParams();
  const key = objetoId && productId && questionarioId ? { objetoId, productId, questionarioId } : null;
  const guia = useGuia(key);

  useEffect(() => {
    if (objetoId && productId && questionarioId && principioId) {
      setSelection({ objetoId, productId, questionarioId, principioId });
    }
  }, [objetoId, productId, questionarioId, principioId]);

  if (!key || !principioId) return <Navigate to={href('Resumo')} replace />;
  if (guia.isError) return <GuiaLoadError error={guia.error} onRetry={() => void guia.refetch()} />;
  if (!guia.data) return <GuiaLoading />;
  const g = guia.data;
  const routeParams = {
    objectId: key.objetoId,
    productId: key.productId,
    questionarioId: key.questionarioId,
  };
  if (g.questionario.finalizado) {
    return (
      <Navigate to={href('Guia.Encerrado', { objectId: key.objetoId, productId: key.productId })} replace />
    );
  }
  const principio = findPrincipio(g, principioId);
  if (!principio) return <Navigate to={href('Guia.Single', routeParams)} replace />;

  const lista = indicadoresDoPrincipio(principio);
  const indicadorParam = Number(search.get('indicador'));
  const atual = lista.find((i) => i.indicador.id === indicadorParam);
  const irPara = (indicadorId: number | null) =>
    setSearch(indicadorId === null ? {} : { indicador: String(indicadorId) });

  if (atual) {
    return (
      <Stack gap="md">
        <Text c="dimmed">
          {principio.titulo} · {principio.subtitulo}
        </Text>
        <IndicadorScreen
          key={atual.indicador.id}
          guiaKey={key}
          guia={g}
          principio={principio}
          lista={lista}
          atual={atual}
          onPrevious={() =>
            irPara(atual.posicao > 0 ? (lista[atual.posicao - 1]?.indicador.id ?? null) : null)
          }
          onNext={() => {
            const next = lista[atual.posicao + 1];
            if (next) irPara(next.indicador.id);
            else
              navigate(
                href('Principio.BomTrabalho', {
                  objectId: key.objetoId,
                  productId: key.productId,
                  principioId: principio.id,
                }),
              );
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed">{principio.titulo}</Text>
        <Title order={1}>{principio.subtitulo}</Title>
        {principio.descricao && <Text>{principio.descricao}</Text>}
      </Stack>
      {search.has('indicador') && (
        <Alert color="yellow" role="status">
          {t('indicador.naoEncontrado')}
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="principio-criterios">
        <Title order={2} size="h3" id="principio-criterios">
          {t('criterios.titulo')}
        </Title>
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {principio.criterios.map((c) => {
            const primeiro = c.indicadores[0];
            return (
              <Card key={c.id} component="li" withBorder radius="md" padding="lg">
                <Group justify="space-between" align="flex-start" gap="md">
                  <Stack gap={4} style={{ flex: '1 1 280px' }}>
                    <Title order={3} size="h5">
                      {tituloNumerado(c.number, c.titulo)}
                    </Title>
                    <Text size="sm">{c.descricao}</Text>
                  </Stack>
                  {primeiro && (
                    <Button
                      onClick={() => irPara(primeiro.id)}
                      aria-label={t('criterios.acessarCriterio', {
                        titulo: tituloNumerado(c.number, c.titulo),
                      })}
                    >
                      {t('criterios.acessar')}
                    </Button>
                  )}
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Stack>
      <Anchor component={Link} to={href('Guia.Single', routeParams)}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('criterios.voltar')}
        </Group>
      </Anchor>
    </Stack>
  );
}
