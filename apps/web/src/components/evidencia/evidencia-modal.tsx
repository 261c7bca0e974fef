import {
  EVIDENCIA_EXTENSOES,
  EVIDENCIA_MAXIMO_POR_ENVIO,
  EVIDENCIA_TAMANHO_MAXIMO,
  type EvidenciaSalva,
  extensaoPermitida,
  nomeIgnorado,
} from '@guia/shared';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEvidencia } from '@/components/evidencia/api/download-evidencia';
import { useEvidencias } from '@/components/evidencia/api/get-evidencias';
import { useRemoveEvidencia } from '@/components/evidencia/api/remove-evidencia';
import { useUploadEvidencias } from '@/components/evidencia/api/upload-evidencias';
import {
  FotosAguardando,
  guardarLoteNoAparelho,
  guardarNoAparelho,
  type LoteEscolhido,
  offline,
  semDesfecho,
  useFotosDoIndicador,
} from '@/components/evidencia/fotos-aguardando';
import { useObterOutbox, useOutbox } from '@/lib/outbox/hooks';
import type { Outbox } from '@/lib/outbox/outbox';
import { lerOriginal } from '@/lib/outbox/reduzir-imagem';

export type EvidenciaModalProps = {
  opened: boolean;
  onClose: () => void;
  questionarioId: number;
  indicador: { id: number; titulo: string; exemploevidencia: string | null };
  readOnly?: boolean;
};

type Aviso = { cor: 'green' | 'red' | 'yellow'; texto: string };

const ACCEPT = EVIDENCIA_EXTENSOES.map((e) => `.${e}`).join(',');
const TIPOS = EVIDENCIA_EXTENSOES.join(', ');

