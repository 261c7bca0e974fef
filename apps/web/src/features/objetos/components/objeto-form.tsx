import {
  escreverNumeroBr,
  isValidCar,
  lerNumeroBr,
  NOME_UNIDADE_MAX,
  type ObjetoInput,
  UFS,
} from '@guia/shared';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '@/components/masked-input';
import { applyServerErrors } from '@/lib/form-errors';
import { useAtividades } from '../api/get-atividades';
import { useCidades } from '../api/get-cidades';
import { useSistemasAdotados } from '../api/get-sistemas-adotados';
import { accentInsensitiveFilter } from '../fold-text';
import { useFormDraft } from '../hooks/use-form-draft';
import { CarInput } from './car-input';
import { CategoriaChoice } from './categoria-choice';
import {
  firstErrorField,
  isProdutor,
  NUMERO_FIELDS,
  type ObjetoField,
  type ObjetoFormValues,
  STEP_FIELDS,
  stepOfFirstError,
  validateObjeto,
} from './objeto-form-values';

type Step = 0 | 1;
const LAST_STEP: Step = 1;

const UF_OPTIONS = UFS.map((uf) => ({ value: uf.sigla, label: uf.nome }));

/** The DOM id of a field's input, to move focus to it. */
export const fieldId = (field: ObjetoField) => `objeto-${field}`;

function focusField(field: ObjetoField) {
  const target =
    field === 'categoria_id'
      ? (document.querySelector<HTMLInputElement>('input[name="categoria_id"]:checked') ??
        document.querySelector<HTMLInputElement>('input[name="categoria_id"]') ??
        document.getElementById(fieldId(field)))
      : document.getElementById(fieldId(field));
  target?.focus();
}

/** The shared contract's errors for the fields of one step, plus the CAR's state prefix. */
function stepErrors(
  values: ObjetoFormValues,
  steps: Step[],
  t: TFunction<'objetos'>,
): Record<string, string> {
  const { errors } = validateObjeto(values);
  const fields = steps.flatMap((s) => STEP_FIELDS[s]);
  const result: Record<string, string> = {};
  for (const field of fields) if (errors[field]) result[field] = errors[field];
  // The server refuses a CAR of another state; saying so here saves a round trip on a slow line.
  if (
    fields.includes('car') &&
    !result.car &&
    isProdutor(values) &&
    isValidCar(values.car) &&
    values.uf !== '' &&
    !values.car.trim().startsWith(`${values.uf}-`)
  ) {
    result.car = t('form.carUf');
  }
  return result;
}

