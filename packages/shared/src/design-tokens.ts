/** Visual tokens shared by the web theme, the charts and the PDFs. */
export const colors = {
  primary: '#2f7d32',
  primaryDark: '#1b5e20',
  atendido: '#2f7d32',
  naoAtendido: '#a5d6a7',
  naoPreenchido: '#cfd8dc',
  text: '#1f2a24',
  muted: '#5b6b62',
  background: '#f6f8f5',
  /** Error text and borders: 5.6:1 on white (Mantine's default red is below WCAG AA). */
  error: '#c62828',
  /** Destructive buttons (delete, 'Sim' in a delete modal): white text on it is 5.6:1; Mantine's #fa5252 is 3.1:1. */
  destructive: '#c62828',
  /** The destructive colour on hover, darker still. */
  destructiveDark: '#b71c1c',
  /** The 'Administrador' role badge: white text on it is 7.3:1 (Mantine's grape.6 was 4.0:1). */
  adminBadge: '#862e9c',
} as const;

/** One fixed colour per principle, by principle codigo 1..5. */
export const principioColors: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '#1e63b5', // Gestão
  2: '#d9650b', // Comunidades
  3: '#b7860b', // Trabalhadores
  4: '#2f7d32', // Meio Ambiente
  5: '#7b3fa0', // Cadeia de Valor
};

/** Priority legend colours by weight band; they colour text too, so each is at least 4.5:1 on white. */
export const prioridadeColors = {
  muitoImportante: '#c62828',
  importante: '#946c00',
  parabens: '#2f7d32',
} as const;
