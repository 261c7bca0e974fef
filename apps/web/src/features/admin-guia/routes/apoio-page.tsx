import type { Categoria } from '@guia/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCategorias } from '@/api/get-categorias';
import { href } from '@/app/routes';
import { BackLink } from '@/components/back-link';
import { ConfirmModal } from '@/components/confirm-modal';
import { useModalTarget } from '@/hooks/use-modal-target';
import { useEstrutura } from '../api/get-estrutura';
import { IndicadorApoio, type Pedido } from '../components/indicador-apoio';
import { LoadState } from '../components/load-state';

/**
 * Admin.Guia.Principio.Single: per indicator, the title, evidence example and level texts, and the
 * support materials. Texts change even once the edition was answered; every change is confirmed first.
 */
export function ApoioPage() {
  const { t } = useTranslation('admin-guia');
  const { productId = '', principioId = '' } = useParams();
  const estrutura = useEstrutura(productId, principioId);
  const categorias = useCategorias({ inativas: true });
  const pedido = useModalTarget<Pedido>();
  const porId = useMemo(
    () => new Map<number, Categoria>((categorias.data ?? []).map((c) => [c.id, c])),
    [categorias.data],
  );
  const dados = estrutura.data;
  const atual = pedido.alvo;

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <BackLink to={href('Admin.Guia.Principios', { productId })}>{t('apoio.voltar')}</BackLink>
        {!dados || !categorias.data ? (
          <LoadState error={estrutura.error ?? categorias.error} />
        ) : (
          <>
            <div>
              <Title order={1}>{t('apoio.titulo', { titulo: dados.principio.titulo })}</Title>
              <Text c="dimmed">
                {t('apoio.subtitulo', { ano: dados.guia.ano, codigo: dados.principio.codigo })}
              </Text>
            </div>
            {dados.criterios.every((c) => c.indicadores.length === 0) && <Text>{t('apoio.vazio')}</Text>}
            {dados.criterios.map((criterio, ci) => (
              <Stack
                key={criterio.id}
                gap="sm"
                component="section"
                aria-labelledby={`apoio-criterio-${criterio.id}`}
              >
                <Title order={2} size="h3" id={`apoio-criterio-${criterio.id}`}>
                  {t('apoio.criterio', {
                    codigo: `${dados.principio.codigo}.${ci + 1}`,
                    titulo: criterio.titulo,
                  })}
                </Title>
                <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {criterio.indicadores.map((indicador, ii) => (
                    <IndicadorApoio
                      key={indicador.id}
                      indicador={indicador}
                      codigo={`${dados.principio.codigo}.${ci + 1}.${ii + 1}`}
                      categorias={porId}
                      confirmar={pedido.abrir}
                    />
                  ))}
                </Stack>
              </Stack>
            ))}
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={pedido.opened}
        title={t('apoio.confirmarTitulo')}
        danger={atual?.perigo}
        confirmLabel={t('confirmar.confirmar')}
        feito={t('confirmar.feito')}
        erroGenerico={t('erroGenerico')}
        onConfirm={async () => {
          const message = await atual?.executar();
          atual?.depois?.();
          return message;
        }}
        onClose={pedido.fechar}
      >
        {atual?.mensagem}
      </ConfirmModal>
    </Container>
  );
}