function sameValues(a: ObjetoFormValues, b: ObjetoFormValues) {
  return (Object.keys(b) as ObjetoField[]).every((k) => String(a[k] ?? '') === String(b[k] ?? ''));
}

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
  const draft = useFormDraft<ObjetoFormValues>(draftKey);
  const editing = mode === 'edit';

  // A draft fills in what was typed. When editing, the fields fixed at creation (category, name,
  // state, city: questionnaires and reports depend on them) always come from the stored unit.
  const start = useMemo(() => {
    if (!draft.initial) return { values: initialValues, step: 0 as Step, restored: false };
    const values = { ...initialValues, ...draft.initial.values };
    if (editing) {
      values.categoria_id = initialValues.categoria_id;
      values.nomeunidade = initialValues.nomeunidade;
      values.uf = initialValues.uf;
      values.cidade = initialValues.cidade;
    }
    const restored = !sameValues(values, initialValues);
    return { values, step: (restored && draft.initial.step === 1 ? 1 : 0) as Step, restored };
  }, [draft.initial, initialValues, editing]);

  const [step, setStep] = useState<Step>(start.step);
  const [restored, setRestored] = useState(start.restored);
  const stepRef = useRef(step);
  stepRef.current = step;

  const form = useForm<ObjetoFormValues>({
    mode: 'controlled',
    initialValues: start.values,
    onValuesChange: (values) => draft.save(values, stepRef.current),
  });
  const values = form.getValues();
  const produtor = isProdutor(values);

  const cidades = useCidades(editing ? '' : values.uf);
  const atividades = useAtividades();
  const sistemas = useSistemasAdotados();

  // Focus follows the flow: the step heading after a step change, the first invalid field after a
  // failed check. Done after rendering, since the target may only exist on the other step.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: 'heading' | ObjetoField } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'heading') headingRef.current?.focus();
    else focusField(focusRequest.target);
  }, [focusRequest]);

  const goTo = (next: Step) => {
    setStep(next);
    draft.save(form.getValues(), next);
    setFocusRequest({ target: 'heading' });
  };

  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    const errorStep = stepOfFirstError(errors);
    if (errorStep !== null && errorStep !== step) setStep(errorStep);
    const field = firstErrorField(errors);
    if (field) setFocusRequest({ target: field });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || done) return;
    const current = form.getValues();
    if (step < LAST_STEP) {
      const errors = stepErrors(current, [step], t);
      if (Object.keys(errors).length > 0) return showErrors(errors);
      form.clearErrors();
      return goTo(1);
    }
    const errors = stepErrors(current, [0, 1], t);
    const { body } = validateObjeto(current);
    if (Object.keys(errors).length > 0 || !body) return showErrors(errors);
    try {
      await onSubmit(body);
      draft.clear();
    } catch (error) {
      const message = applyServerErrors(form, error);
      notifications.show({ color: 'red', message, position: 'bottom-center' });
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      if (Object.keys(fields).length > 0) showErrors({ ...fields });
    }
  };

  // Checked as soon as the field is left: a number that cannot be read unambiguously says so at once, and
  // one that can is shown back with its thousands dots ('1250,5' -> '1.250,5') so the user sees what counts.
  const checkNumber = (field: (typeof NUMERO_FIELDS)[number]['field'], casasDecimais: number) => {
    const current = form.getValues();
    const typed = String(current[field] ?? '');
    if (typed.trim() === '') return;
    const read = lerNumeroBr(typed, { casasDecimais });
    if (!read.ok) {
      form.setFieldError(field, validateObjeto(current).errors[field] ?? read.erro);
      return;
    }
    form.setFieldValue(field, escreverNumeroBr(read.valor, casasDecimais));
    form.clearFieldError(field);
  };

  const discardDraft = () => {
    draft.clear();
    form.setValues(initialValues);
    form.clearErrors();
    setRestored(false);
    setStep(0);
    setFocusRequest({ target: 'heading' });
  };

  const cidadeOptions = editing
    ? [{ value: values.cidade, label: locked?.cidadeNome ?? '' }]
    : (cidades.data ?? []).map((c) => ({ value: String(c.codigo), label: c.nome }));
  const cidadePlaceholder = !values.uf
    ? t('form.cidadeAntesEstado')
    : cidades.isLoading
      ? t('form.carregandoCidades')
      : t('form.cidadePlaceholder');

  const stepTitle = step === 0 ? t('form.etapa1Titulo') : t('form.etapa2Titulo');
  const select = (field: 'uf' | 'cidade' | 'atividade_id' | 'sistemaadotado_id') => ({
    id: fieldId(field),
    value: values[field] === '' ? null : values[field],
    error: form.errors[field],
    onChange: (v: string | null) => form.setFieldValue(field, v ?? ''),
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {restored && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('form.rascunhoRestaurado')}</Text>
              <Button variant="subtle" size="compact-sm" onClick={discardDraft}>
                {t('form.descartarRascunho')}
              </Button>
            </Group>
          </Alert>
        )}

        <Stack gap={6}>
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
            <Text span display="block" size="sm" c="dimmed" fw={600}>
              {t('form.etapa', { atual: step + 1, total: LAST_STEP + 1 })}
            </Text>{' '}
            {stepTitle}
          </Title>
          <Progress value={((step + 1) / (LAST_STEP + 1)) * 100} aria-label={t('form.progresso')} size="sm" />
        </Stack>

        {step === 0 ? (
          <Stack gap="md">
            {editing ? (
              <TextInput
                id={fieldId('categoria_id')}
                label={t('form.categoria')}
                value={locked?.categoria ?? ''}
                disabled
              />
            ) : (
              <CategoriaChoice
                value={values.categoria_id}
                error={form.errors.categoria_id}
                onChange={(v) => form.setFieldValue('categoria_id', v)}
              />
            )}
            <TextInput
              id={fieldId('nomeunidade')}
              label={t('form.nome')}
              description={t('form.nomeContador', {
                count: values.nomeunidade.length,
                max: NOME_UNIDADE_MAX,
              })}
              maxLength={NOME_UNIDADE_MAX}
              required={!editing}
              disabled={editing}
              autoComplete="off"
              {...form.getInputProps('nomeunidade')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                {...select('uf')}
                label={t('form.estado')}
                placeholder={t('form.estadoPlaceholder')}
                data={UF_OPTIONS}
                searchable
                filter={accentInsensitiveFilter}
                nothingFoundMessage={t('form.nenhumaOpcao')}
                allowDeselect={false}
                required={!editing}
                disabled={editing}
                onChange={(v) => {
                  // Another state's cities do not apply: the city is chosen again. The spec's old
                  // behaviour (pre-select the state's first city) is not kept: a silent default
                  // registers units in the wrong municipality.
                  if ((v ?? '') !== values.uf) form.setValues({ uf: v ?? '', cidade: '' });
                }}
              />
              <Select
                {...select('cidade')}
                error={form.errors.cidade ?? (cidades.isError ? t('form.erroCidades') : undefined)}
                label={t('form.cidade')}
                placeholder={cidadePlaceholder}
                data={cidadeOptions}
                searchable
                filter={accentInsensitiveFilter}
                nothingFoundMessage={t('form.nenhumaOpcao')}
                allowDeselect={false}
                required={!editing}
                disabled={editing || !values.uf || cidades.isLoading}
              />
            </SimpleGrid>
          </Stack>
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MaskedInput
                id={fieldId('inscricao_estadual')}
                label={t('form.inscricaoEstadual')}
                description={t('form.inscricaoEstadualDescricao')}
                mask="00.000.000-00"
                value={values.inscricao_estadual}
                error={form.errors.inscricao_estadual}
                onChange={(v) => form.setFieldValue('inscricao_estadual', v)}
              />
              <MaskedInput
                id={fieldId('cnpj')}
                label={t('form.cnpj')}
                mask="00.000.000/0000-00"
                value={values.cnpj}
                error={form.errors.cnpj}
                onChange={(v) => form.setFieldValue('cnpj', v)}
              />
            </SimpleGrid>

            <Fieldset
              legend={t('form.produtorTitulo')}
              disabled={!produtor}
              aria-describedby="objeto-produtor-descricao"
            >
              <Stack gap="md">
                <Text id="objeto-produtor-descricao" size="sm" c="dimmed">
                  {produtor ? t('form.produtorDescricao') : t('form.produtorDesabilitado')}
                </Text>
                <CarInput
                  id={fieldId('car')}
                  label={t('form.car')}
                  description={t('form.carDescricao')}
                  required={produtor}
                  disabled={!produtor}
                  value={values.car}
                  error={form.errors.car}
                  onChange={(v) => form.setFieldValue('car', v)}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    {...select('atividade_id')}
                    label={t('form.atividade')}
                    placeholder={t('form.escolha')}
                    data={(atividades.data ?? []).map((a) => ({ value: String(a.id), label: a.descricao }))}
                    required={produtor}
                    disabled={!produtor}
                  />
                  <Select
                    {...select('sistemaadotado_id')}
                    label={t('form.sistema')}
                    placeholder={t('form.escolha')}
                    data={(sistemas.data ?? []).map((s) => ({ value: String(s.id), label: s.descricao }))}
                    required={produtor}
                    disabled={!produtor}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {NUMERO_FIELDS.map(({ field, casasDecimais }) => (
                    <TextInput
                      key={field}
                      id={fieldId(field)}
                      label={t(`form.${field}`)}
                      description={casasDecimais > 0 ? t('form.areaDica') : t('form.rebanhoDica')}
                      required={produtor}
                      disabled={!produtor}
                      inputMode={casasDecimais > 0 ? 'decimal' : 'numeric'}
                      autoComplete="off"
                      {...form.getInputProps(field)}
                      onBlur={() => checkNumber(field, casasDecimais)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Fieldset>
          </Stack>
        )}

        {done && (
          <Text role="status" c="dimmed">
            {t('form.redirecionando')}
          </Text>
        )}

        <Group justify="space-between" gap="sm">
          {step > 0 ? (
            <Button variant="default" onClick={() => goTo(0)} disabled={submitting}>
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
