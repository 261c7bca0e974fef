import { hojeEm, MENSAGENS_PLANO, prazoPadrao } from '@guia/shared';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href } from '@/app/routes';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useChaveDoEnvio } from '@/lib/chave-do-envio';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { applyServerErrors, mensagemDeErro } from '@/lib/form-errors';
import { CODIGO_EM_ANDAMENTO } from '@/lib/outbox/contrato';
import { useCreatePlano } from '../api/create-plano';
import { type Candidato, corpoDoPlano, errosDoItem, type ItemForm, itemInicial } from '../candidatos';
import { AdicionarIndicador } from './adicionar-indicador';
import { ApoioLista } from './apoio-lista';
import { ItemFields } from './item-fields';

interface Props {
  objetoId: number;
  questionarioId: number;
  candidatos: Candidato[];
  /** The report's priorities that can take a target, in the report's order (marked 'Prioridade'). */
  preselecionados: number[];
  /** The items the form starts with: the priorities, or the previous plan's unmet targets. */
  iniciais?: ItemForm[];
}

type Valores = { itens: ItemForm[] };

/** The builder: the priorities preselected, more indicators on demand, each with its target and deadline. */
export function MontarPlanoForm({ objetoId, questionarioId, candidatos, preselecionados, iniciais }: Props) {
  const { t } = useTranslation('plano');
  const navigate = useNavigate();
  const create = useCreatePlano();
  const chaveDoEnvio = useChaveDoEnvio();
  const ref = useRef<HTMLFormElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [conflito, setConflito] = useState<string | null>(null);
  const hoje = hojeEm(new Date());
  const porId = useMemo(() => new Map(candidatos.map((c) => [c.indicadorId, c])), [candidatos]);

  const form = useForm<Valores>({
    initialValues: {
      itens: iniciais ?? preselecionados.map((id) => itemInicial(porId.get(id)!, prazoPadrao(hoje))),
    },
    validate: ({ itens }) => {
      const erros: Record<string, string> = {};
      if (itens.length === 0) erros.itens = MENSAGENS_PLANO.semItens;
      itens.forEach((item, i) => {
        const doItem = errosDoItem(item, porId.get(item.indicador_id)?.niveisAcima ?? [], hoje);
        for (const [campo, msg] of Object.entries(doItem)) erros[`itens.${i}.${campo}`] = msg;
      });
      return erros;
    },
  });

  const focarInvalido = () => requestAnimationFrame(() => focusFirstInvalid(ref.current));

  const enviar = form.onSubmit(async (values) => {
    setErro(null);
    setConflito(null);
    const body = corpoDoPlano(questionarioId, values.itens);
    try {
      await create.mutateAsync({ objetoId, body, chave: chaveDoEnvio(body) });
      notifications.show({ color: 'pasture', message: t('montar.salvo') });
      navigate(href('Objeto.Plano', { objectId: objetoId }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code !== CODIGO_EM_ANDAMENTO) {
        setConflito(error.message);
        return;
      }
      const porCampo = error instanceof ApiError && Object.keys(error.fields).length > 0;
      applyServerErrors(form, error);
      setErro(porCampo ? t('montar.erroCampos') : mensagemDeErro(error, t('acao.erro')));
      focarInvalido();
    }
  }, focarInvalido);

  const escolhidos = new Set(form.values.itens.map((i) => i.indicador_id));
  const outros = candidatos.filter((c) => !escolhidos.has(c.indicadorId));
  const prioridades = new Set(preselecionados);

  return (
    <form ref={ref} onSubmit={enviar} noValidate>
      <Stack gap="lg">
        {form.values.itens.map((item, index) => {
          const c = porId.get(item.indicador_id);
          if (!c) return null;
          const tituloId = `plano-item-${c.indicadorId}`;
          return (
            <Paper
              key={c.indicadorId}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby={tituloId}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text size="sm" fw={700} c="dimmed">
                        {c.codigo}
                      </Text>
                      {prioridades.has(c.indicadorId) && (
                        <Badge variant="light" color="red">
                          {t('item.prioridade')}
                        </Badge>
                      )}
                    </Group>
                    <Title order={3} size="h4" id={tituloId}>
                      {c.titulo}
                    </Title>
                    <Text size="sm">
                      {t('item.nivelAtual')}:{' '}
                      {t('item.nivelComDescricao', { peso: c.pesoAtual, descricao: c.nivelAtual })}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('montar.remover', { indicador: c.titulo })}
                    onClick={() => form.removeListItem('itens', index)}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Group>
                <Grid gap="lg">
                  <Grid.Col span={{ base: 12, md: 8 }}>
                    <ItemFields
                      form={form}
                      caminho={`itens.${index}`}
                      item={item}
                      niveisAcima={c.niveisAcima}
                      hoje={hoje}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 4 }}>
                    <ApoioLista apoio={c.apoio} headingId={`${tituloId}-apoio`} />
                  </Grid.Col>
                </Grid>
              </Stack>
            </Paper>
          );
        })}

        <AdicionarIndicador
          outros={outros}
          onAdicionar={(c) => form.insertListItem('itens', itemInicial(c, prazoPadrao(hoje)))}
        />

        <FormAlert message={(form.errors.itens as string | undefined) ?? erro} />
        {conflito && (
          <Alert color="yellow" role="alert" title={conflito}>
            <Anchor component={Link} to={href('Objeto.Plano', { objectId: objetoId })}>
              {t('montar.verPlano')}
            </Anchor>
          </Alert>
        )}
        <Group>
          <Button type="submit" size="md" loading={create.isPending} disabled={create.isPending}>
            {t('montar.salvar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
