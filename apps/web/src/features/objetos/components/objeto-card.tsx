import type { Objeto } from '@guia/shared';
import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { CategoryTag } from '@/components/category-tag';

/** One unit in the list: category tag, name (the link to the unit), city and filling progress. */
export function ObjetoCard({ objeto }: { objeto: Objeto }) {
  const { t } = useTranslation('objetos');
  // The server's integer, shown as it is (progress rule: the screen never rounds nor clamps it again).
  const percentual = objeto.percentual;
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="sm">
        <Group>
          <CategoryTag nome={objeto.categoria} cor={objeto.cor} />
        </Group>
        <Title order={2} size="h4">
          <Anchor component={Link} to={href('Objeto.Single', { objectId: objeto.id })} c="inherit">
            {objeto.nomeunidade}
          </Anchor>
        </Title>
        <Text c="dimmed" size="sm">
          {t('lista.localizacao', { cidade: objeto.cidadeNome, uf: objeto.uf })}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percentual}
            aria-label={t('lista.progresso', { nome: objeto.nomeunidade })}
            style={{ flex: 1 }}
            size="lg"
          />
          <Text size="sm" fw={600} aria-hidden>
            {percentual}%
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
