import {
  type Assinatura,
  assinar,
  assinaturasDoProcesso,
  type Evento,
  type TipoDeEvento,
} from '../../events/eventos.ts';
import {
  type EscopoUnidades,
  porUnidade,
  porUsuario,
  reporUnidades,
  retirarUnidades,
  sincronizarCompleto,
  travarUnidades,
} from './estatisticas-rollup.ts';

/**
 * Around an act on some units: they are locked and their contribution taken out before it, put back
 * after it (estatisticas-rollup.ts). A deleted unit puts nothing back.
 */
function emTorno<K extends TipoDeEvento>(escopo: (evento: Evento<K>) => EscopoUnidades): Assinatura<K> {
  return {
    async antes(tx, evento) {
      await travarUnidades(tx, escopo(evento));
      await retirarUnidades(tx, escopo(evento));
    },
    depois: (tx, evento) => reporUnidades(tx, escopo(evento)),
  };
}

const daUnidade = (evento: { objetoId: number }) => porUnidade(evento.objetoId);

const unidadeCriada: Assinatura<'unidade.criada'> = {
  depois: (tx, evento) => reporUnidades(tx, daUnidade(evento)),
};
const unidadeEditada = emTorno<'unidade.editada'>(daUnidade);
const unidadeExcluida = emTorno<'unidade.excluida'>(daUnidade);
const contaExcluida = emTorno<'conta.excluida'>((evento) => porUsuario(evento.usuarioId));
const emTornoDaFinalizacao = emTorno<'questionario.finalizado'>(daUnidade);
const questionarioFinalizado: Assinatura<'questionario.finalizado'> = {
  antes: emTornoDaFinalizacao.antes,
  async depois(tx, evento) {
    await emTornoDaFinalizacao.depois?.(tx, evento);
    // Delivered now: counted through its finish, no longer as an open complete one.
    await sincronizarCompleto(tx, evento.questionarioId);
  },
};

/**
 * The statistics' one subscription to the producers' acts (called at composition, app.ts): every act
 * that moves a number keeps the rollup exact in its own transaction. Returns what the app calls when
 * it closes: the subscription is dropped when the last app of the process closes.
 */
export const assinarEstatisticas = assinaturasDoProcesso(() => [
  assinar('unidade.criada', unidadeCriada),
  assinar('unidade.editada', unidadeEditada),
  assinar('unidade.excluida', unidadeExcluida),
  assinar('questionario.finalizado', questionarioFinalizado),
  assinar('conta.excluida', contaExcluida),
]);
