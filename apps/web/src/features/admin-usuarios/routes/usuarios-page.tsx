import { type AdminUsuarioItem, ROLES, USUARIO_STATUS } from '@guia/shared';
import { Anchor, Container, Stack } from '@mantine/core';
import { IconPencil, IconShieldCheck, IconShieldOff, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/app/routes';
import { DataTable, ListFilter, useListParams } from '@/components/data-table';
import { ListHeading } from '@/components/list-heading';
import { RowActions } from '@/components/row-actions';
import { useAuth } from '@/lib/auth-store';
import { formatNumber } from '@/lib/format';
import { useUsuarios } from '../api/get-usuarios';
import { RoleModal, type RoleTarget } from '../components/role-modal';
import { UsuarioEditModal } from '../components/usuario-edit-modal';
import { UsuarioRoleBadge, UsuarioStatusBadge } from '../components/usuario-status-badge';

/** Admin.Usuarios: every user, server-paginated, sorted by name; edit and role toggle per row. */
export function UsuariosPage() {
  const { t } = useTranslation('admin-usuarios');
  const auth = useAuth();
  const list = useListParams<'role' | 'status'>({ sort: 'nome', filters: ['role', 'status'] });
  const usuarios = useUsuarios(list.query);
  const [roleTarget, setRoleTarget] = useState<RoleTarget | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  const total = usuarios.data?.pagination.totalItems;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ListHeading title={t('titulo')} total={total} totalText={(n) => t('total', n)} />
        <DataTable<AdminUsuarioItem>
          label={t('tabela')}
          minWidth={860}
          columns={[
            {
              key: 'nome',
              header: t('colunas.nome'),
              sortable: true,
              render: (u) => (
                <Anchor component={Link} to={href('Admin.Usuarios.Single', { userId: u.id })} fw={600}>
                  {u.nome}
                </Anchor>
              ),
            },
            { key: 'email', header: t('colunas.email'), sortable: true },
            { key: 'uf', header: t('colunas.uf'), sortable: true, render: (u) => u.uf ?? '—' },
            {
              key: 'totalObjetos',
              header: t('colunas.totalObjetos'),
              sortable: true,
              align: 'right',
              render: (u) => formatNumber(u.totalObjetos),
            },
            {
              key: 'role',
              header: t('colunas.role'),
              sortable: true,
              render: (u) => <UsuarioRoleBadge role={u.role} />,
            },
            {
              key: 'status',
              header: t('colunas.status'),
              sortable: true,
              render: (u) => <UsuarioStatusBadge status={u.status} />,
            },
            {
              key: 'acoes',
              header: t('colunas.acoes'),
              align: 'center',
              width: 80,
              render: (u) => {
                const self = u.id === auth?.id;
                const admin = u.role === 'administrador';
                return (
                  <RowActions
                    menuLabel={t('menu.abrir', { nome: u.nome })}
                    actions={[
                      {
                        label: t('menu.ver'),
                        icon: IconUser,
                        to: href('Admin.Usuarios.Single', { userId: u.id }),
                      },
                      { label: t('menu.editar'), icon: IconPencil, onClick: () => setEditId(u.id) },
                      {
                        label: admin ? t('menu.revogar') : t('menu.conceder'),
                        icon: admin ? IconShieldOff : IconShieldCheck,
                        danger: admin,
                        disabled: admin && self,
                        hint: admin && self ? t('menu.proprioPapel') : undefined,
                        onClick: () => setRoleTarget({ id: u.id, nome: u.nome, role: u.role }),
                      },
                    ]}
                  />
                );
              },
            },
          ]}
          rows={usuarios.data?.items}
          rowKey={(u) => u.id}
          loading={usuarios.isFetching}
          emptyText={usuarios.isError ? usuarios.error.message : t('vazio')}
          list={list}
          totalPages={usuarios.data?.pagination.totalPages ?? 1}
          search={{
            label: t('buscar'),
            placeholder: t('buscarPlaceholder'),
          }}
          toolbar={
            <>
              <ListFilter
                list={list}
                name="role"
                label={t('filtros.role')}
                todos={t('filtros.todos')}
                options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              />
              <ListFilter
                list={list}
                name="status"
                label={t('filtros.status')}
                todos={t('filtros.todos')}
                options={USUARIO_STATUS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
            </>
          }
        />
      </Stack>
      <RoleModal target={roleTarget} onClose={() => setRoleTarget(null)} />
      <UsuarioEditModal userId={editId} onClose={() => setEditId(null)} />
    </Container>
  );
}
