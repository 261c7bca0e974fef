import { NOME_UNIDADE_MAX, UFS } from '@guia/shared';
import { Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '@/components/masked-input';
import { useCidades } from '../api/get-cidades';
import { accentInsensitiveFilter } from '../fold-text';
import { CarInput } from './car-input';
import { CategoriaChoice } from './categoria-choice';
import { isProdutor, NUMERO_FIELDS, type ObjetoFormValues } from './objeto-form-values';
import { fieldId } from './use-objeto-form';

const UF_OPTIONS = UFS.map((uf) => ({ value: uf.sigla, label: uf.nome }));

type Form = UseFormReturnType<ObjetoFormValues>;
type Opcao = { value: string; label: string };

/** A Select bound to one of the form's fields, with the id focus moves to. */
function selectProps(form: Form, field: 'uf' | 'cidade' | 'atividade_id' | 'sistemaadotado_id') {
  const values = form.getValues();
  return {
    id: fieldId(field),
    value: values[field] === '' ? null : values[field],
    error: form.errors[field],
    onChange: (v: string | null) => form.setFieldValue(field, v ?? ''),
  };
}

/** Step 1: category, name, state and city. Editing, they are shown but fixed (reports depend on them). */
export function GeralStep({
  form,
  editing,
  locked,
}: {
  form: Form;
  editing: boolean;
  locked?: { categoria: string; cidadeNome: string };
}) {
  const { t } = useTranslation('objetos');
  const values = form.getValues();
  const cidades = useCidades(editing ? '' : values.uf);
  const cidadeOptions = editing
    ? [{ value: values.cidade, label: locked?.cidadeNome ?? '' }]
    : (cidades.data ?? []).map((c) => ({ value: String(c.codigo), label: c.nome }));
  const cidadePlaceholder = !values.uf
    ? t('form.cidadeAntesEstado')
    : cidades.isLoading
      ? t('form.carregandoCidades')
      : t('form.cidadePlaceholder');

  return (
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
        description={t('form.nomeContador', { count: values.nomeunidade.length, max: NOME_UNIDADE_MAX })}
        maxLength={NOME_UNIDADE_MAX}
        required={!editing}
        disabled={editing}
        autoComplete="off"
        {...form.getInputProps('nomeunidade')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          {...selectProps(form, 'uf')}
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
          {...selectProps(form, 'cidade')}
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
  );
}

/** Step 2: the state registration and, for a rural producer (category 6), the production fields. */
export function RegistroStep({
  form,
  opcoes,
  onNumberBlur,
}: {
  form: Form;
  /** The activities and adopted systems (loaded with step 1, so step 2 opens with them). */
  opcoes: { atividades: Opcao[]; sistemas: Opcao[] };
  /** A number field was left: read it back, or say why it cannot be read. */
  onNumberBlur: (field: (typeof NUMERO_FIELDS)[number]['field'], casasDecimais: number) => void;
}) {
  const { t } = useTranslation('objetos');
  const values = form.getValues();
  const produtor = isProdutor(values);

  return (
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
              {...selectProps(form, 'atividade_id')}
              label={t('form.atividade')}
              placeholder={t('form.escolha')}
              data={opcoes.atividades}
              required={produtor}
              disabled={!produtor}
            />
            <Select
              {...selectProps(form, 'sistemaadotado_id')}
              label={t('form.sistema')}
              placeholder={t('form.escolha')}
              data={opcoes.sistemas}
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
                onBlur={() => onNumberBlur(field, casasDecimais)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
