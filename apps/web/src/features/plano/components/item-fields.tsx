import { ACOES_MAX, RESPONSAVEL_MAX } from '@guia/shared';
import { Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ItemForm, NivelMeta } from '../candidatos';

/** `caminho`: the form path of the item ('itens.0'), as the API names fields in a 400 ('itens.0.prazo'); '' for a form of one item. */
type Campos<V> = { form: UseFormReturnType<V>; caminho: string; item: ItemForm };

/**
 * Meta (a level above the current one, with its description), Prazo (a date from today on), 'O que vou
 * fazer' (with a counter) and Responsável: the fields an item has in the builder and in the edit modal.
 */
export function ItemFields<V>({
  form,
  caminho,
  item,
  niveisAcima,
  hoje,
}: Campos<V> & { niveisAcima: NivelMeta[]; hoje: string }) {
  const { t } = useTranslation('plano');
  const id = caminho ? caminho.replace(/\W/g, '-') : 'item';
  const campo = (nome: keyof ItemForm) => (caminho ? `${caminho}.${nome}` : nome);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('item.meta')}
        description={t('item.metaDescricao')}
        withAsterisk
        {...form.getInputProps(campo('peso_meta'))}
      >
        <Stack gap={6} mt={6}>
          {niveisAcima.map((n) => (
            <Radio
              key={n.peso}
              value={String(n.peso)}
              label={
                n.descricao
                  ? t('item.nivelComDescricao', { peso: n.peso, descricao: n.descricao })
                  : t('item.nivel', { peso: n.peso })
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        id={`${id}-prazo`}
        type="date"
        label={t('item.prazo')}
        description={t('item.prazoDescricao')}
        withAsterisk
        min={hoje}
        {...form.getInputProps(campo('prazo'))}
      />
      <Textarea
        id={`${id}-acoes`}
        label={t('item.acoes')}
        description={t('item.acoesContador', { count: item.acoes.length, max: ACOES_MAX })}
        withAsterisk
        rows={4}
        {...form.getInputProps(campo('acoes'))}
      />
      <TextInput
        id={`${id}-responsavel`}
        label={t('item.responsavel')}
        description={t('item.responsavelDescricao')}
        maxLength={RESPONSAVEL_MAX}
        autoComplete="off"
        {...form.getInputProps(campo('responsavel'))}
      />
    </Stack>
  );
}
