import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { resumoDeLembretesEmail } from './lembretes.email.ts';
import { gerarLembretes, reivindicarResumos } from './lembretes.ts';

/** The scheduler's name of the reminders job. */
export const TAREFA_LEMBRETES = 'lembretes';

/**
 * Every LEMBRETES_SEGUNDOS: writes the action plans' reminders due today (in-app, each once by its
 * key), then sends each user who wants them one e-mail digest a day of the unread ones. On the one
 * scheduler (advisory lock per job, the app's clock); with 0 seconds the job is off.
 */
export const lembretesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.scheduler.register({
      name: TAREFA_LEMBRETES,
      everyMs: config.LEMBRETES_SEGUNDOS * 1000,
      async run({ agora, log, encerrando }) {
        const novas = await gerarLembretes(app.db, agora);
        const resumos = await reivindicarResumos(app.db, agora);
        for (const avisos of resumos.values()) {
          if (encerrando()) return;
          const mail = resumoDeLembretesEmail(config, avisos);
          try {
            await app.mailer.send({ to: avisos[0]!.email, ...mail });
          } catch (error) {
            // The digest of the day is claimed: its reminders stay in-app, never sent twice.
            log.error({ err: error, usuarioId: avisos[0]!.usuarioId }, 'lembretes: e-mail não enviado');
          }
        }
        if (novas.length > 0 || resumos.size > 0) {
          log.info({ avisos: novas.length, emails: resumos.size }, 'lembretes');
        }
      },
    });
  },
  { name: 'lembretes', dependencies: ['db', 'scheduler'] },
);
