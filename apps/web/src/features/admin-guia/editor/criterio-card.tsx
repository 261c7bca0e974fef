import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dndAccessibility, useDndSensors } from './dnd';
import { useEditor } from './editor-context';
import { IndicadorCard } from './indicador-card';
import { type CriterioDraft, codigoCriterio, codigoIndicador } from './model';
import { MoveButtons } from './move-buttons';

interface CriterioCardProps {
  criterio: CriterioDraft;
  posicao: number;
  total: number;
}

/**
 * One criterion, 'Critério N.M', with its indicators. Indicators are dragged inside their criterion; the
 * up/down buttons also carry one into the neighbouring criterion.
 */
export function CriterioCard({ criterio, posicao, total }: CriterioCardProps) {
  const { t } = useTranslation('admin-guia');
  const editor = useEditor();
  const { form, bloqueado } = editor;
  const codigo = codigoCriterio(editor.principio, posicao);
  const path = `criterios.${posicao}`;
  const sortable = useSortable({
    id: criterio.key,
    disabled: bloqueado,
    attributes: { roleDescription: t('editor.dnd.item') },
  });
  const sensors = useDndSensors();
  const tituloId = `criterio-${criterio.key}`;
  const ultimoCriterio = posicao === total - 1;

  const nome = (id: string | number) => {
    const i = criterio.indicadores.findIndex((ind) => ind.key === id);
    return t('editor.indicador', { codigo: codigoIndicador(editor.principio, posicao, i) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const de = criterio.indicadores.findIndex((i) => i.key === active.id);
    const para = criterio.indicadores.findIndex((i) => i.key === over.id);
    if (de >= 0 && para >= 0) editor.reordenarIndicadores(posicao, de, para);
  };

  return (
    <Card
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      radius="md"
      padding={0}
      aria-labelledby={tituloId}
      data-dnd-item
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 3 : undefined,
        boxShadow: sortable.isDragging ? 'var(--mantine-shadow-lg)' : undefined,
        overflow: 'visible',
      }}
    >
      <Stack gap="md" p={{ base: 'xs', sm: 'lg' }}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={tituloId}>
            {t('editor.criterio', { codigo })}
          </Title>
          <MoveButtons
            itemKey={criterio.key}
            labels={{
              arrastar: t('editor.arrastarCriterio', { codigo }),
              cima: t('editor.moverCriterioCima', { codigo }),
              baixo: t('editor.moverCriterioBaixo', { codigo }),
              remover: t('editor.removerCriterio', { codigo }),
            }}
            podeSubir={posicao > 0}
            podeDescer={!ultimoCriterio}
            bloqueado={bloqueado}
            onMover={(direcao) => editor.moverCriterio(posicao, direcao)}
            onRemover={() => editor.removerCriterio(posicao)}
            handle={sortable}
          />
        </Group>
        <TextInput
          label={t('editor.criterioTitulo')}
          required
          maxLength={500}
          {...form.getInputProps(`${path}.titulo`)}
        />
        <Textarea
          label={t('editor.criterioDescricao')}
          resize="vertical"
          rows={3}
          maxLength={4000}
          {...form.getInputProps(`${path}.descricao`)}
        />
        <Stack gap="sm" component="section" aria-label={t('editor.indicadores', { codigo })}>
          {criterio.indicadores.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('editor.semIndicadores')}
            </Text>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={dndAccessibility(t, nome)}
            >
              <SortableContext
                items={criterio.indicadores.map((i) => i.key)}
                strategy={verticalListSortingStrategy}
              >
                <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {criterio.indicadores.map((indicador, i) => (
                    <IndicadorCard
                      key={indicador.key}
                      indicador={indicador}
                      criterio={posicao}
                      posicao={i}
                      primeiro={posicao === 0 && i === 0}
                      ultimo={ultimoCriterio && i === criterio.indicadores.length - 1}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          )}
          <div>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={bloqueado}
              onClick={() => editor.adicionarIndicador(posicao)}
            >
              {t('editor.adicionarIndicador', { codigo })}
            </Button>
          </div>
        </Stack>
      </Stack>
    </Card>
  );
}
