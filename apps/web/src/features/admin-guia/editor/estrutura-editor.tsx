import {
  type Active,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  MeasuringStrategy,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Categoria } from '@guia/shared';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { formatDateTime } from '@/lib/format';
import type { EstruturaVersionada } from '../api/get-estrutura';
import { useSaveEstrutura } from '../api/save-estrutura';
import { mensagemDeErro } from '../components/confirm-modal';
import { CriterioCard } from './criterio-card';
import { colisaoPorTipo, dndAccessibility, idVazio, tipoDnd, useDndSensors } from './dnd';
import { type Direcao, EditorContext, type EditorContexto } from './editor-context';
import {
  codigoCriterio,
  codigoIndicador,
  type EstruturaDraft,
  errosNoFormulario,
  fromEstrutura,
  localizarIndicador,
  mover,
  moverIndicador,
  moverIndicadorPara,
  novoCriterio,
  novoIndicador,
  type PosicaoIndicador,
  temConteudo,
  toBody,
  validarEstrutura,
} from './model';
import { chaveRascunho, useEstruturaDraft } from './use-estrutura-draft';
import { useLeaveGuard } from './use-leave-guard';

type Remocao = { criterio: number; indicador?: number };

const DND_MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** Whether the dragged item's top has passed below the item under it (a pointer drag into another list). */
function abaixoDe(active: Active, over: Over): boolean {
  const rect = active.rect.current.translated;
  return tipoDnd(over) === 'indicador' && rect !== null && rect.top > over.rect.top + over.rect.height;
}

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
  const { versao, estruturaBloqueada: bloqueado } = estrutura;
  const principio = estrutura.principio.codigo;
  const salvar = useSaveEstrutura();
  const rascunho = useEstruturaDraft(chaveRascunho(productId, principioId, versao));
  const [oferta, setOferta] = useState(rascunho.guardado);
  const [remocao, setRemocao] = useState<Remocao | null>(null);
  const [foco, setFoco] = useState<string | null>(null);
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped after a refused save: once the errors are rendered, the first invalid field takes the focus.
  const [mostrarErro, setMostrarErro] = useState(0);
  useEffect(() => {
    if (mostrarErro > 0) focusFirstInvalid(formRef.current);
  }, [mostrarErro]);

  const inicial = useMemo(() => fromEstrutura(estrutura), [estrutura]);
  // What the server holds, to tell whether anything was typed since (Mantine's dirty flags miss list moves).
  const salvoJson = useRef(JSON.stringify(inicial));
  const form = useForm<EstruturaDraft>({
    initialValues: inicial,
    validate: validarEstrutura,
    onValuesChange: (values) => {
      if (JSON.stringify(values) !== salvoJson.current) rascunho.guardar(values);
      else rascunho.limpar();
    },
  });
  const sujo = JSON.stringify(form.values) !== salvoJson.current;
  const blocker = useLeaveGuard(sujo && !salvar.isPending);
  const criterios = form.values.criterios;

  // After a move the moved item's button takes the focus again (its card may have changed parent).
  useEffect(() => {
    if (!foco) return;
    setFoco(null);
    const [key] = foco.split(':');
    for (const alvo of [foco, `${key}:cima`, `${key}:baixo`, `${key}:arrastar`]) {
      const el = document.querySelector<HTMLButtonElement>(`[data-foco="${alvo}"]`);
      if (el && !el.disabled) {
        el.focus();
        return;
      }
    }
  }, [foco]);

  const estrutural = (values: EstruturaDraft['criterios']) => {
    // Error paths name positions: after a structural change they would point at other fields.
    form.clearErrors();
    form.setFieldValue('criterios', values);
  };

  const remover = ({ criterio, indicador }: Remocao) => {
    if (indicador === undefined) estrutural(criterios.filter((_, i) => i !== criterio));
    else {
      estrutural(
        criterios.map((c, i) =>
          i === criterio ? { ...c, indicadores: c.indicadores.filter((_, j) => j !== indicador) } : c,
        ),
      );
    }
  };

  const contexto: EditorContexto = {
    form,
    principio,
    bloqueado,
    categorias: categorias.map((c) => ({ value: String(c.id), label: c.titulo })),
    moverCriterio: (criterio: number, direcao: Direcao) => {
      const alvo = criterio + direcao;
      if (alvo < 0 || alvo >= criterios.length) return;
      estrutural(mover(criterios, criterio, alvo));
      setFoco(`${criterios[criterio]!.key}:${direcao < 0 ? 'cima' : 'baixo'}`);
    },
    removerCriterio: (criterio) => {
      const item = criterios[criterio];
      if (item && temConteudo(item)) setRemocao({ criterio });
      else remover({ criterio });
    },
    adicionarIndicador: (criterio) =>
      estrutural(
        criterios.map((c, i) =>
          i === criterio ? { ...c, indicadores: [...c.indicadores, novoIndicador()] } : c,
        ),
      ),
    moverIndicador: (criterio, indicador, direcao) => {
      const key = criterios[criterio]?.indicadores[indicador]?.key;
      const resultado = moverIndicador(criterios, { criterio, indicador }, direcao);
      if (!resultado) return;
      estrutural(resultado.criterios);
      setFoco(`${key}:${direcao < 0 ? 'cima' : 'baixo'}`);
    },
    removerIndicador: (criterio, indicador) => {
      const item = criterios[criterio]?.indicadores[indicador];
      if (item && temConteudo(item)) setRemocao({ criterio, indicador });
      else remover({ criterio, indicador });
    },
  };

  const sensors = useDndSensors();
  // The criteria when a drag started: Escape puts them back (an indicator may have changed criterion),
  // and the announcements name items by the codes they had then.
  const antesDoArraste = useRef<EstruturaDraft['criterios'] | null>(null);
  const nomeDnd = (id: UniqueIdentifier) => {
    const lista = antesDoArraste.current ?? criterios;
    const criterio = lista.findIndex((c) => c.key === id);
    if (criterio >= 0) return t('editor.criterio', { codigo: codigoCriterio(principio, criterio) });
    const pos = localizarIndicador(lista, String(id));
    return pos
      ? t('editor.indicador', { codigo: codigoIndicador(principio, pos.criterio, pos.indicador) })
      : '';
  };
  /** The place an indicator dragged over `over` goes to: the indicator's place, or an empty criterion's first. */
  const posicaoDoAlvo = (over: Over): PosicaoIndicador | null => {
    if (tipoDnd(over) === 'vazio') {
      const criterio = criterios.findIndex((c) => idVazio(c.key) === over.id);
      return criterio >= 0 ? { criterio, indicador: 0 } : null;
    }
    return localizarIndicador(criterios, String(over.id));
  };
  /**
   * The code a dragged indicator takes if dropped now. Over an indicator of its own criterion it takes that
   * indicator's place; entering another criterion it goes in before the indicator under it (after it when
   * the pointer is past it), and that indicator, still under it, is the place it ends in.
   */
  const destinoDnd = (active: Active, over: Over): string | null => {
    const origem = localizarIndicador(criterios, String(active.id));
    const alvo = posicaoDoAlvo(over);
    if (!origem || !alvo) return null;
    let indicador = alvo.indicador;
    if (origem.criterio !== alvo.criterio && tipoDnd(over) === 'indicador' && !abaixoDe(active, over))
      indicador += 1;
    return codigoIndicador(principio, alvo.criterio, indicador);
  };
  const onDragStart = (_: DragStartEvent) => {
    antesDoArraste.current = criterios;
  };
  // An indicator entering another criterion moves there at once (codes renumber while dragging).
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || tipoDnd(active) !== 'indicador' || active.id === over.id) return;
    const origem = localizarIndicador(criterios, String(active.id));
    const alvo = posicaoDoAlvo(over);
    if (!origem || !alvo || origem.criterio === alvo.criterio) return;
    const indicador = alvo.indicador + (abaixoDe(active, over) ? 1 : 0);
    estrutural(moverIndicadorPara(criterios, origem, { criterio: alvo.criterio, indicador }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    antesDoArraste.current = null;
    if (!over || active.id === over.id) return;
    if (tipoDnd(active) === 'indicador') {
      const origem = localizarIndicador(criterios, String(active.id));
      const alvo = posicaoDoAlvo(over);
      if (origem && alvo) estrutural(moverIndicadorPara(criterios, origem, alvo));
      return;
    }
    const de = criterios.findIndex((c) => c.key === active.id);
    const para = criterios.findIndex((c) => c.key === over.id);
    if (de >= 0 && para >= 0) estrutural(mover(criterios, de, para));
  };
  const onDragCancel = () => {
    if (antesDoArraste.current && antesDoArraste.current !== criterios) estrutural(antesDoArraste.current);
  };

  const submit = form.onSubmit(
    (values) => {
      setErroGeral(null);
      salvar.mutate(
        { productId, principioId, criterios: toBody(values), etag: estrutura.etag },
        {
          onSuccess: ({ data, message }) => {
            rascunho.limpar();
            // The form takes the saved structure: new ids, renumbered codes, the new version.
            const salvo = fromEstrutura(data);
            salvoJson.current = JSON.stringify(salvo);
            form.setInitialValues(salvo);
            form.setValues(salvo);
            form.resetDirty();
            notifications.show({ color: 'pasture', message: message || t('editor.salvo') });
          },
          onError: (error) => {
            if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
              form.setErrors(errosNoFormulario(error.fields));
              setMostrarErro((n) => n + 1);
            }
            const message = mensagemDeErro(error, t('erroGenerico'));
            setErroGeral(message);
            notifications.show({ color: 'red', message });
          },
        },
      );
    },
    () => {
      setMostrarErro((n) => n + 1);
      setErroGeral(t('editor.corrija'));
      notifications.show({ color: 'red', message: t('editor.corrija') });
    },
  );

  const alvoRemocao = remocao
    ? remocao.indicador === undefined
      ? t('editor.removerCriterioPergunta', { codigo: codigoCriterio(principio, remocao.criterio) })
      : t('editor.removerIndicadorPergunta', {
          codigo: codigoIndicador(principio, remocao.criterio, remocao.indicador),
        })
    : '';

  return (
    <EditorContext.Provider value={contexto}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="lg">
          {bloqueado && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconLock aria-hidden />}
              styles={{ message: { color: 'var(--mantine-color-text)' } }}
            >
              {t('editor.bloqueado')}
            </Alert>
          )}
          {oferta && (
            <Alert
              color="blue"
              variant="light"
              title={t('editor.rascunho.titulo')}
              styles={{ message: { color: 'var(--mantine-color-text)' } }}
            >
              <Stack gap="sm">
                <Text size="sm">{t('editor.rascunho.texto', { quando: formatDateTime(oferta.em) })}</Text>
                <Group gap="sm">
                  <Button
                    size="xs"
                    onClick={() => {
                      form.setValues(oferta.values);
                      setOferta(null);
                    }}
                  >
                    {t('editor.rascunho.restaurar')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      rascunho.limpar();
                      setOferta(null);
                    }}
                  >
                    {t('editor.rascunho.descartar')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}

          {criterios.length === 0 ? (
            <Text c="dimmed">{t('editor.vazio')}</Text>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={colisaoPorTipo}
              measuring={DND_MEASURING}
              onDragStart={onDragStart}
              onDragOver={onDragOver}
              onDragEnd={onDragEnd}
              onDragCancel={onDragCancel}
              accessibility={dndAccessibility(t, nomeDnd, destinoDnd)}
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
              onClick={() => estrutural([...criterios, novoCriterio()])}
            >
              {t('editor.adicionarCriterio')}
            </Button>
          </div>

          <Paper
            withBorder
            shadow="sm"
            p="sm"
            radius="md"
            style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
          >
            <Stack gap="xs">
              <FormAlert message={erroGeral} />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" aria-live="polite">
                  {sujo ? t('editor.naoSalvo') : ''}
                </Text>
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  loading={salvar.isPending}
                  disabled={salvar.isPending}
                >
                  {t('editor.salvar')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </form>

      <Modal
        opened={remocao !== null}
        onClose={() => setRemocao(null)}
        title={t('editor.removerTitulo')}
        closeButtonProps={{ 'aria-label': t('editor.fecharJanela') }}
      >
        <Stack gap="md">
          <Text>{alvoRemocao}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemocao(null)}>
              {t('editor.cancelar')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (remocao) remover(remocao);
                setRemocao(null);
              }}
            >
              {t('editor.remover')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('editor.sair.titulo')}
        closeButtonProps={{ 'aria-label': t('editor.fecharJanela') }}
      >
        <Stack gap="md">
          <Text>{t('editor.sair.texto')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t('editor.sair.ficar')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('editor.sair.sair')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </EditorContext.Provider>
  );
}
