import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contato, telHref } from '@/features/shell/contact';
import { FaqTopicos } from '../components/faq-topicos';
import type { FaqTopico } from '../faq';

/** Ajuda (spec screen 24): contact by e-mail and phone, and the FAQ (static until GET Faq exists). */
export function AjudaPage() {
  const { t } = useTranslation('ajuda');
  const topicos = t('topicos', { returnObjects: true }) as FaqTopico[];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('titulo')}</Title>
      <Card withBorder padding="lg" component="section" aria-labelledby="contato-titulo">
        <Title order={2} size="h3" id="contato-titulo" mb="xs">
          {t('contatoTitulo')}
        </Title>
        <Text mb="md">{t('contatoTexto')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Group gap="sm" wrap="nowrap">
            <IconMail size={24} aria-hidden style={{ flexShrink: 0 }} />
            <div>
              <Text size="sm" c="dimmed">
                {t('email')}
              </Text>
              <Anchor href={`mailto:${contato.email}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {contato.email}
              </Anchor>
            </div>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <IconPhone size={24} aria-hidden style={{ flexShrink: 0 }} />
            <div>
              <Text size="sm" c="dimmed">
                {t('telefone')}
              </Text>
              <Anchor href={telHref(contato.telefone)} fw={600}>
                {contato.telefone}
              </Anchor>
            </div>
          </Group>
        </SimpleGrid>
      </Card>
      <section aria-labelledby="faq-titulo">
        <Title order={2} size="h3" id="faq-titulo" mb="md">
          {t('faqTitulo')}
        </Title>
        <FaqTopicos topicos={Array.isArray(topicos) ? topicos : []} />
      </section>
    </Stack>
  );
}
