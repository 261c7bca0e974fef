import { DndContext, MeasuringStrategy } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Categoria } from '@guia/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import type { EstruturaVersionada } from '../api/get-estrutura';
import { CriterioCard } from './criterio-card';
import { colisaoPorTipo, useDndSensors } from './dnd';
import { BloqueadoAviso, RascunhoOferta, SairModal, SalvarBarra } from './editor-barras';
import { EditorContext } from './editor-context';
import { codigoCriterio, codigoIndicador, novoCriterio } from './model';
import { type Remocao, useEstruturaAcoes } from './use-estrutura-acoes';
import { useEstruturaDnd } from './use-estrutura-dnd';
import { useEstruturaForm } from './use-estrutura-form';
import { useLeaveGuard } from './use-leave-guard';

const DND_MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

interface EstruturaEditorProps {
  estrutura: EstruturaVersionada;
  categorias: Categoria[];
  productId: string;
  principioId: string;
}

/**
 * The structure editor of one principle. Everything happens on screen (codes renumber at once) and goes
 * to the server in one POST of the criteria with If-Match: the ETag of the structure it started from; what was typed survives a reload in
 * sessionStorage and leaving asks first.
 */
export function EstruturaEditor({ estrutura, categorias, productId, principioId }: EstruturaEditorProps) {
  const { t } = useTranslation('admin-guia');
  const bloqueado = estrutura.estruturaBloqueada;
  const principio = estrutura.principio.codigo;
  const editor = useEstruturaForm(estrutura, productId, principioId);
  const { form } = editor;
  const blocker = useLeaveGuard(editor.sujo && !editor.pending);
  const criterios = form.values.criterios;
  const acoes = useEstruturaAcoes(form, {
    principio,
    bloqueado,
    categorias: categorias.map((c) => ({ value: String(c.id), label: c.titulo })),
  });
  const sensors = useDndSensors();
  const dnd = useEstruturaDnd(criterios, principio, acoes.estrutural);

  const pergunta = ({ criterio, indicador }: Remocao) =>
    indicador === undefined
      ? t('editor.removerCriterioPergunta', { codigo: codigoCriterio(principio, criterio) })
      : t('editor.removerIndicadorPergunta', { codigo: codigoIndicador(principio, criterio, indicador) });

  return (
    <EditorContext.Provider value={acoes.contexto}>
      <form ref={editor.formRef} onSubmit={editor.submit} noValidate>
        <Stack gap="lg">
          {bloqueado && <BloqueadoAviso />}
          {editor.oferta && (
            <RascunhoOferta
              oferta={editor.oferta}
              onRestaurar={editor.restaurar}
              onDescartar={editor.descartar}
            />
          )}

          {criterios.length === 0 ? (
            <Text c="dimmed">{t('editor.vazio')}</Text>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={colisaoPorTipo}
              measuring={DND_MEASURING}
              onDragStart={dnd.onDragStart}
              onDragOver={dnd.onDragOver}
              onDragEnd={dnd.onDragEnd}
              onDragCancel={dnd.onDragCancel}
              accessibility={dnd.accessibility}
            >
              <SortableContext items={criterios.map((c) => c.key)} strategy={verticalListSortingStrategy}>
                <Stack gap="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {criterios.map((criterio, i) => (
                    <CriterioCard
                      key={criterio.key}
                      criterio={criterio}
                      posicao={i}
                      total={criterios.length}
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
              onClick={() => acoes.estrutural([...criterios, novoCriterio()])}
            >
              {t('editor.adicionarCriterio')}
            </Button>
          </div>

          <SalvarBarra erro={editor.erroGeral} sujo={editor.sujo} pending={editor.pending} />
        </Stack>
      </form>

      <ConfirmModal
        opened={acoes.remocao !== null}
        title={t('editor.removerTitulo')}
        danger
        confirmLabel={t('editor.remover')}
        closeLabel={t('editor.fecharJanela')}
        onConfirm={() => acoes.remocao && acoes.remover(acoes.remocao)}
        onClose={acoes.fecharRemocao}
      >
        {acoes.remocao ? pergunta(acoes.remocao) : ''}
      </ConfirmModal>
      <SairModal blocker={blocker} />
    </EditorContext.Provider>
  );
}
