import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PercentDonut, PrincipiosRadar } from '@/components/charts/charts';
import { principioColor } from '@/components/charts/principio-color';

const CODIGOS = [1, 2, 3, 4, 5] as const;

/**
 * The radar of aproveitamento over the five principles; choosing a principle (a button: click, tap or
 * keyboard) shows its percentage, and a table gives every value to screen readers.
 */
export function AproveitamentoRadar({ aproveitamento }: { aproveitamento: (number | null)[] }) {
  const { t } = useTranslation('estatisticas');
  const [escolhido, setEscolhido] = useState<number | null>(null);
  if (aproveitamento.every((v) => v === null)) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('aproveitamento.titulo')}
          </Title>
          <Text c="dimmed">{t('aproveitamento.semDados')}</Text>
        </Stack>
      </Paper>
    );
  }
  const data = CODIGOS.map((c) => ({
    codigo: c,
    titulo: t(`principios.${c}`),
    valor: aproveitamento[c - 1] ?? 0,
  }));
  const selecionado = data.find((d) => d.codigo === escolhido);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('aproveitamento.titulo')}
        </Title>
        <PrincipiosRadar data={data} label={t('aproveitamento.grafico')} />
        <Text size="sm" c="dimmed">
          {t('aproveitamento.instrucao')}
        </Text>
        <Group gap="xs">
          {data.map((d) => (
            <Button
              key={d.codigo}
              size="xs"
              // Some principle colours are too light for text: the colour marks the button (swatch,
              // border, filled background with automatic text contrast), the text stays dark.
              variant={escolhido === d.codigo ? 'filled' : 'default'}
              color={principioColor(d.codigo)}
              autoContrast
              style={{ borderColor: principioColor(d.codigo) }}
              leftSection={
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    background: principioColor(d.codigo),
                  }}
                />
              }
              aria-pressed={escolhido === d.codigo}
              onClick={() => setEscolhido(escolhido === d.codigo ? null : d.codigo)}
            >
              {d.titulo}
            </Button>
          ))}
        </Group>
        <Text fw={700} aria-live="polite" mih="1.5em">
          {selecionado
            ? t('aproveitamento.selecionado', { principio: selecionado.titulo, valor: selecionado.valor })
            : ''}
        </Text>
        <VisuallyHidden>
          <Table>
            <caption>{t('aproveitamento.tabela')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('aproveitamento.principio')}</th>
                <th scope="col">{t('aproveitamento.percentual')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.codigo}>
                  <th scope="row">{d.titulo}</th>
                  <td>{d.valor}%</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}

/** The doughnut of total aproveitamento (cutout 80%), with its value as text. */
export function AproveitamentoTotal({ percentual }: { percentual: number | null }) {
  const { t } = useTranslation('estatisticas');
  if (percentual === null) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('total.titulo')}
          </Title>
          <Text c="dimmed">{t('total.semDados')}</Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="center">
        <Title order={2} size="h3" style={{ alignSelf: 'flex-start' }}>
          {t('total.titulo')}
        </Title>
        <PercentDonut value={percentual} size={180} />
        <Text size="sm">{t('total.descricao', { valor: percentual })}</Text>
      </Stack>
    </Paper>
  );
}
