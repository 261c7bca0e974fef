import { colors, principioColors } from '@guia/shared';
import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChartBar,
  IconChartRadar,
  IconCheck,
  IconDownload,
  IconFileCertificate,
  IconFileText,
  IconListNumbers,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/app/routes';
import classes from './landing.module.css';

/** Section ids: the header's in-page links and /registro point at them. */
export const SECTION_IDS = {
  oQueE: 'o-que-e',
  comoFunciona: 'como-funciona',
  relatorios: 'relatorios',
  cadastro: 'cadastro',
  cartilhas: 'cartilhas',
  duvidas: 'duvidas',
  privacidade: 'privacidade',
} as const;

function Section({
  id,
  titleId,
  alt,
  children,
}: {
  id: string;
  titleId: string;
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`${classes.section} ${alt ? classes.sectionAlt : ''}`}
    >
      <div className={classes.container}>{children}</div>
    </section>
  );
}

const muted = { c: colors.muted } as const;

export function OQueESection() {
  const { t } = useTranslation('landing');
  const atributos = ['voluntario', 'autodeclaratorio', 'gratuito', 'confidencial', 'verificavel'] as const;
  const objetivos = ['avaliar', 'medir', 'melhorar'] as const;
  return (
    <Section id={SECTION_IDS.oQueE} titleId="o-que-e-titulo">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={2} id="o-que-e-titulo">
            {t('oQueE.titulo')}
          </Title>
          <Text size="lg">{t('oQueE.texto')}</Text>
        </Stack>
        <Stack gap="md">
          <Title order={3}>{t('oQueE.atributosTitulo')}</Title>
          <ul className={classes.cards}>
            {atributos.map((key) => (
              <li key={key} className={classes.card}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" radius="xl" aria-hidden>
                    <IconCheck size={18} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>{t(`oQueE.atributos.${key}.titulo`)}</Text>
                    <Text size="sm" {...muted}>
                      {t(`oQueE.atributos.${key}.texto`)}
                    </Text>
                  </div>
                </Group>
              </li>
            ))}
          </ul>
        </Stack>
        <Stack gap="md">
          <Title order={3}>{t('oQueE.objetivosTitulo')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {objetivos.map((key) => (
              <div key={key} className={classes.card}>
                <Text fw={700} c="pasture.8">
                  {t(`oQueE.objetivos.${key}.titulo`)}
                </Text>
                <Text size="sm">{t(`oQueE.objetivos.${key}.texto`)}</Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Section>
  );
}

const PRINCIPIOS = [
  { key: 'gestao', codigo: 1 },
  { key: 'comunidades', codigo: 2 },
  { key: 'trabalhadores', codigo: 3 },
  { key: 'meioAmbiente', codigo: 4 },
  { key: 'cadeiaValor', codigo: 5 },
] as const;

export function ComoFuncionaSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id={SECTION_IDS.comoFunciona} titleId="como-funciona-titulo" alt>
      <Stack gap="xl">
        <Title order={2} id="como-funciona-titulo">
          {t('comoFunciona.titulo')}
        </Title>

        <Stack gap="md">
          <Title order={3}>{t('comoFunciona.principiosTitulo')}</Title>
          <Text>{t('comoFunciona.principiosTexto')}</Text>
          <ol className={classes.cards}>
            {PRINCIPIOS.map(({ key, codigo }) => (
              <li
                key={key}
                className={`${classes.card} ${classes.principio}`}
                style={{ borderTopColor: principioColors[codigo] }}
              >
                <Text fw={700}>
                  {codigo}. {t(`comoFunciona.principios.${key}.titulo`)}
                </Text>
                <Text size="sm" {...muted}>
                  {t(`comoFunciona.principios.${key}.texto`)}
                </Text>
              </li>
            ))}
          </ol>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm">
            <Group gap="xs">
              <IconListNumbers aria-hidden color={colors.primary} />
              <Title order={3}>{t('comoFunciona.indicadoresTitulo')}</Title>
            </Group>
            <Text>{t('comoFunciona.indicadoresTexto')}</Text>
            <Title order={4}>{t('comoFunciona.niveisTitulo')}</Title>
            <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
              {([1, 2, 3, 4, 5] as const).map((n) => (
                <li key={n}>
                  <Group gap="sm" wrap="nowrap">
                    <Badge variant="filled" color="pasture.8" size="lg" radius="sm" style={{ flexShrink: 0 }}>
                      {t('comoFunciona.nivel', { n })}
                    </Badge>
                    <Text size="sm">{t(`comoFunciona.niveis.${n}`)}</Text>
                  </Group>
                </li>
              ))}
            </ol>
          </Stack>
          <Stack gap="sm">
            <Group gap="xs">
              <IconChartBar aria-hidden color={colors.primary} />
              <Title order={3}>{t('comoFunciona.desempenhoTitulo')}</Title>
            </Group>
            <Text>{t('comoFunciona.desempenhoTexto')}</Text>
            <Title order={3} mt="md">
              {t('comoFunciona.preenchimentoTitulo')}
            </Title>
            <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              {([1, 2, 3, 4] as const).map((n) => (
                <li key={n}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon radius="xl" size="lg" color="pasture.8" aria-hidden>
                      <Text fw={700} c="white">
                        {n}
                      </Text>
                    </ThemeIcon>
                    <div>
                      <Text fw={700}>{t(`comoFunciona.passos.${n}.titulo`)}</Text>
                      <Text size="sm" {...muted}>
                        {t(`comoFunciona.passos.${n}.texto`)}
                      </Text>
                    </div>
                  </Group>
                </li>
              ))}
            </ol>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Section>
  );
}

const RELATORIOS = [
  { key: 'completo', icon: IconFileText },
  { key: 'prioridades', icon: IconListNumbers },
  { key: 'comparativo', icon: IconChartRadar },
  { key: 'pdf', icon: IconDownload },
  { key: 'comprovante', icon: IconFileCertificate },
] as const;

export function RelatoriosSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id={SECTION_IDS.relatorios} titleId="relatorios-titulo">
      <Stack gap="lg">
        <Title order={2} id="relatorios-titulo">
          {t('relatorios.titulo')}
        </Title>
        <Text size="lg">{t('relatorios.texto')}</Text>
        <ul className={classes.cards}>
          {RELATORIOS.map(({ key, icon: Icon }) => (
            <li key={key} className={classes.card}>
              <Stack gap="xs">
                <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
                  <Icon />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t(`relatorios.itens.${key}.titulo`)}
                </Title>
                <Text size="sm" {...muted}>
                  {t(`relatorios.itens.${key}.texto`)}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
      </Stack>
    </Section>
  );
}

export function FaqSection() {
  const { t } = useTranslation('landing');
  const itens = ['1', '2', '3', '4', '5', '6'] as const;
  return (
    <Section id={SECTION_IDS.duvidas} titleId="duvidas-titulo">
      <Stack gap="lg" maw={860} mx="auto">
        <Title order={2} id="duvidas-titulo">
          {t('faq.titulo')}
        </Title>
        <Accordion variant="separated" order={3}>
          {itens.map((n) => (
            <Accordion.Item key={n} value={n}>
              <Accordion.Control>{t(`faq.itens.${n}.pergunta`)}</Accordion.Control>
              <Accordion.Panel>{t(`faq.itens.${n}.resposta`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Section>
  );
}

const CARTILHAS = [
  { key: 'produtor', file: 'cartilha-produtor-rural.pdf', tamanho: '10 KB' },
  { key: 'insumos', file: 'cartilha-insumos-e-servicos.pdf', tamanho: '9 KB' },
  { key: 'industria', file: 'cartilha-industria.pdf', tamanho: '9 KB' },
  { key: 'varejo', file: 'cartilha-varejo-e-food-service.pdf', tamanho: '9 KB' },
] as const;

export function CartilhasSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id={SECTION_IDS.cartilhas} titleId="cartilhas-titulo" alt>
      <Stack gap="lg">
        <Title order={2} id="cartilhas-titulo">
          {t('cartilhas.titulo')}
        </Title>
        <Text size="lg">{t('cartilhas.texto')}</Text>
        <ul className={classes.cards}>
          {CARTILHAS.map(({ key, file, tamanho }) => {
            const titulo = t(`cartilhas.itens.${key}.titulo`);
            return (
              <li key={key} className={classes.card}>
                <Stack gap="sm" h="100%" justify="space-between">
                  <div>
                    <Title order={3} size="h4">
                      {titulo}
                    </Title>
                    <Text size="sm" {...muted}>
                      {t(`cartilhas.itens.${key}.texto`)}
                    </Text>
                  </div>
                  <Group gap="sm" align="center">
                    <Button
                      component="a"
                      href={`/cartilhas/${file}`}
                      target="_blank"
                      rel="noopener"
                      variant="outline"
                      color="pasture.8"
                      leftSection={<IconDownload size={18} aria-hidden />}
                      aria-label={t('cartilhas.linkLabel', { titulo, tamanho })}
                    >
                      {t('cartilhas.baixar')}
                    </Button>
                    <Text size="sm" {...muted} aria-hidden>
                      {t('cartilhas.formato', { tamanho })}
                    </Text>
                  </Group>
                </Stack>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Section>
  );
}

export function PrivacidadeSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id={SECTION_IDS.privacidade} titleId="privacidade-titulo">
      <Group align="flex-start" gap="xl" wrap="nowrap" maw={900} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden visibleFrom="sm">
          <IconShieldLock size={36} />
        </ThemeIcon>
        <Stack gap="md">
          <Title order={2} id="privacidade-titulo">
            {t('privacidade.titulo')}
          </Title>
          <Text>{t('privacidade.texto')}</Text>
          <List spacing="xs" icon={<IconCheck size={18} color={colors.primary} aria-hidden />}>
            {(['1', '2', '3', '4'] as const).map((n) => (
              <List.Item key={n}>{t(`privacidade.itens.${n}`)}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to={routes['Termos.Privacidade']} underline="always" fw={600}>
            {t('privacidade.link')}
          </Anchor>
        </Stack>
      </Group>
    </Section>
  );
}

export function ComeceAgoraSection({ onRegister, onLogin }: { onRegister: () => void; onLogin: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <section className={classes.comece} aria-labelledby="comece-agora-titulo">
      <Stack gap="md" align="center" maw={720} mx="auto">
        <Title order={2} id="comece-agora-titulo" c="white">
          {t('comeceAgora.titulo')}
        </Title>
        <Text size="lg" c="white">
          {t('comeceAgora.texto')}
        </Text>
        <Group gap="md" justify="center">
          <Button size="lg" color="white" c="pasture.9" onClick={onRegister}>
            {t('comeceAgora.cadastrar')}
          </Button>
          <Button size="lg" variant="outline" color="white" onClick={onLogin}>
            {t('comeceAgora.entrar')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
