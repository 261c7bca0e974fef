import type { GuiaDaUnidade, QuestionarioDaUnidade } from '@guia/shared';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconFlag, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { StartGuiaButton } from '@/components/start-guia-button';
import { acoesDaEdicao } from '@/lib/edicao-acoes';
import { formatDateTime, formatMonthYear } from '@/lib/format';
import { desempenhoPath } from '@/lib/guia-links';
import { clearGuiaState, setSelection } from '@/lib/guia-selection';
import { selectQuestionnaire } from '@/lib/local-state';

/**
 * Screen 10: one {product} edition of the unit, locked or with its questionnaires and their actions (continue,
 * close, report), and the start of a new filling when no form is open.
 */
export function EdicaoCard({ edicao, objetoId }: { edicao: GuiaDaUnidade; objetoId: number }) {
  const { t } = useTranslation('objetos');
  const headingId = useId();
  const locked = !edicao.disponivel && !edicao.finalizado;
  const realizadoEm = edicao.finalizado ? edicao.finalizadoem : null;
  const { iniciar, encerrado } = acoesDaEdicao(edicao);

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      padding="lg"
      bg={locked ? 'gray.0' : undefined}
      style={locked ? { borderStyle: 'dashed' } : undefined}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {locked && (
            <IconLock
              size={22}
              color="var(--mantine-color-dimmed)"
              role="img"
              aria-label={encerrado ? t('edicao.encerrado') : t('edicao.bloqueado')}
            />
          )}
          <Title order={3} size="h4" id={headingId} c={locked ? 'dimmed' : undefined}>
            {t('edicao.titulo', { ano: edicao.ano })}
          </Title>
        </Group>

        {encerrado && (
          <Text size="sm" fw={600} c="dimmed">
            {t('edicao.encerrado')}
          </Text>
        )}
        {realizadoEm ? (
          <Text size="sm" c="dimmed">
            {t('edicao.realizadoEm', { data: formatMonthYear(realizadoEm) })}
          </Text>
        ) : (
          !encerrado &&
          edicao.datadisponivel && (
            <Text size="sm" c="dimmed">
              {t('edicao.disponivelEm', { data: formatMonthYear(edicao.datadisponivel) })}
            </Text>
          )
        )}

        {!locked && edicao.questionarios.length > 0 && (
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {edicao.questionarios.map((q, i) => (
              <QuestionarioItem
                key={q.id}
                numero={i + 1}
                questionario={q}
                totalPerguntas={edicao.totalPerguntas}
                objetoId={objetoId}
              />
            ))}
          </Stack>
        )}

        {iniciar && (
          <Group>
            <StartGuiaButton objetoId={objetoId} productId={edicao.id}>
              {iniciar === 'primeiro' ? t('edicao.iniciarPrimeiro') : t('edicao.novoPreenchimento')}
            </StartGuiaButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function QuestionarioItem({
  numero,
  questionario: q,
  totalPerguntas,
  objetoId,
}: {
  numero: number;
  questionario: QuestionarioDaUnidade;
  totalPerguntas: number;
  objetoId: number;
}) {
  const { t } = useTranslation('objetos');
  const iniciadoEm = formatMonthYear(q.criadoem);
  // The server's progress figure, as it is (floored, SCORING.md): the same number every screen shows.
  const percentual = q.percentual;
  const finalizadoEm = q.finalizadoem ?? q.dataenvio;
  const completo = totalPerguntas > 0 && q.totalRespondido >= totalPerguntas;

  let situacao: string;
  if (q.finalizado) {
    // Date and time: two fillings of the same year must not read alike.
    situacao = finalizadoEm ? t('edicao.finalizadoEm', { data: formatDateTime(finalizadoEm) }) : '';
  } else {
    situacao = completo ? t('edicao.bastaEncerrar') : t('edicao.pendente');
  }

  return (
    <Stack component="li" gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('edicao.iniciadoEm', { data: iniciadoEm })}</Text>
        <Text size="sm" fw={600}>
          {t('edicao.respondidas', { respondidas: q.totalRespondido, total: totalPerguntas })}
        </Text>
      </Group>
      <Progress
        value={percentual}
        size="lg"
        aria-label={t('edicao.progresso', { numero, data: iniciadoEm })}
      />
      {situacao && (
        <Text size="sm" fw={q.finalizado ? undefined : 600} c={q.finalizado ? 'dimmed' : undefined}>
          {situacao}
        </Text>
      )}
      <Group gap="sm">
        {q.finalizado ? (
          <Button
            component={Link}
            to={desempenhoPath(objetoId, q.guia_id)}
            variant="light"
            leftSection={<IconChartBar size={18} aria-hidden />}
            onClick={() => {
              clearGuiaState();
              selectQuestionnaire({ objetoId, productId: q.guia_id, questionarioId: q.id });
            }}
          >
            {t('edicao.relatorio')}
          </Button>
        ) : (
          <>
            {completo && (
              <Button
                component={Link}
                to={href('Guia.Finalizar', {
                  objectId: objetoId,
                  productId: q.guia_id,
                  questionarioId: q.id,
                })}
                leftSection={<IconFlag size={18} aria-hidden />}
                onClick={() => setSelection({ objetoId, productId: q.guia_id, questionarioId: q.id })}
              >
                {t('edicao.encerrar')}
              </Button>
            )}
            <Button
              component={Link}
              to={href('Guia.Single', { objectId: objetoId, productId: q.guia_id, questionarioId: q.id })}
              variant={completo ? 'light' : 'filled'}
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={() => setSelection({ objetoId, productId: q.guia_id, questionarioId: q.id })}
            >
              {t('edicao.continuar')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
