import { Button } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntradaOutbox, FotoOutbox } from '../db';
import type { EstadoDrenagem } from '../drenagem';
import { useEntradas, useEstadoDrenagem, useFotos, useGatilhosDoOutbox, useOutbox } from '../hooks';
import { EnviosPendentes } from './envios-pendentes';

type Situacao = 'entrar' | 'enviando' | 'atencao' | 'semConexao' | 'guardadas' | 'tudoSalvo';

/** Which of the chip's texts applies, most urgent first (answers and evidence files count alike). */
export function situacaoDoChip(
  entradas: Pick<EntradaOutbox | FotoOutbox, 'estado'>[],
  estado: EstadoDrenagem,
  online: boolean,
) {
  const atencao = entradas.filter((e) => e.estado !== 'pendente').length;
  const pendentes = entradas.length - atencao;
  let situacao: Situacao = 'tudoSalvo';
  if (estado.precisaEntrar && pendentes > 0) situacao = 'entrar';
  else if (estado.enviando) situacao = 'enviando';
  else if (atencao > 0) situacao = 'atencao';
  else if (pendentes > 0) situacao = !online || estado.semConexao ? 'semConexao' : 'guardadas';
  return { situacao, atencao, pendentes };
}

const ICONES = {
  entrar: IconAlertTriangle,
  enviando: IconRefresh,
  atencao: IconAlertTriangle,
  semConexao: IconCloudOff,
  guardadas: IconCloudOff,
  tudoSalvo: IconCloudCheck,
};

/**
 * The answering screens' status chip (`role="status"`): 'Tudo salvo', 'Sem conexão · N respostas guardadas
 * neste aparelho', 'Enviando N de M…', 'N respostas precisam da sua atenção'; it opens 'Envios pendentes'.
 */
export function OutboxStatusChip() {
  const { t } = useTranslation('outbox');
  const outbox = useOutbox();
  // Also here: the answering screens send on 'online' and on becoming visible even before the frame's sync.
  useGatilhosDoOutbox(outbox);
  const respostas = useEntradas(outbox) ?? [];
  const fotos = useFotos(outbox) ?? [];
  const entradas = [...respostas, ...fotos];
  const estado = useEstadoDrenagem(outbox);
  const [aberto, setAberto] = useState(false);
  if (!outbox) return null;
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const { situacao, atencao, pendentes } = situacaoDoChip(entradas, estado, online);
  // The answers' own texts while only answers wait; 'N envios…' once evidence files are among them.
  const sufixo = fotos.length > 0 ? 'Envios' : '';
  const texto =
    situacao === 'enviando'
      ? t('chip.enviando', { n: Math.min(estado.enviadas + 1, estado.total), m: estado.total })
      : situacao === 'tudoSalvo'
        ? t('chip.tudoSalvo')
        : t(`chip.${situacao}${sufixo}`, { count: situacao === 'atencao' ? atencao : pendentes });
  const Icone = ICONES[situacao];
  const alerta = situacao === 'atencao' || situacao === 'entrar';
  return (
    <div role="status">
      <Button
        size="compact-sm"
        radius="xl"
        // Needing attention: the theme's red on white (its contrast is checked); light orange text failed AA.
        variant={alerta ? 'outline' : 'light'}
        color={alerta ? 'red' : situacao === 'tudoSalvo' ? 'pasture' : 'gray'}
        leftSection={<Icone size={16} aria-hidden />}
        onClick={() => setAberto(true)}
        aria-haspopup="dialog"
      >
        {texto}
      </Button>
      {aberto && <EnviosPendentes outbox={outbox} opened onClose={() => setAberto(false)} />}
    </div>
  );
}
