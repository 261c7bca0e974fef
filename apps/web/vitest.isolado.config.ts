import { ARQUIVOS_ISOLADOS, projetoWeb } from './vitest.shared';

/** The web tests that keep module mocks or IndexedDB state: each file gets fresh modules. */
export default projetoWeb('web-isolado', { include: ARQUIVOS_ISOLADOS }, true);
