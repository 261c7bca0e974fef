import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Checkbox, Group, MultiSelect, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { codigoIndicador, type IndicadorDraft } from './model';
import { MoveButtons } from './move-buttons';
import { NiveisFields } from './niveis-fields';

interface IndicadorCardProps {
  indicador: IndicadorDraft;
  criterio: number;
  posicao: number;
  /** First indicator of the first criterion / last of the last: nowhere to go. */
  primeiro: boolean;
  ultimo: boolean;
}

/** One indicator: code, title, categories, options with their texts, and levels. */
export function IndicadorCard({ indicador, criterio, posicao, primeiro, ultimo }: IndicadorCardProps) {
  const { t } = useTranslation('admin-guia');
  const editor = useEditor();
  const { form, bloqueado } = editor;
  const path = `criterios.${criterio}.indicadores.${posicao}`;
  const sortable = useSortable({
    id: indicador.key,
    disabled: bloqueado,
    data: { tipo: 'indicador' },
    attributes: { roleDescription: t('editor.dnd.item') },
  });
  // While an indicator of this criterion is dragged, the codes are the ones a drop would give.
  const { items, activeIndex, overIndex } = sortable;
  const lugar =
    activeIndex >= 0 && overIndex >= 0
      ? arrayMove(items, activeIndex, overIndex).indexOf(indicador.key)
      : posicao;
  const codigo = codigoIndicador(editor.principio, criterio, lugar);
  const tituloId = `indicador-${indicador.key}`;

  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      aria-labelledby={tituloId}
      data-dnd-item
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={tituloId}>
            {t('editor.indicador', { codigo })}
          </Title>
          <MoveButtons
            itemKey={indicador.key}
            labels={{
              arrastar: t('editor.arrastarIndicador', { codigo }),
              cima: t('editor.moverIndicadorCima', { codigo }),
              baixo: t('editor.moverIndicadorBaixo', { codigo }),
              remover: t('editor.removerIndicador', { codigo }),
            }}
            podeSubir={!primeiro}
            podeDescer={!ultimo}
            bloqueado={bloqueado}
            onMover={(direcao) => editor.moverIndicador(criterio, posicao, direcao)}
            onRemover={() => editor.removerIndicador(criterio, posicao)}
            handle={sortable}
          />
        </Group>
        <Textarea
          label={t('editor.indicadorTitulo')}
          required
          resize="vertical"
          rows={2}
          maxLength={1000}
          {...form.getInputProps(`${path}.titulo`)}
        />
        <MultiSelect
          label={t('editor.categorias')}
          description={t('editor.categoriasDescricao')}
          placeholder={indicador.categorias.length === 0 ? t('editor.categoriasPlaceholder') : undefined}
          data={editor.categorias}
          // Read-only, not disabled: a disabled field is drawn at 60% opacity and its pills fall below
          // 4.5:1; the locked categories must stay readable.
          readOnly={bloqueado}
          clearable={!bloqueado}
          searchable={!bloqueado}
          {...form.getInputProps(`${path}.categorias`)}
        />
        <Stack gap="xs">
          <Checkbox
            label={t('editor.possuirestricao')}
            {...form.getInputProps(`${path}.possuirestricao`, { type: 'checkbox' })}
          />
          {indicador.possuirestricao && (
            <Textarea
              label={t('editor.restricao')}
              resize="vertical"
              rows={3}
              maxLength={4000}
              {...form.getInputProps(`${path}.restricao`)}
            />
          )}
          <Checkbox
            label={t('editor.possuiorientacao')}
            {...form.getInputProps(`${path}.possuiorientacao`, { type: 'checkbox' })}
          />
          {indicador.possuiorientacao && (
            <Textarea
              label={t('editor.orientacao')}
              resize="vertical"
              rows={3}
              maxLength={8000}
              {...form.getInputProps(`${path}.orientacao`)}
            />
          )}
          <Checkbox
            label={t('editor.possuigee')}
            {...form.getInputProps(`${path}.possuigee`, { type: 'checkbox' })}
          />
          <Checkbox
            label={t('editor.possuievidencia')}
            disabled={bloqueado}
            {...form.getInputProps(`${path}.possuievidencia`, { type: 'checkbox' })}
          />
          {indicador.possuievidencia && (
            <Textarea
              label={t('editor.exemploevidencia')}
              resize="vertical"
              rows={3}
              maxLength={4000}
              {...form.getInputProps(`${path}.exemploevidencia`)}
            />
          )}
          <Checkbox
            label={t('editor.possuipercentual')}
            disabled={bloqueado}
            {...form.getInputProps(`${path}.possuipercentual`, { type: 'checkbox' })}
          />
        </Stack>
        <NiveisFields criterio={criterio} indicador={posicao} codigo={codigo} />
      </Stack>
    </Paper>
  );
}
