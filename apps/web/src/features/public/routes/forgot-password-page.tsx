import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routes } from '@/app/routes';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SimplePage } from '../components/simple-page';

/** /esqueci-senha (screen 2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <SimplePage title={t('esqueci.titulo')}>
      <ForgotPasswordForm
        onBack={() => navigate(routes.Acessar)}
        onSuccess={(message) => {
          notifications.show({ message, color: 'pasture', position: 'bottom-center' });
          navigate(routes.FiqueTranquilo);
        }}
      />
    </SimplePage>
  );
}
