import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first screen's code arrives (a slow rural connection can take seconds). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader role="progressbar" aria-label={t('carregando')} />
    </Center>
  );
}
