import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('shows each pair as a term and its definition, in order', () => {
    render(
      <MantineProvider env="test">
        <DetailList
          items={[
            ['Cidade', 'Goiânia'],
            ['Rebanho', '12.500 cabeças'],
          ]}
        />
      </MantineProvider>,
    );
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    const definitions = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(terms).toEqual(['Cidade', 'Rebanho']);
    expect(definitions).toEqual(['Goiânia', '12.500 cabeças']);
    expect(screen.getByText('Cidade').closest('dl')).not.toBeNull();
  });
});
