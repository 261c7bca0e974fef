import type { FaqTopico } from '@guia/shared';
import { Accordion, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFaq } from '../faq';

/** FAQ topics as tabs, the first one selected; each lists its questions, or 'Nenhuma pergunta encontrada'. */
export function FaqTopicos({ topicos }: { topicos: FaqTopico[] }) {
  const { t } = useTranslation('ajuda');
  const [busca, setBusca] = useState('');
  const [escolhido, setEscolhido] = useState<string | null>(null);
  // The first topic until the user picks one (or when the picked one was deleted meanwhile).
  const ativo =
    escolhido && topicos.some((x) => String(x.id) === escolhido) ? escolhido : String(topicos[0]?.id ?? '');
  const vazio = (
    <Text c="dimmed" py="md" role="status">
      {t('faqVazio')}
    </Text>
  );
  if (topicos.length === 0) return vazio;
  return (
    <Stack gap="md">
      <TextInput
        label={t('busca')}
        placeholder={t('buscaPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={busca}
        onChange={(e) => setBusca(e.currentTarget.value)}
        type="search"
      />
      <Tabs value={ativo} onChange={setEscolhido} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {topicos.map((topico) => (
            <Tabs.Tab key={topico.id} value={String(topico.id)} mih={44}>
              {topico.titulo}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {topicos.map((topico) => {
          const items = filterFaq(topico.items, busca);
          return (
            <Tabs.Panel key={topico.id} value={String(topico.id)} pt="md">
              {items.length === 0 ? (
                vazio
              ) : (
                <Accordion variant="separated" chevronPosition="right">
                  {items.map((item) => (
                    <Accordion.Item key={item.id} value={String(item.id)}>
                      <Accordion.Control>{item.titulo}</Accordion.Control>
                      <Accordion.Panel>
                        <Text style={{ whiteSpace: 'pre-line' }}>{item.descricao}</Text>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
