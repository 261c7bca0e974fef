import type { AdminIndicador, Categoria } from '@guia/shared';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTag } from '@/components/category-tag';
import { useUpdateEvidencia } from '../api/update-evidencia';
import { useUpdateIndicador } from '../api/update-indicador';
import { useUpdateNivel } from '../api/update-nivel';
import { ApoioMateriais } from './apoio-materiais';
import { EditableText } from './editable-text';

/** A change waiting for the administrator's yes: what the modal says and what it runs. */
export interface Pedido {
  mensagem: ReactNode;
  executar: () => Promise<string | undefined>;
  depois?: () => void;
  perigo?: boolean;
}

interface IndicadorApoioProps {
  indicador: AdminIndicador;
  /** Code on screen: principle.criterion.indicator. */
  codigo: string;
  categorias: Map<number, Categoria>;
  confirmar: (pedido: Pedido) => void;
}

/** The new text, quoted under the confirmation question. */
function NovoTexto({ pergunta, texto }: { pergunta: string; texto: string }) {
  return (
    <Stack gap="xs">
      <Text>{pergunta}</Text>
      <Text
        component="blockquote"
        m={0}
        p="sm"
        bg="gray.0"
        style={{
          borderLeft: '3px solid var(--mantine-color-pasture-6)',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {texto}
      </Text>
    </Stack>
  );
}

/** One indicator on the support page: its texts, levels and support materials, each change confirmed. */
export function IndicadorApoio({ indicador, codigo, categorias, confirmar }: IndicadorApoioProps) {
  const { t } = useTranslation('admin-guia');
  const updateIndicador = useUpdateIndicador();
  const updateEvidencia = useUpdateEvidencia();
  const updateNivel = useUpdateNivel();
  const proprias = indicador.categorias
    .map((id) => categorias.get(id))
    .filter((c): c is Categoria => c !== undefined);
  const tituloId = `apoio-indicador-${indicador.id}`;
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-labelledby={tituloId}>
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Title order={3} size="h4" id={tituloId}>
            {t('apoio.indicador', { codigo })}
          </Title>
          {proprias.length > 0 ? (
            proprias.map((c) => <CategoryTag key={c.id} nome={c.titulo} cor={c.cor} />)
          ) : (
            <Badge
              color="gray"
              c="dark.7"
              variant="light"
              radius="sm"
              styles={{ label: { textTransform: 'none' } }}
            >
              {t('apoio.todasCategorias')}
            </Badge>
          )}
        </Group>

        <EditableText
          label={t('apoio.tituloIndicador')}
          value={indicador.titulo}
          editLabel={t('apoio.editarTitulo', { codigo })}
          maxLength={2000}
          onSave={(titulo, done) =>
            confirmar({
              mensagem: <NovoTexto pergunta={t('apoio.confirmarTituloIndicador')} texto={titulo} />,
              executar: async () => (await updateIndicador.mutateAsync({ id: indicador.id, titulo })).message,
              depois: done,
            })
          }
        />
        <EditableText
          label={t('apoio.evidencia')}
          value={indicador.exemploevidencia ?? ''}
          emptyText={t('apoio.semEvidencia')}
          editLabel={t('apoio.editarEvidencia', { codigo })}
          maxLength={4000}
          onSave={(evidencia, done) =>
            confirmar({
              mensagem: <NovoTexto pergunta={t('apoio.confirmarEvidencia')} texto={evidencia} />,
              executar: async () =>
                (await updateEvidencia.mutateAsync({ id: indicador.id, evidencia })).message,
              depois: done,
            })
          }
        />

        <Stack gap="xs" component="section" aria-label={`${t('apoio.niveis')} ${codigo}`}>
          <Text fw={700}>{t('apoio.niveis')}</Text>
          {indicador.niveis.map((nivel) => {
            const peso =
              nivel.peso === 0 ? t('apoio.pesoNaoSeAplica') : t('apoio.peso', { peso: nivel.peso });
            return (
              <EditableText
                key={nivel.id}
                label={peso}
                value={nivel.descricao}
                editLabel={t('apoio.editarNivel', { peso: nivel.peso === 0 ? peso : nivel.peso, codigo })}
                maxLength={2000}
                onSave={(titulo, done) =>
                  confirmar({
                    mensagem: <NovoTexto pergunta={t('apoio.confirmarTituloNivel')} texto={titulo} />,
                    executar: async () => (await updateNivel.mutateAsync({ id: nivel.id, titulo })).message,
                    depois: done,
                  })
                }
              />
            );
          })}
        </Stack>

        <ApoioMateriais indicador={indicador} codigo={codigo} categorias={categorias} confirmar={confirmar} />
      </Stack>
    </Card>
  );
}
