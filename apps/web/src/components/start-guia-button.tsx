import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useStartQuestionario } from '@/api/start-questionario';
import { href } from '@/app/routes';
import { setSelection } from '@/lib/guia-selection';

interface StartGuiaButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'disabled' | 'loading'> {
  objetoId: number;
  productId: number;
  children: string;
  'aria-label'?: string;
}

/**
 * Starts a questionnaire (spec §4 'Start'): disabled until the response returns, re-enabled when it fails; on
 * success the new questionnaire is stored and the user goes to the {product}.
 */
export function StartGuiaButton({ objetoId, productId, children, ...props }: StartGuiaButtonProps) {
  const navigate = useNavigate();
  const start = useStartQuestionario();
  return (
    <Button
      leftSection={<IconPlayerPlay size={18} aria-hidden />}
      {...props}
      loading={start.isPending}
      disabled={start.isPending}
      onClick={() =>
        start.mutate(
          { objeto_id: objetoId, guia_id: productId },
          {
            onSuccess: ({ questionario }) => {
              setSelection({ objetoId, productId, questionarioId: questionario.id });
              navigate(
                href('Guia.Single', { objectId: objetoId, productId, questionarioId: questionario.id }),
              );
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          },
        )
      }
    >
      {children}
    </Button>
  );
}
