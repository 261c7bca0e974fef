import type { AdminUsuarioAcesso } from '@guia/shared';
import { Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { useUsuarioAcessos } from '../api/get-usuario-acessos';

/** What an audit row says, in Portuguese (an unknown action shows its code). */
export function descreverAcesso(t: TFunction<'admin-usuarios'>, acesso: AdminUsuarioAcesso): string {
  const chave = acesso.acao.replace(/\./g, '_');
  const d = acesso.detalhes;
  if (acesso.acao === 'usuario.role') {
    const papel = (v: unknown) => (v === 'administrador' || v === 'visitante' ? t(`roles.${v}`) : String(v));
    return t('acessos.acoes.usuario_role', { de: papel(d.de), para: papel(d.para) });
  }
  if (acesso.acao === 'usuario.editar') {
    const campos = Array.isArray(d.campos)
      ? d.campos.map((c) => t(`acessos.campos.${String(c)}`, { defaultValue: String(c) }))
      : [];
    return campos.length === 0
      ? t('acessos.acoes.usuario_editar_nada')
      : t('acessos.acoes.usuario_editar', { campos: campos.join(', ') });
  }
  return t(`acessos.acoes.${chave}`, { defaultValue: acesso.acao });
}

/** 'Acessos de administradores': the audit rows about the user, newest first, paginated, read-only. */
export function AcessosSection({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-usuarios');
  const [page, setPage] = useState(1);
  const acessos = useUsuarioAcessos(userId, page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="acessos-titulo">
      <Title order={2} size="h3" id="acessos-titulo">
        {t('acessos.titulo')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('acessos.descricao')}
      </Text>
      <DataTable<AdminUsuarioAcesso>
        label={t('acessos.tabela')}
        minWidth={520}
        columns={[
          {
            key: 'criadoEm',
            header: t('acessos.colData'),
            render: (a) => formatDateTime(a.criadoEm),
            width: 170,
          },
          { key: 'atorNome', header: t('acessos.colQuem') },
          { key: 'acao', header: t('acessos.colAcao'), render: (a) => descreverAcesso(t, a) },
        ]}
        rows={acessos.data?.items}
        rowKey={(a) => a.id}
        loading={acessos.isFetching}
        emptyText={acessos.isError ? acessos.error.message : t('acessos.vazio')}
        page={page}
        totalPages={acessos.data?.pagination.totalPages ?? 1}
        onPageChange={setPage}
      />
    </Stack>
  );
}
