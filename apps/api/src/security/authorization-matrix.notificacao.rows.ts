import { notificar } from '../modules/notificacao/notificacao.service.ts';
import type { TestApp } from '../test/build-test-app.ts';
import type { World } from '../test/fixture-world.ts';
import { OWNER_ONLY, type Row, row, SIGNED_IN } from './authorization-matrix.test-support.ts';

/** A notice of the owner's, made anew for each call (marking it read uses it up). */
const avisoDoDono = async (t: TestApp, w: World) => {
  const [aviso] = await notificar(t.db, [
    {
      usuarioId: w.owner.id,
      chave: `matriz:${Date.now()}:${Math.random()}`,
      tipo: 'lembrete',
      titulo: 'Aviso',
      mensagem: 'Texto',
    },
  ]);
  return { notificacaoId: aviso!.id } as Partial<World>;
};

/** Rows of the caller's own notices and reminder preference (issue 17 §3). */
export const LINHAS_NOTIFICACAO: Record<string, Row> = {
  'GET /api/Notificacoes': row(SIGNED_IN),
  // 'Quem acessou meus dados' (issue 18 §3): the caller's own audit trail, read by no one else.
  'GET /api/Acessos': row(SIGNED_IN),
  // Another user's notice, an administrator's included, answers 404: a notice is its owner's alone.
  'PUT /api/Notificacoes/:id/Lida': row(OWNER_ONLY, {
    fresh: avisoDoDono,
    call: (w) => ({ params: { id: (w as World & { notificacaoId: number }).notificacaoId } }),
  }),
  'PUT /api/Notificacoes/Lidas': row(SIGNED_IN),
  'GET /api/Configuracao/Lembretes': row(SIGNED_IN),
  'PUT /api/Configuracao/Lembretes': row(SIGNED_IN, { call: () => ({ body: { lembretes_email: true } }) }),
};
