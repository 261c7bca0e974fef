import {
  adminUsuario,
  adminUsuarioAcessos,
  adminUsuarioAcessosQuery,
  adminUsuarioBody,
  adminUsuarioDetalhe,
  adminUsuarioList,
  adminUsuarioListQuery,
  adminUsuarioParams,
  adminUsuarioRoleBody,
  dataResponse,
  errorStatuses,
} from '@guia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendEmailChangeMails } from '../configuracao/configuracao.service.ts';
import {
  presentAdminUsuario,
  presentAdminUsuarioAcesso,
  presentAdminUsuarioItem,
  presentAdminUsuarioObjeto,
} from './admin-usuarios.presenter.ts';
import {
  acessosDoUsuario,
  detailAdminUsuario,
  editAdminUsuario,
  getAdminUsuario,
  listAdminUsuarios,
  MESSAGES,
  setAdminRole,
} from './admin-usuarios.service.ts';

const tags = ['Admin'];

/** Administrators list users, read one user (audited), grant or revoke the role and edit the account. */
export const adminUsuariosRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/Admin/Usuario',
    {
      schema: {
        tags,
        summary:
          'Usuários, paginados: ordem por nome, e-mail, UF, total de unidades, papel ou situação; busca por nome sem acentos nem maiúsculas; filtros de papel e situação',
        querystring: adminUsuarioListQuery,
        response: { 200: adminUsuarioList, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await listAdminUsuarios(app.db, request.query, app.now());
      return { data: { items: page.items.map(presentAdminUsuarioItem), pagination: page.pagination } };
    },
  );

  app.get(
    '/Admin/Usuario/:userId',
    {
      schema: {
        tags,
        summary: 'Um usuário e suas unidades (a leitura fica registrada na auditoria)',
        params: adminUsuarioParams,
        response: { 200: dataResponse(adminUsuarioDetalhe), ...errorStatuses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const { usuario, objetos } = await detailAdminUsuario(
        app.db,
        currentUser(request),
        request.params.userId,
        app.now(),
      );
      return {
        data: { usuario: presentAdminUsuario(usuario), objetos: objetos.map(presentAdminUsuarioObjeto) },
      };
    },
  );

  app.get(
    '/Admin/Usuario/:userId/Acessos',
    {
      schema: {
        tags,
        summary: 'O histórico de auditoria sobre o usuário (mais recentes primeiro; nunca editável)',
        params: adminUsuarioParams,
        querystring: adminUsuarioAcessosQuery,
        response: { 200: adminUsuarioAcessos, ...errorStatuses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await acessosDoUsuario(app.db, request.params.userId, request.query);
      return { data: { items: page.items.map(presentAdminUsuarioAcesso), pagination: page.pagination } };
    },
  );

  app.put(
    '/Admin/Usuario/:userId/Role',
    {
      schema: {
        tags,
        summary:
          'Concede ou revoga o papel de administrador (vale na próxima chamada do usuário). Ninguém revoga o próprio papel, e o último administrador não pode ser revogado',
        params: adminUsuarioParams,
        body: adminUsuarioRoleBody,
        response: { 200: dataResponse(adminUsuario), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { changed } = await setAdminRole(app.db, actor.id, request.params.userId, request.body.role);
      const usuario = await getAdminUsuario(app.db, request.params.userId, app.now());
      const message = !changed
        ? MESSAGES.roleUnchanged
        : request.body.role === 'administrador'
          ? MESSAGES.roleGranted
          : MESSAGES.roleRevoked;
      return { data: presentAdminUsuario(usuario), message };
    },
  );

  app.put(
    '/Admin/Usuario/:userId',
    {
      schema: {
        tags,
        summary:
          'Altera nome e celular; um novo e-mail fica pendente até o usuário confirmar o código enviado a ele (o e-mail atual é avisado)',
        params: adminUsuarioParams,
        body: adminUsuarioBody,
        response: { 200: dataResponse(adminUsuario), ...errorStatuses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { emailPending, trocaDeEmail } = await editAdminUsuario(
        app.db,
        config,
        currentUser(request).id,
        userId,
        request.body,
      );
      if (trocaDeEmail) {
        const { usuario, emailNovo, codigo } = trocaDeEmail;
        await sendEmailChangeMails(app, config, usuario, emailNovo, codigo);
      }
      const usuario = await getAdminUsuario(app.db, userId, app.now());
      return {
        data: presentAdminUsuario(usuario),
        message: emailPending ? MESSAGES.emailPending : MESSAGES.saved,
      };
    },
  );
};
