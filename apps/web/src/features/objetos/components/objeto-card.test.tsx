import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { objetoFixture } from '../testing/fixtures';
import { ObjetoCard } from './objeto-card';

describe('ObjetoCard', () => {
  it("shows the server's progress as it is: 66 is 66%", async () => {
    renderRoute([{ path: '/', element: <ObjetoCard objeto={objetoFixture({ percentual: 66 })} /> }]);
    expect(await screen.findByText('66%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Fazenda Boa Vista/ })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
  });
});
