import { hojeEm, MENSAGENS_PLANO, type PlanoAcao, prazoPadrao } from '@guia/shared';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { href } from '@/app/routes';
import { EmptyState } from '@/components/empty-state';
import { ApiError } from '@/lib/api-client';
import { type BaseDoPlano, useBaseDoPlano } from '../api/get-base-do-plano';
import { usePlanos } from '../api/get-planos';
import { candidatosDoQuestionario, itensNaoAtingidos } from '../candidatos';
import { MontarPlanoForm } from '../components/montar-plano-form';

function positivo(v: string | undefined): number | null {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * 'Montar meu plano de ação', opened from the Prioridades report of a finished questionnaire; with
 * `?copiar=1` ('Montar novo plano' on the report of the questionnaire that judged the previous plan)
 * it starts from that plan's unmet targets.
 */
export function MontarPlanoPage() {
  const { t } = useTranslation('plano');
  const params = useParams();
  const objetoId = positivo(params.objectId);
  const edicaoId = positivo(params.productId);
  const questionarioId = positivo(params.questionarioId);
  const key = objetoId && edicaoId && questionarioId ? { objetoId, edicaoId, questionarioId } : null;
  const base = useBaseDoPlano(key);
  const planos = usePlanos(objetoId);
  const [search] = useSearchParams();
  const anterior = planos.data?.anterior;
  // Only the plan this very questionnaire judged is copied.
  const copiar =
    search.get('copiar') === '1' && anterior?.questionario_avaliacao_id === questionarioId ? anterior : null;

  const voltar = key && (
    <Group>
      <Button
        component={Link}
        to={href('Desempenho.Prioridades', {
          objectId: key.objetoId,
          productId: key.edicaoId,
          questionarioId: key.questionarioId,
        })}
        variant="default"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('montar.voltar')}
      </Button>
    </Group>
  );

  let corpo: ReactNode;
  if (!key || (base.error instanceof ApiError && base.error.status === 404)) {
    corpo = <EmptyState title={t('montar.naoEncontrado')} />;
  } else if (base.isError || planos.isError) {
    corpo = (
      <Alert color="red" role="alert" title={t('montar.erroCarregar')}>
        <Button
          variant="light"
          color="red"
          mt="xs"
          onClick={() => void Promise.all([base.refetch(), planos.refetch()])}
        >
          {t('montar.tentarNovamente')}
        </Button>
      </Alert>
    );
  } else if (!base.data || !planos.data) {
    corpo = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={24} width="60%" />
        <Skeleton height={240} />
      </Stack>
    );
  } else if (planos.data.ativo) {
    corpo = (
      <Alert color="yellow" role="status" title={MENSAGENS_PLANO.planoAtivo}>
        <Anchor component={Link} to={href('Objeto.Plano', { objectId: key.objetoId })}>
          {t('montar.verPlano')}
        </Anchor>
      </Alert>
    );
  } else {
    corpo = (
      <Construtor
        objetoId={key.objetoId}
        questionarioId={key.questionarioId}
        base={base.data}
        copiar={copiar}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('montar.titulo')}</Title>
        {base.data && (
          <Text c="dimmed">
            {t('montar.questionario', {
              ano: base.data.estrutura.ano,
              unidade: base.data.estrutura.nomeunidade,
            })}
          </Text>
        )}
        <Text size="sm" fs="italic">
          {MENSAGENS_PLANO.declaracao}
        </Text>
      </Stack>
      {corpo}
      {voltar}
    </Stack>
  );
}

function Construtor({
  objetoId,
  questionarioId,
  base,
  copiar,
}: {
  objetoId: number;
  questionarioId: number;
  base: BaseDoPlano;
  copiar: PlanoAcao | null;
}) {
  const { t } = useTranslation('plano');
  const candidatos = useMemo(() => candidatosDoQuestionario(base.estrutura), [base.estrutura]);
  const preselecionados = useMemo(() => {
    const ids = new Set(candidatos.map((c) => c.indicadorId));
    return base.prioridades.prioridades.map((p) => p.id).filter((id) => ids.has(id));
  }, [candidatos, base.prioridades]);
  // With nothing left unmet (every target met), the new plan starts from the priorities.
  const copiados = useMemo(() => {
    const itens = copiar ? itensNaoAtingidos(copiar, candidatos, prazoPadrao(hojeEm(new Date()))) : [];
    return itens.length > 0 ? itens : undefined;
  }, [copiar, candidatos]);

  if (candidatos.length === 0)
    return <EmptyState title={t('montar.semCandidatos')} illustration="produtor" />;
  return (
    <Stack gap="md">
      <Text>{copiados ? t('montar.descricaoCopia', { ano: copiar?.ano }) : t('montar.descricao')}</Text>
      <MontarPlanoForm
        objetoId={objetoId}
        questionarioId={questionarioId}
        candidatos={candidatos}
        preselecionados={preselecionados}
        iniciais={copiados}
      />
    </Stack>
  );
}
