import { colors } from '@guia/shared';
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { UsuarioRoleBadge } from './usuario-status-badge';

describe('UsuarioRoleBadge', () => {
  it("fills the 'Administrador' badge with the AA-contrast token (white text 7.3:1)", async () => {
    // The component's `role` prop is the account's role, not an ARIA role.
    renderRoute([{ path: '/', element: createElement(UsuarioRoleBadge, { role: 'administrador' }) }]);
    const badge = (await screen.findByText('Administrador')).closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.getPropertyValue('--badge-bg')).toBe(colors.adminBadge);
  });
});
