import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextoLegalEditor } from '../components/texto-legal-editor';

/** Admin.TermosPrivacidade: the terms of use and the privacy policy, each in its rich-text editor. */
export function TermosPrivacidadePage() {
  const { t } = useTranslation('admin-termos');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('titulo')}</Title>
        <Text>{t('descricao')}</Text>
        <TextoLegalEditor documento="TermosUso" />
        <TextoLegalEditor documento="PoliticaPrivacidade" />
      </Stack>
    </Container>
  );
}
