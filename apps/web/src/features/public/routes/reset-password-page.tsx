import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { routes } from '@/app/routes';
import { authStore } from '@/lib/auth-store';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SimplePage } from '../components/simple-page';

/** /recuperar-senha?token= (screen 3): success logs the user in and goes to Resumo. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <SimplePage title={t('recuperar.titulo')}>
      <ResetPasswordForm
        token={searchParams.get('token')}
        onSuccess={(auth) => {
          authStore.set(auth);
          notifications.show({ message: t('recuperar.sucesso'), color: 'pasture' });
          navigate(routes.Resumo, { replace: true });
        }}
      />
    </SimplePage>
  );
}
