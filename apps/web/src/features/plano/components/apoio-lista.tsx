import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Candidato } from '../candidatos';

/** The indicator's support materials for the unit's category, beside its plan item. */
export function ApoioLista({ apoio, headingId }: { apoio: Candidato['apoio']; headingId: string }) {
  const { t } = useTranslation('plano');
  return (
    <Stack gap={4} component="aside" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        {t('item.apoio')}
      </Title>
      {apoio.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('item.semApoio')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {apoio.map((a) => (
            <li key={a.id}>
              <Anchor
                href={a.url}
                target="_blank"
                rel="noopener noreferrer"
                style={{ overflowWrap: 'anywhere' }}
              >
                {a.titulo} <IconExternalLink size={14} aria-hidden />
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
