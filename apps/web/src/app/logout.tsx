import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@/features/public/api/logout';
import { authStore } from '@/lib/auth-store';
import { clearQuestionnaireState } from '@/lib/local-state';
import { contarNaoEnviadas, pararOutrosUsuarios } from '@/lib/outbox/outbox';
import { routes } from './routes';

/** How many answers of the signed-in user wait on this device (0 when it cannot tell). */
async function naoEnviadas(): Promise<number> {
  const auth = authStore.get();
  if (!auth) return 0;
  try {
    return await contarNaoEnviadas(auth.id);
  } catch {
    return 0;
  }
}

/**
 * /sair: logs out on entry (the server ends the session too) and clears the stored state. With answers not yet
 * sent it asks first; they stay on this device (the outbox is per user) and go when the user signs in again.
 */
export function Logout() {
  const { t } = useTranslation();
  const { t: to } = useTranslation('outbox');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendentes, setPendentes] = useState<number | null>(null);
  const [confirmado, setConfirmado] = useState(false);
  const saiu = useRef(false);

  useEffect(() => {
    void naoEnviadas().then(setPendentes);
  }, []);

  useEffect(() => {
    if (saiu.current || pendentes === null || (pendentes > 0 && !confirmado)) return;
    saiu.current = true;
    pararOutrosUsuarios(null);
    void logout();
    clearQuestionnaireState();
    queryClient.clear();
    navigate(routes.Landing, { replace: true });
  }, [pendentes, confirmado, navigate, queryClient]);

  if (pendentes && !confirmado) {
    return (
      <Modal
        opened
        onClose={() => navigate(-1)}
        title={to('sair.titulo')}
        closeButtonProps={{ 'aria-label': to('lista.fechar') }}
      >
        <Stack gap="md">
          <Text>{to('sair.aviso', { count: pendentes })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              {to('sair.cancelar')}
            </Button>
            <Button color="red" onClick={() => setConfirmado(true)}>
              {to('sair.confirmar')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Center mih="50vh" aria-live="polite">
      <Loader role="progressbar" aria-label={t('saindo')} />
    </Center>
  );
}
