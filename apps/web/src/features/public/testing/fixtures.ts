/** The signed-in user the public flows answer with. */
export const authFixture = {
  id: 7,
  email: 'maria@example.com',
  nome: 'Maria',
  role: 'visitante' as const,
  token: 'access-token',
  refreshToken: 'refresh-token-123',
  aceite: true,
};
