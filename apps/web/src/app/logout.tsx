import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@/features/public/api/logout';
import { clearQuestionnaireState } from '@/lib/local-state';
import { routes } from './routes';

/** /sair: logs out on entry (the server ends the session too) and clears the stored state. */
export function Logout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void logout();
    clearQuestionnaireState();
    queryClient.clear();
    navigate(routes.Landing, { replace: true });
  }, [navigate, queryClient]);
  return (
    <Center mih="50vh" aria-live="polite">
      <Loader role="progressbar" aria-label={t('saindo')} />
    </Center>
  );
}
