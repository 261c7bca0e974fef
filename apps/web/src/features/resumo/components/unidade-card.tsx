import type { ObjetoDetalhe } from '@guia/shared';
import { Anchor, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { CategoryTag } from '@/components/category-tag';
import type { ReportLink } from '@/hooks/use-report-links';
import { formatDateTime } from '@/lib/format';
import { FichaTecnica } from './ficha-tecnica';
import { GuiaAcoes } from './guia-acoes';

interface UnidadeCardProps {
  objeto: ObjetoDetalhe;
  /** The unit's finished questionnaires (RELATÓRIOS entries of this unit). */
  relatorios: ReportLink[];
}

/**
 * One unit on the summary: category tag, name, place, the collapsible technical sheet, edit, the {product} to
 * start or continue, and the reports (or '* sem relatórios').
 */
export function UnidadeCard({ objeto, relatorios }: UnidadeCardProps) {
  const { t } = useTranslation('resumo');
  const [opened, { toggle }] = useDisclosure(false);
  const fichaId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={`${fichaId}-titulo`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <CategoryTag nome={objeto.categoria} cor={objeto.cor} />
            <Title order={2} size="h4" id={`${fichaId}-titulo`} style={{ overflowWrap: 'anywhere' }}>
              {objeto.nomeunidade}
            </Title>
            <Text size="sm" c="dimmed">
              {t('localizacao', { cidade: objeto.cidadeNome, uf: objeto.uf })}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={href('Editar-Objeto', { objectId: objeto.id })}
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden />}
            aria-label={t('editarUnidade', { nome: objeto.nomeunidade })}
          >
            {t('editar')}
          </Button>
        </Group>

        <div>
          <Button
            variant="subtle"
            px={0}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={`${fichaId}-ficha`}
            rightSection={
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            {t('fichaTecnica')}
          </Button>
          <Collapse expanded={opened} id={`${fichaId}-ficha`}>
            <div style={{ paddingTop: 8 }}>{opened && <FichaTecnica objeto={objeto} />}</div>
          </Collapse>
        </div>

        <GuiaAcoes objetoId={objeto.id} guia={objeto.guia} />

        {relatorios.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('semRelatorios')}
          </Text>
        ) : (
          <Stack gap={4}>
            {relatorios.map((r) => (
              <Anchor key={r.key} component={Link} to={r.to} onClick={r.onOpen} size="sm" fw={600}>
                {t('verRelatorio', { data: formatDateTime(r.dataenvio) })}
              </Anchor>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
