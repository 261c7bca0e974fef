import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Candidato } from '../candidatos';

/** 'Adicionar outro indicador': the other answered indicators below the top level ('Não se aplica' left out). */
export function AdicionarIndicador({
  outros,
  onAdicionar,
}: {
  outros: Candidato[];
  onAdicionar: (c: Candidato) => void;
}) {
  const { t } = useTranslation('plano');
  const [escolhido, setEscolhido] = useState<string | null>(null);

  if (outros.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('montar.semOutros')}
      </Text>
    );
  }

  const adicionar = () => {
    const c = outros.find((o) => String(o.indicadorId) === escolhido);
    if (!c) return;
    onAdicionar(c);
    setEscolhido(null);
  };

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Select
          label={t('montar.adicionar')}
          description={t('montar.adicionarDescricao')}
          data={outros.map((c) => ({ value: String(c.indicadorId), label: `${c.codigo} ${c.titulo}` }))}
          value={escolhido}
          onChange={setEscolhido}
          searchable
          clearable
          nothingFoundMessage={t('montar.semOutros')}
          comboboxProps={{ withinPortal: true }}
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={adicionar}
            disabled={escolhido === null}
          >
            {t('montar.adicionarBotao')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
