import { Alert, Button, Paper, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategorias } from '@/api/get-categorias';
import { categoryBackground } from '@/lib/category-colors';

interface CategoriaChoiceProps {
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}

/** The active categories as radio cards, each marked with the category's own colour. */
export function CategoriaChoice({ value, error, onChange }: CategoriaChoiceProps) {
  const { t } = useTranslation('objetos');
  const categorias = useCategorias();

  if (categorias.isError) {
    return (
      <Alert color="red" variant="light" title={t('form.categoria')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('form.erroCategorias')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void categorias.refetch()}>
            {t('tentarNovamente')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Radio.Group
      name="categoria_id"
      label={t('form.categoria')}
      description={t('form.categoriaDescricao')}
      value={value || null}
      onChange={onChange}
      error={error}
      required
    >
      {categorias.isLoading ? (
        <Stack gap="xs" mt="xs" aria-busy="true">
          <Text size="sm" c="dimmed">
            {t('form.carregandoCategorias')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={64} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {(categorias.data ?? []).map((c) => (
            <Paper
              key={c.id}
              withBorder
              p="md"
              radius="md"
              style={{
                borderLeft: `6px solid ${categoryBackground(c.cor)}`,
                outline: value === String(c.id) ? '2px solid var(--mantine-color-pasture-6)' : undefined,
              }}
            >
              <Radio
                id={`objeto-categoria-${c.id}`}
                value={String(c.id)}
                label={c.titulo}
                description={c.descricao || undefined}
                size="md"
                styles={{ label: { fontWeight: 600 } }}
              />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Radio.Group>
  );
}
