import { type AdminIndicador, adminApoioBody, type Categoria } from '@guia/shared';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTag } from '@/components/category-tag';
import { useAddApoio } from '../api/add-apoio';
import { useDeleteApoio } from '../api/delete-apoio';
import { useUpdateEvidencia } from '../api/update-evidencia';
import { useUpdateIndicador } from '../api/update-indicador';
import { useUpdateNivel } from '../api/update-nivel';
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
  const deleteApoio = useDeleteApoio();
  const addApoio = useAddApoio();
  const proprias = indicador.categorias
    .map((id) => categorias.get(id))
    .filter((c): c is Categoria => c !== undefined);
  // A support material is for one of the indicator's own categories (any, when it applies to all).
  const opcoes = indicador.categorias.length > 0 ? proprias : [...categorias.values()];
  const [novo, setNovo] = useState({ titulo: '', url: '', categoria: '' });
  const [erros, setErros] = useState<Record<string, string>>({});
  const tituloId = `apoio-indicador-${indicador.id}`;

  const inserir = () => {
    const parsed = adminApoioBody.safeParse({
      indicador_id: indicador.id,
      titulo: novo.titulo,
      url: novo.url,
      categoria_id: novo.categoria,
    });
    if (!parsed.success) {
      const campos: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0] === 'categoria_id' ? 'categoria' : String(issue.path[0]);
        campos[campo] ??= issue.message;
      }
      setErros(campos);
      return;
    }
    setErros({});
    confirmar({
      mensagem: <Text>{t('apoio.confirmarInserir')}</Text>,
      executar: async () => (await addApoio.mutateAsync(parsed.data)).message,
      depois: () => setNovo({ titulo: '', url: '', categoria: '' }),
    });
  };

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

        <Stack gap="xs" component="section" aria-label={`${t('apoio.materiais')} ${codigo}`}>
          <Text fw={700}>{t('apoio.materiais')}</Text>
          {indicador.apoio.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('apoio.semMateriais')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {indicador.apoio.map((a) => {
                const categoria = categorias.get(a.categoriaId);
                return (
                  <Group key={a.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                      <Anchor
                        href={a.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {a.titulo} <IconExternalLink size={14} aria-hidden />
                      </Anchor>
                      {categoria && <CategoryTag nome={categoria.titulo} cor={categoria.cor} />}
                    </Group>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('apoio.excluirMaterial', { titulo: a.titulo })}
                      onClick={() =>
                        confirmar({
                          mensagem: <Text>{t('apoio.confirmarExcluir')}</Text>,
                          executar: async () => (await deleteApoio.mutateAsync({ id: a.id })).message,
                          perigo: true,
                        })
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          )}
          <form
            noValidate
            aria-label={`${t('apoio.inserir')} ${codigo}`}
            onSubmit={(e) => {
              e.preventDefault();
              inserir();
            }}
          >
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('apoio.inserir')}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs">
                <TextInput
                  label={t('apoio.materialTitulo')}
                  required
                  maxLength={300}
                  value={novo.titulo}
                  error={erros.titulo}
                  onChange={(e) => setNovo({ ...novo, titulo: e.currentTarget.value })}
                />
                <TextInput
                  label={t('apoio.materialUrl')}
                  placeholder={t('apoio.materialUrlPlaceholder')}
                  type="url"
                  required
                  maxLength={2000}
                  value={novo.url}
                  error={erros.url}
                  onChange={(e) => setNovo({ ...novo, url: e.currentTarget.value })}
                />
                <NativeSelect
                  label={t('apoio.materialCategoria')}
                  required
                  value={novo.categoria}
                  error={erros.categoria}
                  onChange={(e) => setNovo({ ...novo, categoria: e.currentTarget.value })}
                  data={[
                    { value: '', label: t('apoio.escolhaCategoria') },
                    ...opcoes.map((c) => ({ value: String(c.id), label: c.titulo })),
                  ]}
                />
              </SimpleGrid>
              <div>
                <Button
                  type="submit"
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('apoio.inserirBotao')}
                </Button>
              </div>
            </Stack>
          </form>
        </Stack>
      </Stack>
    </Card>
  );
}
