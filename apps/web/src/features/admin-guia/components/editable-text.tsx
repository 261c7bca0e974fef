import { MENSAGEM_TEXTO_VALIDO } from '@guia/shared';
import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface EditableTextProps {
  /** What the text is ('Título', 'Peso 3'...), shown above it. */
  label: ReactNode;
  value: string;
  /** Accessible name of the edit button ('Editar o título do indicador 1.1.2'). */
  editLabel: string;
  /** Shown when the text is empty. */
  emptyText?: string;
  maxLength: number;
  /** Asks for confirmation and saves; calls `done` once saved, so the field closes. */
  onSave: (texto: string, done: () => void) => void;
}

/** A text shown as read, with an edit button that opens a field; empty text is refused on the spot. */
export function EditableText({ label, value, editLabel, emptyText, maxLength, onSave }: EditableTextProps) {
  const { t } = useTranslation('admin-guia');
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState(value);
  const [erro, setErro] = useState<string | null>(null);
  const labelId = useId();

  if (!editando) {
    return (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} id={labelId}>
              {label}
            </Text>
            <Text
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              c={value ? undefined : 'dimmed'}
            >
              {value || emptyText}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={editLabel}
            onClick={() => {
              setTexto(value);
              setErro(null);
              setEditando(true);
            }}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={texto}
        onChange={(e) => {
          setTexto(e.currentTarget.value);
          setErro(null);
        }}
        error={erro}
        rows={3}
        resize="vertical"
        maxLength={maxLength}
        data-autofocus
        autoFocus
      />
      <Group gap="xs">
        <Button
          size="xs"
          onClick={() => {
            if (!texto.trim()) {
              setErro(MENSAGEM_TEXTO_VALIDO);
              return;
            }
            onSave(texto.trim(), () => setEditando(false));
          }}
        >
          {t('apoio.salvar')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setEditando(false)}>
          {t('apoio.cancelar')}
        </Button>
      </Group>
    </Stack>
  );
}
