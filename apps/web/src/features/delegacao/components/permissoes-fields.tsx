import { Checkbox, Fieldset, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PERMISSOES_OPCIONAIS, type ValoresAutorizacao } from '../autorizacao-valores';

/** 'O que o técnico pode fazer': 'Ver' always on (shown, not changeable), then the four the producer chooses. */
export function PermissoesFields({ form }: { form: UseFormReturnType<ValoresAutorizacao> }) {
  const { t } = useTranslation('tecnico');
  return (
    <Fieldset legend={t('form.permissoes')} variant="unstyled">
      <Stack gap="sm" mt="xs">
        <Checkbox
          checked
          disabled
          readOnly
          label={t('permissoes.ver')}
          description={t('permissoes.verDescricao')}
        />
        {PERMISSOES_OPCIONAIS.map((p) => (
          <Checkbox
            key={p}
            id={`autorizacao-${p}`}
            label={t(`permissoes.${p}`)}
            description={t(`permissoes.${p}Descricao`)}
            {...form.getInputProps(`permissoes.${p}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
