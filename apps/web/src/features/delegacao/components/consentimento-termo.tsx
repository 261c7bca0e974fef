import { CONSENTIMENTO_AUTORIZACAO } from '@guia/shared';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The consent text a producer reads before a grant (issue 18 §1, LGPD art. 8), highlighted: a tinted, bordered
 * box with its title and every paragraph, and the version the grant keeps.
 */
export function ConsentimentoTermo({ id }: { id: string }) {
  const { t } = useTranslation('tecnico');
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p="md"
      bg="pasture.0"
      style={{ borderColor: 'var(--mantine-color-pasture-7)', borderWidth: 2 }}
    >
      <Stack gap="xs">
        <Title order={3} size="h4" id={id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconShieldCheck size={22} aria-hidden color="var(--mantine-color-pasture-8)" />
          {CONSENTIMENTO_AUTORIZACAO.titulo}
        </Title>
        {CONSENTIMENTO_AUTORIZACAO.paragrafos.map((paragrafo) => (
          <Text key={paragrafo} size="sm">
            {paragrafo}
          </Text>
        ))}
        <Text size="xs" c="dark.6">
          {t('form.consentimentoVersao', { versao: CONSENTIMENTO_AUTORIZACAO.versao })}
        </Text>
      </Stack>
    </Paper>
  );
}
