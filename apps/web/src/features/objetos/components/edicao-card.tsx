import type { GuiaDaUnidade, QuestionarioDaUnidade } from '@guia/shared';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '@/lib/format';

/** Screen 10: one {product} edition of the unit, locked or with its questionnaires. */
export function EdicaoCard({ edicao }: { edicao: GuiaDaUnidade }) {
  const { t } = useTranslation('objetos');
  const headingId = useId();
  const locked = !edicao.disponivel && !edicao.finalizado;
  const realizadoEm = edicao.finalizado ? edicao.finalizadoem : null;

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
              aria-label={t('edicao.bloqueado')}
            />
          )}
          <Title order={3} size="h4" id={headingId} c={locked ? 'dimmed' : undefined}>
            {t('edicao.titulo', { ano: edicao.ano })}
          </Title>
        </Group>

        {realizadoEm ? (
          <Text size="sm" c="dimmed">
            {t('edicao.realizadoEm', { data: formatMonthYear(realizadoEm) })}
          </Text>
        ) : (
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
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function QuestionarioItem({
  numero,
  questionario: q,
  totalPerguntas,
}: {
  numero: number;
  questionario: QuestionarioDaUnidade;
  totalPerguntas: number;
}) {
  const { t } = useTranslation('objetos');
  const iniciadoEm = formatMonthYear(q.criadoem);
  const percentual =
    totalPerguntas > 0 ? Math.min(100, Math.round((q.totalRespondido / totalPerguntas) * 100)) : 0;
  const finalizadoEm = q.finalizadoem ?? q.dataenvio;
  const completo = totalPerguntas > 0 && q.totalRespondido >= totalPerguntas;

  let situacao: string;
  if (q.finalizado) {
    situacao = finalizadoEm ? t('edicao.finalizadoEm', { data: formatMonthYear(finalizadoEm) }) : '';
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
    </Stack>
  );
}
