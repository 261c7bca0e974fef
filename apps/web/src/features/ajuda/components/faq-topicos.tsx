import type { FaqTopico } from '@guia/shared';
import { Accordion, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchFaq } from '../faq';

/** The matches of a search across every topic, each with the name of the topic it is in. */
function ResultadosBusca({ topicos, busca }: { topicos: FaqTopico[]; busca: string }) {
  const { t } = useTranslation('ajuda');
  const resultados = searchFaq(topicos, busca);
  return (
    <Stack gap="sm">
      <Text role="status" c={resultados.length === 0 ? 'dimmed' : undefined}>
        {resultados.length === 0 ? t('faqVazio') : t('resultados', { count: resultados.length })}
      </Text>
      {resultados.length > 0 && (
        <Accordion variant="separated" chevronPosition="right">
          {resultados.map(({ topico, item }) => (
            <Accordion.Item key={item.id} value={String(item.id)}>
              <Accordion.Control>
                <Text span size="xs" c="dimmed" fw={600} display="block">
                  {t('resultadoTopico', { topico: topico.titulo })}
                </Text>
                {item.titulo}
              </Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }}>{item.descricao}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

/**
 * FAQ topics as tabs, the first one selected; each lists its questions, or 'Nenhuma pergunta encontrada'. A
 * search looks in every topic (not only the selected tab) and names each match's topic.
 */
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
      {busca.trim() ? (
        <ResultadosBusca topicos={topicos} busca={busca} />
      ) : (
        <Tabs value={ativo} onChange={setEscolhido} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {topicos.map((topico) => (
              <Tabs.Tab key={topico.id} value={String(topico.id)} mih={44}>
                {topico.titulo}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {topicos.map((topico) => {
            const items = topico.items;
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
      )}
    </Stack>
  );
}
