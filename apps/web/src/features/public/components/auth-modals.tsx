import type { AuthData } from '@guia/shared';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routes } from '@/app/routes';
import { authStore } from '@/lib/auth-store';
import { CodeForm } from './code-form';
import { DocumentInUse } from './document-in-use';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

/** Which account modal of the landing page is open. */
export type AuthModal =
  | { kind: 'login' }
  | { kind: 'forgot' }
  | { kind: 'recover'; token: string }
  | { kind: 'code'; email: string; tentativa?: string; justSent: boolean }
  | { kind: 'documento'; tipo: 'cpf' | 'cnpj' }
  | null;

interface AuthModalsProps {
  modal: AuthModal;
  onChange: (next: AuthModal) => void;
}

/** Where the login came from: RequireAuth puts the protected location in the router state. */
function fromLocation(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** The landing page's login, forgot-password, recover and e-mail code modals. */
export function AuthModals({ modal, onChange }: AuthModalsProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => onChange(null);

  const signIn = (auth: AuthData, to: string) => {
    authStore.set(auth);
    onChange(null);
    navigate(to, { replace: true });
  };
  // Administrators land in their area; producers where they were going, else Resumo.
  const landing = (auth: AuthData) =>
    auth.role === 'administrador'
      ? routes['Admin.Estatisticas']
      : (fromLocation(location.state) ?? routes.Resumo);

  return (
    <>
      <AuthModalFrame opened={modal?.kind === 'login'} onClose={close} title={t('login.titulo')}>
        <LoginForm
          onSuccess={(auth) => signIn(auth, landing(auth))}
          onPendingEmail={(email, tentativa) => onChange({ kind: 'code', email, tentativa, justSent: false })}
          onForgotPassword={() => onChange({ kind: 'forgot' })}
        />
      </AuthModalFrame>
      <AuthModalFrame opened={modal?.kind === 'forgot'} onClose={close} title={t('esqueci.titulo')}>
        <ForgotPasswordForm
          onBack={() => onChange({ kind: 'login' })}
          onSuccess={(message) => {
            notifications.show({ message, color: 'pasture', position: 'bottom-center' });
            onChange(null);
            navigate(routes.FiqueTranquilo);
          }}
        />
      </AuthModalFrame>
      <AuthModalFrame opened={modal?.kind === 'recover'} onClose={close} title={t('recuperar.titulo')}>
        {modal?.kind === 'recover' && (
          <ResetPasswordForm
            token={modal.token}
            onSuccess={(auth) => {
              notifications.show({ message: t('recuperar.sucesso'), color: 'pasture' });
              signIn(auth, landing(auth));
            }}
          />
        )}
      </AuthModalFrame>
      <AuthModalFrame
        opened={modal?.kind === 'code'}
        onClose={close}
        title={t('codigo.titulo')}
        // A stray click must not throw away a code being typed.
        closeOnClickOutside={false}
      >
        {modal?.kind === 'code' && (
          <CodeForm
            key={`${modal.email}:${modal.tentativa ?? ''}`}
            email={modal.email}
            tentativa={modal.tentativa}
            justSent={modal.justSent}
            onSuccess={(auth, documentoEmUso) => {
              if (!documentoEmUso) return signIn(auth, routes.BemVindo);
              // Signed in already, so the request can be sent; the next screen waits for 'Continuar'.
              authStore.set(auth);
              onChange({ kind: 'documento', tipo: documentoEmUso });
            }}
          />
        )}
      </AuthModalFrame>
      <AuthModalFrame
        opened={modal?.kind === 'documento'}
        onClose={() => signIn(authStore.get()!, routes.BemVindo)}
        title={t('documentoEmUso.titulo')}
        closeOnClickOutside={false}
      >
        {modal?.kind === 'documento' && (
          <DocumentInUse tipo={modal.tipo} onContinue={() => signIn(authStore.get()!, routes.BemVindo)} />
        )}
      </AuthModalFrame>
    </>
  );
}

interface AuthModalFrameProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeOnClickOutside?: boolean;
}

/** One focus-trapped modal, labelled by its title, full screen on phones. */
function AuthModalFrame({
  opened,
  onClose,
  title,
  children,
  closeOnClickOutside = true,
}: AuthModalFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeOnClickOutside={closeOnClickOutside}
      closeButtonProps={{ 'aria-label': t('fechar') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {children}
    </Modal>
  );
}
