import { PESO_MAX, PESO_MIN } from '@guia/shared';
import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { novoNivel, pesoDoNovoNivel } from './model';

/** The levels of one indicator: a weight (0 'Não se aplica' to 5) and a description each. */
export function NiveisFields({
  criterio,
  indicador,
  codigo,
}: {
  criterio: number;
  indicador: number;
  codigo: string;
}) {
  const { t } = useTranslation('admin-guia');
  const { form, bloqueado } = useEditor();
  const path = `criterios.${criterio}.indicadores.${indicador}.niveis`;
  const niveis = form.values.criterios[criterio]?.indicadores[indicador]?.niveis ?? [];
  const proximo = pesoDoNovoNivel(niveis);
  const erroLista = form.errors[path];
  const pesos = Array.from({ length: PESO_MAX - PESO_MIN + 1 }, (_, i) => {
    const peso = PESO_MIN + i;
    return { value: String(peso), label: peso === 0 ? t('editor.pesoNaoSeAplica') : String(peso) };
  });

  return (
    <Fieldset legend={t('editor.niveis', { codigo })} variant="filled" p="sm">
      <Stack gap="sm">
        {niveis.map((nivel, n) => (
          <Group key={nivel.key} align="flex-start" gap="xs" wrap="wrap">
            <NativeSelect
              label={t('editor.peso', { n: n + 1 })}
              data={pesos}
              disabled={bloqueado}
              w={{ base: '100%', xs: 150 }}
              value={String(nivel.peso)}
              error={form.errors[`${path}.${n}.peso`]}
              onChange={(e) => form.setFieldValue(`${path}.${n}.peso`, Number(e.currentTarget.value))}
            />
            <Textarea
              label={t('editor.descricaoNivel', { n: n + 1 })}
              resize="vertical"
              rows={2}
              maxLength={2000}
              style={{ flex: 1, minWidth: 200 }}
              {...form.getInputProps(`${path}.${n}.descricao`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('editor.removerNivel', { n: n + 1 })}
              disabled={bloqueado}
              onClick={() => form.removeListItem(path, n)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {erroLista && (
          <Text c="red.8" size="sm" role="alert">
            {erroLista}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-label={t('editor.adicionarNivelAria', { codigo })}
            disabled={bloqueado || proximo === null}
            onClick={() => proximo !== null && form.insertListItem(path, novoNivel(proximo))}
          >
            {t('editor.adicionarNivel')}
          </Button>
          {proximo === null && !bloqueado && (
            <Text size="xs" c="dimmed">
              {t('editor.niveisCheios')}
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
