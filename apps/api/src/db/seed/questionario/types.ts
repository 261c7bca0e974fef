/**
 * Shapes of the questionnaire seed data. Field names follow the spec's edition structure
 * (admin-area §3: principle, criterion, indicator, levels, support material), so the seed maps
 * one to one onto what administrators edit later.
 */

/** Category ids as seeded in reference-data.ts (6 = produtor rural / pecuária). */
export type CategoriaId = 1 | 2 | 3 | 4 | 5 | 6;

/** Level weight: 1..5 follow the five maturity steps of the landing page, 0 = 'Não se aplica'. */
export type Peso = 0 | 1 | 2 | 3 | 4 | 5;

export interface NivelSeed {
  peso: Peso;
  descricao: string;
}

/** A support-material link of an indicator ("como chegar ao próximo nível"). */
export interface ApoioSeed {
  titulo: string;
  /** Always https. */
  url: string;
  /**
   * Categories the link is offered to; omitted = every category of the indicator. The table
   * stores one row per category (`categoria_id`), so the loader expands this list.
   */
  categorias?: readonly CategoriaId[];
}

export interface IndicadorSeed {
  /** `principio.criterio.indicador`, e.g. '4.2.1'. */
  codigo: string;
  /** Position inside the criterion, 1-based; equals the last part of `codigo`. */
  sequencia: number;
  titulo: string;
  /** Categories the indicator applies to; never empty in this seed. */
  categorias: readonly CategoriaId[];
  possuiorientacao: boolean;
  /** Guidance shown with the indicator: what it asks and how to read the levels. */
  orientacao: string;
  /** The indicator relates to greenhouse-gas emissions or removals. */
  possuigee?: boolean;
  possuievidencia: boolean;
  /** Concrete examples of files the user can attach; present exactly when `possuievidencia`. */
  exemploevidencia?: string;
  /** The answer also carries a share 0..100 (screen 13's percent slider); `orientacao` says what it measures. */
  possuipercentual?: boolean;
  niveis: readonly NivelSeed[];
  apoio: readonly ApoioSeed[];
}

export interface CriterioSeed {
  /** Sequence inside the principle (the M of 'Critério N.M'). */
  codigo: number;
  /** 'Critério N.M'. */
  titulo: string;
  descricao: string;
  indicadores: readonly IndicadorSeed[];
}

export type PrincipioCodigo = 1 | 2 | 3 | 4 | 5;

export interface PrincipioSeed {
  codigo: PrincipioCodigo;
  titulo: string;
  subtitulo: string;
  descricao: string;
  /** One of the spec's icon names icn-principio-1..5. */
  icone: `icn-principio-${PrincipioCodigo}`;
  /** 'Orientações' shown in the performance report (the spec's orientacaoGtps): HTML-like text with links. */
  orientacao: string;
  criterios: readonly CriterioSeed[];
}
