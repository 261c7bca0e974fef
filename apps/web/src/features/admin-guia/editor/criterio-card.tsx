import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { idVazio } from './dnd';
import { useEditor } from './editor-context';
import { IndicadorCard } from './indicador-card';
import { type CriterioDraft, codigoCriterio } from './model';
import { MoveButtons } from './move-buttons';

interface CriterioCardProps {
  criterio: CriterioDraft;
  posicao: number;
  total: number;
}

/**
 * One criterion, 'Critério N.M', with its indicators: one sortable list of the editor's drag and drop, so an
 * indicator is dragged within it or into another criterion (an empty one takes it on its 'Nenhum
 * indicador' area); the up/down buttons carry one into the neighbouring criterion too.
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
    data: { tipo: 'criterio' },
    attributes: { roleDescription: t('editor.dnd.item') },
  });
  const vazio = useDroppable({
    id: idVazio(criterio.key),
    disabled: bloqueado || criterio.indicadores.length > 0,
    data: { tipo: 'vazio' },
  });
  const tituloId = `criterio-${criterio.key}`;
  const ultimoCriterio = posicao === total - 1;

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
            <Text
              ref={vazio.setNodeRef}
              c="dimmed"
              size="sm"
              p="sm"
              data-dnd-vazio
              style={{
                border: `1px dashed ${vazio.isOver ? 'var(--mantine-color-pasture-6)' : 'var(--mantine-color-default-border)'}`,
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              {t('editor.semIndicadores')}
            </Text>
          ) : (
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
