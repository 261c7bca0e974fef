import { Anchor, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ApoioItem {
  id: number;
  titulo: string;
  url: string;
}

interface ApoioModalProps {
  opened: boolean;
  onClose: () => void;
  apoio: ApoioItem[];
}

/** The support material of an indicator: links opening in a new tab, or 'Não disponível...'. */
export function ApoioModal({ opened, onClose, apoio }: ApoioModalProps) {
  const { t } = useTranslation('guia');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('apoio.titulo')}
      closeButtonProps={{ 'aria-label': t('fechar') }}
    >
      {apoio.length === 0 ? (
        <Text>{t('apoio.vazio')}</Text>
      ) : (
        <List spacing="xs">
          {apoio.map((item) => (
            <List.Item key={item.id}>
              <Anchor href={item.url} target="_blank" rel="noopener noreferrer">
                {item.titulo}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}
