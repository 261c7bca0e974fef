import {
  Button,
  CloseButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingWarehouse, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useObjetos } from '@/api/get-objetos';
import { routes } from '@/app/routes';
import { LoadError } from '../components/load-error';
import { ObjetoCard } from '../components/objeto-card';
import { foldText } from '../fold-text';

// The user's units are few and already loaded: filtering them here answers at once, even on a
// weak rural connection, with the API's rule (part of the name, ignoring case and accents). The
// short debounce keeps the result count, a live region, from speaking on every keystroke.
const SEARCH_DEBOUNCE_MS = 250;

/** Screen 9: the user's units, searchable by name. */
export function ObjetosListPage() {
  const { t } = useTranslation('objetos');
  const objetos = useObjetos();
  const [busca, setBusca] = useState('');
  const [debounced] = useDebouncedValue(busca, SEARCH_DEBOUNCE_MS);
  const query = foldText(debounced);
  const visible = useMemo(
    () => (objetos.data ?? []).filter((o) => foldText(o.nomeunidade).includes(query)),
    [objetos.data, query],
  );
  const total = objetos.data?.length ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{t('lista.titulo')}</Title>
        <Button
          component={Link}
          to={routes['Cadastrar-Objeto']}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('lista.adicionar')}
        </Button>
      </Group>

      {total > 0 && (
        <TextInput
          type="search"
          label={t('lista.busca')}
          placeholder={t('lista.buscaPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={busca}
          onChange={(e) => setBusca(e.currentTarget.value)}
          maxLength={100}
          maw={480}
          rightSection={
            busca ? <CloseButton aria-label={t('lista.limparBusca')} onClick={() => setBusca('')} /> : null
          }
        />
      )}

      {objetos.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={168} radius="md" />
          ))}
        </SimpleGrid>
      ) : objetos.isError ? (
        <LoadError error={objetos.error} onRetry={() => void objetos.refetch()} />
      ) : total === 0 ? (
        <EmptyState
          title={t('lista.vazio')}
          text={t('lista.vazioDescricao')}
          action={
            <Button component={Link} to={routes['Cadastrar-Objeto']}>
              {t('lista.adicionar')}
            </Button>
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {query ? t('lista.resultados', { count: visible.length }) : ''}
          </Text>
          {visible.length === 0 ? (
            <EmptyState
              title={t('lista.nenhumEncontrado')}
              text={t('lista.nenhumEncontradoDescricao')}
              action={
                <Button variant="light" onClick={() => setBusca('')}>
                  {t('lista.limparBusca')}
                </Button>
              }
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {visible.map((o) => (
                <ObjetoCard key={o.id} objeto={o} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

function EmptyState({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconBuildingWarehouse size={56} stroke={1.25} color="var(--mantine-color-pasture-4)" aria-hidden />
      <Text fw={700} size="lg">
        {title}
      </Text>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
