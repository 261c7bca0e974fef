import { REDIRECT_DELAY_MS } from '@guia/shared';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routes } from '@/app/routes';
import { useCountdown } from '@/hooks/use-countdown';

/**
 * The 'Pronto' completion screen after a unit is registered.
 *
 * The spec asks both for this screen ('Entendi' leads to Objetos.List) and for going to Resumo
 * 3 s after the success toast. Both are kept: the screen shows at once with a visible countdown
 * and then moves on to Resumo; 'Entendi' goes to the list straight away, and "Ficar nesta página"
 * stops the countdown for someone who needs more time to read (WCAG 2.2.1, timing adjustable).
 */
export function CadastrarObjetoSucessoPage() {
  const { t } = useTranslation('objetos');
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(true);
  const left = useCountdown(REDIRECT_DELAY_MS / 1000, waiting, () => {
    void navigate(routes.Resumo, { replace: true });
  });

  return (
    <Center py="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="pasture" aria-hidden>
          <IconCircleCheck size={48} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{t('sucesso.titulo')}</Title>
        <Text size="lg">{t('sucesso.texto')}</Text>
        <Button component={Link} to={routes['Objetos.List']} size="lg">
          {t('sucesso.entendi')}
        </Button>
        {waiting && (
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              {t('sucesso.redirecionando', { count: left })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setWaiting(false)}>
              {t('sucesso.ficar')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Center>
  );
}
