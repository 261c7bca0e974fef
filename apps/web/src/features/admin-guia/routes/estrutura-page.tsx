import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCategorias } from '@/api/get-categorias';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { useEstrutura } from '../api/get-estrutura';
import { LoadState } from '../components/load-state';
import { EstruturaEditor } from '../editor/estrutura-editor';

/** Admin.Guia.Principio.Edit: the criteria, indicators and levels of one principle. */
export function EstruturaPage() {
  const { t } = useTranslation('admin-guia');
  const { productId = '', principioId = '' } = useParams();
  const estrutura = useEstrutura(productId, principioId);
  const categorias = useCategorias({ inativas: true });
  const pronto = estrutura.data && categorias.data;

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <BackLink to={href('Admin.Guia.Principios', { productId })}>{t('editor.voltar')}</BackLink>
        {!pronto ? (
          <LoadState error={estrutura.error ?? categorias.error} />
        ) : (
          <>
            <div>
              <Title order={1}>{t('editor.titulo', { titulo: estrutura.data.principio.titulo })}</Title>
              <Text c="dimmed">
                {t('editor.subtitulo', {
                  ano: estrutura.data.guia.ano,
                  codigo: estrutura.data.principio.codigo,
                })}
              </Text>
            </div>
            <EstruturaEditor
              key={`${productId}/${principioId}`}
              estrutura={estrutura.data}
              categorias={categorias.data}
              productId={productId}
              principioId={principioId}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
