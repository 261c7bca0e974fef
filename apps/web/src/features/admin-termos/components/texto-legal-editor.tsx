import { RESUMO_ALTERACOES_MAX, resumoAlteracoesField, type TextoLegalAdmin } from '@guia/shared';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import { IconCheck } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { formatMonthYear } from '@/lib/format';
import { useTextoLegal } from '../api/get-texto-legal';
import type { DocumentoLegal } from '../api/keys';
import { useSaveTextoLegal } from '../api/save-texto-legal';
import classes from './texto-legal-editor.module.css';

/** How long 'Salvo' stays after a save (spec admin §9). */
export const SALVO_MS = 3000;

function useLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('admin-termos');
  return t('editor', { returnObjects: true }) as Partial<RichTextEditorLabels>;
}

/** One legal text: its rich-text editor, version, and the save button that shows 'Salvo' for 3 s. */
export function TextoLegalEditor({ documento }: { documento: DocumentoLegal }) {
  const { t } = useTranslation('admin-termos');
  const query = useTextoLegal(documento);
  const headingId = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t(`${documento}.titulo`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`${documento}.aviso`)}
        </Text>
        {query.isPending ? (
          <Skeleton h={280} aria-label={t('carregando')} role="status" />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {query.error.message}
          </Alert>
        ) : (
          <Editor documento={documento} publicado={query.data} rotulo={t(`${documento}.titulo`)} />
        )}
      </Stack>
    </Paper>
  );
}

function Editor({
  documento,
  publicado,
  rotulo,
}: {
  documento: DocumentoLegal;
  publicado: TextoLegalAdmin;
  rotulo: string;
}) {
  const { t } = useTranslation('admin-termos');
  const labels = useLabels();
  const mutation = useSaveTextoLegal();
  const [salvo, setSalvo] = useState(false);
  // Publishing is confirmed in a modal that asks for 'O que mudou' (shown to users asked to accept again).
  const [confirmando, setConfirmando] = useState(false);
  const [resumo, setResumo] = useState('');
  const [erroResumo, setErroResumo] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const editor = useEditor({
    extensions: [
      // StarterKit 3 brings its own link: Mantine's (with the Ctrl+K editor) replaces it.
      StarterKit.configure({ link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: publicado.texto,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': rotulo, 'aria-multiline': 'true', role: 'textbox' } },
  });

  const abrirConfirmacao = () => {
    mutation.reset();
    setErroResumo(null);
    setResumo('');
    setConfirmando(true);
  };

  const publicar = () => {
    if (!editor) return;
    const checado = resumoAlteracoesField.safeParse(resumo);
    if (!checado.success) {
      setErroResumo(checado.error.issues[0]?.message ?? null);
      return;
    }
    clearTimeout(timer.current);
    setSalvo(false);
    mutation.mutate(
      { documento, body: { texto: editor.getHTML(), resumo: checado.data } },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields.resumo) setErroResumo(error.fields.resumo);
        },
        onSuccess: () => {
          setConfirmando(false);
          setSalvo(true);
          timer.current = setTimeout(() => setSalvo(false), SALVO_MS);
        },
      },
    );
  };

  const erroDoServidor = mutation.isError
    ? (mutation.error instanceof ApiError && mutation.error.fields.texto) || mutation.error.message
    : null;

  return (
    <Stack gap="sm">
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={280} className={classes.conteudo} />
      </RichTextEditor>
      <FormAlert message={!confirmando ? erroDoServidor : null} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('versao', {
            versao: publicado.versao,
            data: publicado.atualizadoEm ? formatMonthYear(publicado.atualizadoEm) : '—',
          })}
        </Text>
        <Group gap="sm">
          <Text role="status" c="pasture.8" fw={600} size="sm" aria-live="polite">
            {salvo && (
              <Group gap={4} component="span">
                <IconCheck size={16} aria-hidden />
                {t('salvo')}
              </Group>
            )}
          </Text>
          <Button onClick={abrirConfirmacao} disabled={mutation.isPending || !editor}>
            {t('salvar', { documento: rotulo })}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={confirmando}
        onClose={() => !mutation.isPending && setConfirmando(false)}
        title={t('publicar.titulo', { documento: rotulo })}
        closeButtonProps={{ 'aria-label': t('publicar.fechar') }}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            publicar();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t(`${documento}.aviso`)}</Text>
            <Textarea
              label={t('publicar.resumo')}
              description={t('publicar.resumoAjuda')}
              withAsterisk
              required
              data-autofocus
              rows={3}
              maxLength={RESUMO_ALTERACOES_MAX}
              value={resumo}
              error={erroResumo}
              onChange={(e) => {
                setResumo(e.currentTarget.value);
                setErroResumo(null);
              }}
            />
            <FormAlert message={confirmando && !erroResumo ? erroDoServidor : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmando(false)} disabled={mutation.isPending}>
                {t('publicar.cancelar')}
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {t('publicar.confirmar')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
