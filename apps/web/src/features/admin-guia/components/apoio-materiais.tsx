import { type AdminIndicador, adminApoioBody, type Categoria } from '@guia/shared';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTag } from '@/components/category-tag';
import { useAddApoio } from '../api/add-apoio';
import { useDeleteApoio } from '../api/delete-apoio';
import type { Pedido } from './indicador-apoio';

/** An indicator's support materials: the list (each deleted after confirming) and the form to insert one. */
export function ApoioMateriais({
  indicador,
  codigo,
  categorias,
  confirmar,
}: {
  indicador: AdminIndicador;
  codigo: string;
  categorias: Map<number, Categoria>;
  confirmar: (pedido: Pedido) => void;
}) {
  const { t } = useTranslation('admin-guia');
  const deleteApoio = useDeleteApoio();
  const addApoio = useAddApoio();
  // A support material is for one of the indicator's own categories (any, when it applies to all).
  const proprias = indicador.categorias
    .map((id) => categorias.get(id))
    .filter((c): c is Categoria => c !== undefined);
  const opcoes = indicador.categorias.length > 0 ? proprias : [...categorias.values()];
  const [novo, setNovo] = useState({ titulo: '', url: '', categoria: '' });
  const [erros, setErros] = useState<Record<string, string>>({});

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
  );
}
