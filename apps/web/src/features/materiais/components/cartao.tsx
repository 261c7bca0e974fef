import { MATERIAL_CORTE_DESCRICAO } from '@guia/shared';
import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaterialIcone } from './material-icone';
import { TextoCortado } from './texto-cortado';

interface CartaoProps {
  titulo: string;
  descricao: string;
  icone: string;
  total: number;
  to: string;
}

/** A theme's or type's card: icon, title, the description cropped at 70, the count and 'Acessar'. */
export function Cartao({ titulo, descricao, icone, total, to }: CartaoProps) {
  const { t } = useTranslation('materiais');
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" color="pasture" aria-hidden>
            <MaterialIcone icone={icone} />
          </ThemeIcon>
          <Text component="h2" fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {titulo}
          </Text>
        </Group>
        <TextoCortado texto={descricao} max={MATERIAL_CORTE_DESCRICAO} c="dark.7" />
        <Text size="sm" c="dark.7" mt="auto">
          {t('total', { count: total })}
        </Text>
        <Button
          component={Link}
          to={to}
          variant="filled"
          color="pasture.8"
          aria-label={t('acessarItem', { titulo })}
        >
          {t('acessar')}
        </Button>
      </Stack>
    </Card>
  );
}
