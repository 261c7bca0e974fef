import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { productName } from '@/lib/format';

// Every JSON file in ./pt-BR is a namespace named after the file (common.json -> "common").
const files = import.meta.glob<{ default: Record<string, unknown> }>('./pt-BR/*.json', { eager: true });
const resources: Record<string, Record<string, unknown>> = {};
for (const [file, mod] of Object.entries(files)) {
  const ns = file.replace(/^.*\/(.+)\.json$/, '$1');
  resources[ns] = mod.default;
}

void i18n.use(initReactI18next).init({
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  resources: { 'pt-BR': resources },
  defaultNS: 'common',
  ns: Object.keys(resources),
  interpolation: { escapeValue: false, defaultVariables: { product: productName() } },
  returnNull: false,
});

export default i18n;
