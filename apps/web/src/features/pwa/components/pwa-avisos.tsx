import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ambienteAtual, deveMostrarDicaIos, dicaIosJaVista, marcarDicaIosVista } from '../dica-ios';
import {
  atualizarAgora,
  type CarregarRegistro,
  dispensarAtualizacao,
  lerEstado,
  ouvirEstado,
  registrarServiceWorker,
} from '../registro';

interface PwaAvisosProps {
  /** Tests only: the registration module (the build's virtual:pwa-register otherwise). */
  carregar?: CarregarRegistro;
}

/**
 * The app shell's part of the signed-in area (issue 16 §3): registers the service worker once, offers a
 * new version ('Nova versão disponível — atualizar'; never forced: an answer in progress is not lost),
 * and on iOS Safari shows once how to add the Guia to the Home Screen.
 */
export function PwaAvisos({ carregar }: PwaAvisosProps) {
  const { t } = useTranslation('pwa');
  const { disponivel } = useSyncExternalStore(ouvirEstado, lerEstado);
  // Read once: the hint stays for this visit (until dismissed) and is not shown on the next ones.
  const [dicaIos, setDicaIos] = useState(() => deveMostrarDicaIos(ambienteAtual(), dicaIosJaVista()));

  useEffect(() => {
    // In development (vite dev server) there is no built worker to register.
    if (import.meta.env.MODE === 'development') return;
    void registrarServiceWorker(carregar);
  }, [carregar]);

  useEffect(() => {
    if (dicaIos) marcarDicaIosVista();
  }, [dicaIos]);

  if (!disponivel && !dicaIos) return null;
  return (
    // Above the mobile bottom navigation; a plain fixed box (Mantine's Affix would split a chunk the landing loads).
    <Box pos="fixed" bottom={88} right={16} style={{ zIndex: 300 }}>
      <Stack gap="sm" w="min(420px, calc(100vw - 32px))">
        {disponivel && (
          <Alert
            role="status"
            color="pasture"
            variant="filled"
            title={t('atualizacao.titulo')}
            icon={<IconRefresh size={20} aria-hidden />}
            withCloseButton
            closeButtonLabel={t('atualizacao.depois')}
            onClose={dispensarAtualizacao}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('atualizacao.texto')}</Text>
              <Button variant="white" color="pasture" size="xs" onClick={() => void atualizarAgora()}>
                {t('atualizacao.atualizar')}
              </Button>
            </Stack>
          </Alert>
        )}
        {dicaIos && (
          <Alert
            color="blue"
            title={t('ios.titulo')}
            icon={<IconDeviceMobile size={20} aria-hidden />}
            withCloseButton
            closeButtonLabel={t('ios.fechar')}
            onClose={() => setDicaIos(false)}
          >
            <Text size="sm">{t('ios.texto')}</Text>
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
