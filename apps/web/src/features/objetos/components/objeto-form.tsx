import type { ObjetoInput } from '@guia/shared';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAtividades } from '../api/get-atividades';
import { useSistemasAdotados } from '../api/get-sistemas-adotados';
import { GeralStep, RegistroStep } from './objeto-form-steps';
import type { ObjetoFormValues } from './objeto-form-values';
import { LAST_STEP, useObjetoForm } from './use-objeto-form';

export interface ObjetoFormProps {
  mode: 'create' | 'edit';
  initialValues: ObjetoFormValues;
  draftKey: string;
  /** Edit: how the locked category and city read (the unit's own, even if no longer offered). */
  locked?: { categoria: string; cidadeNome: string };
  submitting: boolean;
  /** Saved and on the way out: the form stays visible but cannot be sent again. */
  done?: boolean;
  /** Sends the validated body; a rejection with field errors is shown on the fields. */
  onSubmit: (body: ObjetoInput) => Promise<unknown>;
  onDelete?: () => void;
}

/**
 * The two-step unit form (spec screens 7 and 8): step 1 the general fields, step 2 the state
 * registration and, for a rural producer (category 6), the production fields.
 */
export function ObjetoForm({
  mode,
  initialValues,
  draftKey,
  locked,
  submitting,
  done = false,
  onSubmit,
  onDelete,
}: ObjetoFormProps) {
  const { t } = useTranslation('objetos');
  const editing = mode === 'edit';
  const objeto = useObjetoForm({ initialValues, draftKey, editing, bloqueado: submitting || done, onSubmit });
  const { form, step } = objeto;
  const atividades = useAtividades();
  const sistemas = useSistemasAdotados();
  const opcoes = {
    atividades: (atividades.data ?? []).map((a) => ({ value: String(a.id), label: a.descricao })),
    sistemas: (sistemas.data ?? []).map((s) => ({ value: String(s.id), label: s.descricao })),
  };

  return (
    <form onSubmit={objeto.handleSubmit} noValidate>
      <Stack gap="lg">
        {objeto.restored && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('form.rascunhoRestaurado')}</Text>
              <Button variant="subtle" size="compact-sm" onClick={objeto.discardDraft}>
                {t('form.descartarRascunho')}
              </Button>
            </Group>
          </Alert>
        )}

        <Stack gap={6}>
          <Title order={2} size="h3" ref={objeto.headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
            <Text span display="block" size="sm" c="dimmed" fw={600}>
              {t('form.etapa', { atual: step + 1, total: LAST_STEP + 1 })}
            </Text>{' '}
            {step === 0 ? t('form.etapa1Titulo') : t('form.etapa2Titulo')}
          </Title>
          <Progress value={((step + 1) / (LAST_STEP + 1)) * 100} aria-label={t('form.progresso')} size="sm" />
        </Stack>

        {step === 0 ? (
          <GeralStep form={form} editing={editing} locked={locked} />
        ) : (
          <RegistroStep form={form} opcoes={opcoes} onNumberBlur={objeto.checkNumber} />
        )}

        {done && (
          <Text role="status" c="dimmed">
            {t('form.redirecionando')}
          </Text>
        )}

        <Group justify="space-between" gap="sm">
          {step > 0 ? (
            <Button variant="default" onClick={() => objeto.goTo(0)} disabled={submitting}>
              {t('form.voltar')}
            </Button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <Button key="next" type="submit">
              {t('form.proximo')}
            </Button>
          ) : (
            <Button key="submit" type="submit" loading={submitting} disabled={done}>
              {editing ? t('form.atualizar') : t('form.cadastrar')}
            </Button>
          )}
        </Group>
        {onDelete && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" onClick={onDelete} disabled={submitting || done}>
              {t('form.excluir')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
