import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { PageLoader } from './page-loader';

describe('PageLoader', () => {
  it('names its spinner on an element whose role allows a name (axe: aria-prohibited-attr on a bare span)', async () => {
    renderRoute([{ path: '/', element: <PageLoader /> }], { path: '/' });
    const spinner = await screen.findByRole('progressbar', { name: 'Carregando…' });
    expect(screen.getByRole('status')).toContainElement(spinner);
  });
});
