import {
  EVIDENCIA_EXTENSOES,
  EVIDENCIA_TAMANHO_MAXIMO,
  extensaoPermitida,
  type ItemPlano,
  MENSAGENS_PLANO,
  REGISTRO_NOTA_MAX,
} from '@guia/shared';
import { ActionIcon, Button, FileButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useChaveDoEnvio } from '@/lib/chave-do-envio';
import { mensagemDeErro } from '@/lib/form-errors';
import { useRegistrarAndamento } from '../api/registrar-andamento';

const ACCEPT = EVIDENCIA_EXTENSOES.map((e) => `.${e}`).join(',');
const TIPOS = EVIDENCIA_EXTENSOES.join(', ');

/**
 * 'Registrar andamento': a note and an optional file under the evidence upload's rules (types, 10 MB).
 * A failed send keeps the note and the file; the modal traps the focus and gives it back on close.
 */
export function RegistrarModal({
  objetoId,
  item,
  onClose,
}: {
  objetoId: number;
  item: ItemPlano | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('plano');
  const registrar = useRegistrarAndamento();
  const chaveDoEnvio = useChaveDoEnvio();
  // Counts the records sent: a second, identical record made on purpose gets a key of its own.
  const feitos = useRef(0);
  const [nota, setNota] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroNota, setErroNota] = useState<string | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const itemId = item?.id;

  // A new action opens a clean form.
  useEffect(() => {
    if (itemId === undefined) return;
    setNota('');
    setArquivo(null);
    setErroNota(null);
    setErroArquivo(null);
    setErro(null);
  }, [itemId]);

  function escolher(file: File | null) {
    if (!file) return;
    if (!extensaoPermitida(file.name))
      setErroArquivo(t('registro.tipoNaoPermitido', { nome: file.name, tipos: TIPOS }));
    else if (file.size > EVIDENCIA_TAMANHO_MAXIMO) setErroArquivo(t('registro.tamanhoMaximo'));
    else {
      setErroArquivo(null);
      setArquivo(file);
    }
  }

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    if (!item) return;
    setErro(null);
    const texto = nota.trim();
    const invalida = !texto
      ? MENSAGENS_PLANO.nota
      : texto.length > REGISTRO_NOTA_MAX
        ? MENSAGENS_PLANO.notaLonga
        : null;
    setErroNota(invalida);
    if (invalida) return;
    try {
      const chave = chaveDoEnvio({
        feitos: feitos.current,
        itemId: item.id,
        nota: texto,
        arquivo: arquivo && { nome: arquivo.name, tamanho: arquivo.size, modificado: arquivo.lastModified },
      });
      const res = await registrar.mutateAsync({ objetoId, itemId: item.id, nota: texto, arquivo, chave });
      feitos.current += 1;
      notifications.show({ color: 'pasture', message: res.message || t('registro.salvo') });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields.nota) setErroNota(error.fields.nota);
      setErro(mensagemDeErro(error, t('acao.erro')));
    }
  }

  return (
    <Modal
      opened={item !== null}
      onClose={() => !registrar.isPending && onClose()}
      title={item ? t('registro.titulo', { indicador: item.indicador.titulo }) : ''}
      closeButtonProps={{ 'aria-label': t('registro.fechar') }}
    >
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <Stack gap="md">
          <Textarea
            data-autofocus
            label={t('registro.nota')}
            description={t('registro.notaContador', { count: nota.length, max: REGISTRO_NOTA_MAX })}
            withAsterisk
            rows={4}
            value={nota}
            error={erroNota}
            onChange={(e) => {
              setNota(e.currentTarget.value);
              setErroNota(null);
            }}
          />
          <Stack gap={4}>
            <Group gap="xs">
              <FileButton onChange={escolher} accept={ACCEPT} disabled={registrar.isPending}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPaperclip size={18} aria-hidden />}>
                    {arquivo ? t('registro.trocarArquivo') : t('registro.arquivo')}
                  </Button>
                )}
              </FileButton>
              {arquivo && (
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {arquivo.name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('registro.removerArquivo')}
                    onClick={() => setArquivo(null)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('registro.ajuda', { tipos: TIPOS })}
            </Text>
            <FormAlert message={erroArquivo} />
          </Stack>
          {registrar.isPending && (
            <Text role="status" size="sm">
              {t('registro.enviando')}
            </Text>
          )}
          <FormAlert message={erro} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={registrar.isPending}>
              {t('cancelar.voltar')}
            </Button>
            <Button type="submit" loading={registrar.isPending}>
              {t('registro.salvar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