/** The files the server holds for the indicator, with download and removal. */
function ListaEvidencias({
  estado,
  evidencias,
  vazia,
  readOnly,
  removendo,
  baixar,
  remover,
}: {
  estado: 'carregando' | 'erro' | 'pronta';
  evidencias: EvidenciaSalva[];
  vazia: boolean;
  readOnly: boolean;
  removendo: number | null;
  baixar: (e: EvidenciaSalva) => void;
  remover: (e: EvidenciaSalva) => void;
}) {
  const { t } = useTranslation('evidencia');
  return (
    <>
      {estado === 'carregando' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('carregando')}</Text>
        </Group>
      ) : estado === 'erro' ? (
        <Alert color="red" role="alert">
          {t('erroCarregar')}
        </Alert>
      ) : vazia ? (
        <Text>{t('vazio')}</Text>
      ) : evidencias.length === 0 ? null : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {evidencias.map((e) => (
            <Group key={e.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text style={{ overflowWrap: 'anywhere' }}>{e.titulo}</Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('baixar', { titulo: e.titulo })}
                  onClick={() => baixar(e)}
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('remover', { titulo: e.titulo })}
                    loading={removendo === e.id}
                    disabled={removendo !== null}
                    onClick={() => remover(e)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * The outbox to keep files in, once its code is in (it loads after the first screen). Signed out there is none,
 * and keeping them fails as a refusal of the device would.
 */
function useOutboxParaGuardar(): () => Promise<Outbox> {
  const obter = useObterOutbox();
  return async () => {
    const outbox = await obter();
    if (!outbox) throw new Error('sem sessão');
    return outbox;
  };
}

/** Evidence files of one indicator (screen 14): the example, the files sent, upload, download and removal. */
export function EvidenciaModal({
  opened,
  onClose,
  questionarioId,
  indicador,
  readOnly = false,
}: EvidenciaModalProps) {
  const { t } = useTranslation('evidencia');
  const evidencias = useEvidencias(questionarioId, opened);
  const upload = useUploadEvidencias();
  const remove = useRemoveEvidencia();
  const [avisos, setAvisos] = useState<Aviso[]>([]);
  const [lendo, setLendo] = useState(false);
  const [removendo, setRemovendo] = useState<number | null>(null);
  const outbox = useOutbox();
  const destino = useOutboxParaGuardar();
  const naFila = useFotosDoIndicador(outbox, questionarioId, indicador.id);

  const doIndicador = (evidencias.data ?? []).filter((e) => e.indicador_id === indicador.id);
  const enviando = lendo || upload.isPending;

  async function enviar(files: File[]) {
    if (files.length === 0) return;
    const ignorados = files.filter((f) => nomeIgnorado(f.name)).map((f) => f.name);
    const restantes = files.filter((f) => !nomeIgnorado(f.name));
    const erros: string[] = [];
    for (const f of restantes) {
      if (!extensaoPermitida(f.name)) erros.push(t('tipoNaoPermitido', { nome: f.name, tipos: TIPOS }));
      else if (f.size > EVIDENCIA_TAMANHO_MAXIMO) erros.push(t('tamanhoMaximo'));
    }
    if (restantes.length > EVIDENCIA_MAXIMO_POR_ENVIO)
      erros.push(t('muitosArquivos', { max: EVIDENCIA_MAXIMO_POR_ENVIO }));
    const novos: Aviso[] = [];
    if (ignorados.length > 0)
      novos.push({ cor: 'yellow', texto: t('ignorados', { nomes: ignorados.join(', ') }) });
    if (erros.length > 0 || restantes.length === 0) {
      setAvisos([...novos, ...[...new Set(erros)].map((texto) => ({ cor: 'red' as const, texto }))]);
      return;
    }
    setAvisos(novos);
    if (offline()) {
      await guardar(restantes, novos);
      return;
    }
    setLendo(true);
    let lote: LoteEscolhido;
    try {
      // One key per choice of files, generated here: every retry of this batch carries it.
      lote = { chave: crypto.randomUUID(), arquivos: await Promise.all(restantes.map(lerOriginal)) };
    } catch {
      setAvisos([...novos, { cor: 'red', texto: t('erroLer', { nome: restantes[0]?.name ?? '' }) }]);
      return;
    } finally {
      setLendo(false);
    }
    try {
      const res = await upload.mutateAsync({ questionarioId, indicadorId: indicador.id, ...lote });
      const todosIgnorados = [...ignorados, ...res.ignorados];
      setAvisos([
        ...(res.data.length > 0 || res.jaProcessado ? [{ cor: 'green' as const, texto: t('sucesso') }] : []),
        ...(todosIgnorados.length > 0
          ? [{ cor: 'yellow' as const, texto: t('ignorados', { nomes: todosIgnorados.join(', ') }) }]
          : []),
      ]);
    } catch (error) {
      const semResposta = semDesfecho(error);
      if (semResposta) await guardarTalvezEnviado(lote, semResposta, novos);
      else setAvisos([...novos, { cor: 'red', texto: (error as Error).message }]);
    }
  }

  /** No network: the files wait in the outbox and are sent by its drain ('aguardando envio'). */
  async function guardar(arquivos: File[], novos: Aviso[]) {
    setLendo(true);
    try {
      await guardarNoAparelho(await destino(), { questionarioId, indicadorId: indicador.id }, arquivos);
      setAvisos([...novos, { cor: 'yellow', texto: t('guardadaOffline', { count: arquivos.length }) }]);
    } catch {
      setAvisos([...novos, { cor: 'red', texto: t('erroGuardar') }]);
    } finally {
      setLendo(false);
    }
  }

  /**
   * The upload got no answer: it may have been stored, so the batch waits in the outbox under the key and the
   * bytes it was sent with, and the drain sends it again until the server answers (a repeat stores nothing).
   */
  async function guardarTalvezEnviado(lote: LoteEscolhido, motivo: 'rede' | 'servidor', novos: Aviso[]) {
    const count = lote.arquivos.length;
    try {
      await guardarLoteNoAparelho(await destino(), { questionarioId, indicadorId: indicador.id, ...lote });
      const texto = motivo === 'rede' ? t('guardadaOffline', { count }) : t('guardadaServidor', { count });
      setAvisos([...novos, { cor: 'yellow', texto }]);
    } catch {
      // The device refused to store it too: say what failed first (no signal, or the server).
      setAvisos([
        ...novos,
        { cor: 'red', texto: motivo === 'rede' ? t('erroGuardar') : t('erroGuardarServidor') },
      ]);
    }
  }

  async function remover(e: EvidenciaSalva) {
    setRemovendo(e.id);
    try {
      await remove.mutateAsync({ questionarioId, id: e.id });
      setAvisos([{ cor: 'green', texto: t('removida') }]);
    } catch {
      setAvisos([{ cor: 'red', texto: t('erroRemover') }]);
    } finally {
      setRemovendo(null);
    }
  }

  async function baixar(e: EvidenciaSalva) {
    try {
      await downloadEvidencia(e.id, e.titulo);
    } catch {
      setAvisos([{ cor: 'red', texto: t('erroBaixar') }]);
    }
  }

  function fechar() {
    setAvisos([]);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={fechar}
      title={t('titulo', { indicador: indicador.titulo })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('fechar') }}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h5">
            {t('exemploTitulo')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>
            {indicador.exemploevidencia?.trim() || t('semExemplo')}
          </Text>
        </div>

        <div>
          <Title order={3} size="h5" mb="xs">
            {t('listaTitulo')}
          </Title>
          <ListaEvidencias
            estado={evidencias.isPending ? 'carregando' : evidencias.isError ? 'erro' : 'pronta'}
            evidencias={doIndicador}
            vazia={doIndicador.length === 0 && naFila.length === 0}
            readOnly={readOnly}
            removendo={removendo}
            baixar={baixar}
            remover={remover}
          />
          <FotosAguardando fotos={naFila} />
        </div>

        {!readOnly && (
          <Stack gap="xs">
            <FileButton onChange={enviar} multiple accept={ACCEPT} disabled={enviando}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} loading={enviando}>
                  {t('enviar')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('ajuda', { max: EVIDENCIA_MAXIMO_POR_ENVIO, tipos: TIPOS })}
            </Text>
            {enviando && (
              <Text role="status" size="sm">
                {t('enviando')}
              </Text>
            )}
          </Stack>
        )}

        {avisos.map((a) => (
          <Alert key={a.texto} color={a.cor} role={a.cor === 'red' ? 'alert' : 'status'}>
            {a.texto}
          </Alert>
        ))}
      </Stack>
    </Modal>
  );
}
