import { escreverNumeroBr, isValidCar, lerNumeroBr, type ObjetoInput } from '@guia/shared';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/form-errors';
import { useFormDraft } from '../hooks/use-form-draft';
import {
  firstErrorField,
  isProdutor,
  type NUMERO_FIELDS,
  type ObjetoField,
  type ObjetoFormValues,
  STEP_FIELDS,
  stepOfFirstError,
  validateObjeto,
} from './objeto-form-values';

export type Step = 0 | 1;
export const LAST_STEP: Step = 1;

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

/** A draft fills in what was typed; editing, the fields fixed at creation come from the stored unit. */
function useInicio(initialValues: ObjetoFormValues, draftKey: string, editing: boolean) {
  const draft = useFormDraft<ObjetoFormValues>(draftKey);
  // When editing, the fields fixed at creation (category, name, state, city: questionnaires and reports
  // depend on them) always come from the stored unit.
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
  return { draft, start };
}

export interface UseObjetoFormOptions {
  initialValues: ObjetoFormValues;
  draftKey: string;
  editing: boolean;
  /** The call is running or done: a submit is ignored. */
  bloqueado: boolean;
  onSubmit: (body: ObjetoInput) => Promise<unknown>;
}

/**
 * The two-step unit form's state: the values (kept as a draft per step), the step, the checks of each
 * step before moving on, the server's field errors, and the focus that follows them.
 */
export function useObjetoForm({
  initialValues,
  draftKey,
  editing,
  bloqueado,
  onSubmit,
}: UseObjetoFormOptions) {
  const { t } = useTranslation('objetos');
  const { draft, start } = useInicio(initialValues, draftKey, editing);
  const [step, setStep] = useState<Step>(start.step);
  const [restored, setRestored] = useState(start.restored);
  const stepRef = useRef(step);
  stepRef.current = step;

  const form = useForm<ObjetoFormValues>({
    mode: 'controlled',
    initialValues: start.values,
    onValuesChange: (values) => draft.save(values, stepRef.current),
  });

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
    if (bloqueado) return;
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

  return { form, step, goTo, restored, discardDraft, headingRef, handleSubmit, checkNumber };
}
