import { telefoneHref } from '@guia/shared';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getContato, whatsappHref } from '@/lib/contato';
import { useFaq } from '../api/get-faq';
import { FaqTopicos } from '../components/faq-topicos';

interface CanalProps {
  icon: typeof IconMail;
  rotulo: string;
  href: string;
  external?: boolean;
  children: ReactNode;
}

/** One contact channel: its label over its link. */
function Canal({ icon: Icon, rotulo, href, external, children }: CanalProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Icon size={24} aria-hidden style={{ flexShrink: 0 }} />
      <div>
        <Text size="sm" c="dimmed">
          {rotulo}
        </Text>
        <Anchor
          href={href}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </Anchor>
      </div>
    </Group>
  );
}

/** The FAQ as the server has it: loading, an error with a retry, or the topics. */
function Faq() {
  const { t } = useTranslation('ajuda');
  const query = useFaq();
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('carregando')}>
        <Skeleton h={44} />
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('erro')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common:recarregarDados')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <FaqTopicos topicos={query.data} />;
}

/** Ajuda (spec screen 24): contact by e-mail and phone, and the FAQ the administrators keep (GET Faq). */
export function AjudaPage() {
  const { t } = useTranslation('ajuda');
  const contato = getContato();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('titulo')}</Title>
      <Card withBorder padding="lg" component="section" aria-labelledby="contato-titulo">
        <Title order={2} size="h3" id="contato-titulo" mb="xs">
          {t('contatoTitulo')}
        </Title>
        <Text mb="md">{t('contatoTexto')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {contato.email && (
            <Canal icon={IconMail} rotulo={t('email')} href={`mailto:${contato.email}`}>
              {contato.email}
            </Canal>
          )}
          {contato.telefone && (
            <Canal icon={IconPhone} rotulo={t('telefone')} href={telefoneHref(contato.telefone)}>
              {contato.telefone}
            </Canal>
          )}
          {contato.whatsapp && (
            <Canal
              icon={IconBrandWhatsapp}
              rotulo={t('whatsapp')}
              href={whatsappHref(contato.whatsapp)}
              external
            >
              {t('whatsappTexto')}
            </Canal>
          )}
        </SimpleGrid>
      </Card>
      <section aria-labelledby="faq-titulo">
        <Title order={2} size="h3" id="faq-titulo" mb="md">
          {t('faqTitulo')}
        </Title>
        <Faq />
      </section>
    </Stack>
  );
}
