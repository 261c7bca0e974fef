import { colors } from '@guia/shared';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import i18n from '@/i18n';
import typography from './typography.module.css';

const pasture: MantineColorsTuple = [
  '#eaf5ea',
  '#d3e9d4',
  '#a5d6a7',
  '#7cc07f',
  '#56a85a',
  '#3f9143',
  '#2f7d32',
  '#256a29',
  '#1b5e20',
  '#124716',
];

// Mantine's red fills and outlines with shade 6 (#fa5252), 3.1:1 against white: every `color="red"`
// (the delete buttons and their confirmations) takes the design's darker red instead.
const red: MantineColorsTuple = [
  '#ffebee',
  '#ffcdd2',
  '#ef9a9a',
  '#e57373',
  '#ef5350',
  '#e53935',
  colors.destructive,
  colors.destructiveDark,
  '#a31515',
  '#7f0000',
];

export const theme = createTheme({
  primaryColor: 'pasture',
  primaryShade: 6,
  colors: { pasture, red },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', system-ui, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  black: colors.text,
  focusRing: 'auto',
  components: {
    // Icon-only close buttons need a name for screen readers (toasts, modals, drawers).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common:fechar') } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common:fechar') } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common:fechar') } } },
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Typography: { classNames: { root: typography.root } },
  },
});

/** Mantine's dimmed grey and error red are below WCAG AA on white: use the design's tones. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': colors.muted, '--mantine-color-error': colors.error },
  dark: {},
});
