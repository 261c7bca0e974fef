import type { ItemPlano } from '@guia/shared';
import i18n from '@/i18n';
import { saveBlob } from '@/lib/save-blob';
import { calendarioDoPrazo } from './agenda';

/** 'Adicionar à agenda': the action's deadline as an .ics file the phone's or computer's calendar opens. */
export function adicionarAAgenda(item: ItemPlano, agora = new Date()): void {
  const t = i18n.getFixedT(null, 'plano');
  const conteudo = calendarioDoPrazo({
    uid: `plano-acao-item-${item.id}@guia`,
    data: item.prazo,
    titulo: t('agenda.titulo', { codigo: item.indicador.codigo, indicador: item.indicador.titulo }),
    descricao: t('agenda.descricao', { meta: item.nivel_meta, acoes: item.acoes }),
    lembrete: t('agenda.lembrete'),
    agora,
  });
  saveBlob(
    new Blob([conteudo], { type: 'text/calendar;charset=utf-8' }),
    t('agenda.arquivo', { codigo: item.indicador.codigo }),
  );
}
