// Which figures of the plans' statistics are not shown (issue 17 §4; docs/decisions.md, 'Action plans
// in the admin statistics'). The figures nest: the items total is the sum of the principles', a
// principle's is the sum of its indicators'. Hiding a figure over fewer than `min` producers is not
// enough when its parent is shown: parent minus the shown siblings gives it back. So, in each group,
// what the shown figures leave unexplained must span at least `min` producers or be nothing.

/** A figure and the distinct owners (producers) behind it. */
export interface Figura {
  itens: number;
  donos: number;
}

export interface PrincipioContado extends Figura {
  codigo: number;
  /** Distinct owners of this principle's items whose indicator is under the floor. */
  donosIndicadoresAbaixo: number;
}

export interface IndicadorContado extends Figura {
  linhagem: string;
  principio: number;
}

export interface EntradaSigilo {
  min: number;
  /** Owners of the plans of the selection. */
  donosTotal: number;
  /** Distinct owners of the items whose principle is under the floor. */
  donosPrincipiosAbaixo: number;
  principios: readonly PrincipioContado[];
  indicadores: readonly IndicadorContado[];
}

export interface Sigilo {
  resumoOculto: boolean;
  principiosOcultos: ReadonlySet<number>;
  indicadoresOcultos: ReadonlySet<string>;
}

/** The shown figure with the fewest items (then the fewest owners, then the first given): the cheapest to hide. */
function menor<T extends Figura>(figuras: readonly T[]): T | undefined {
  return [...figuras].sort((a, b) => a.itens - b.itens || a.donos - b.donos)[0];
}

/** Whether what the shown figures of a group leave unexplained spans 1..min-1 producers. */
const expostos = (donos: number, min: number) => donos > 0 && donos < min;

/**
 * The hidden figures: each one over fewer than `min` owners, and, in each group whose hidden
 * figures together span 1..min-1 owners, its smallest shown figure too (that one spans `min` or
 * more, so the remainder then does). A principle hidden that way must not be the sum of its
 * indicators either, so one of them is hidden when all are shown.
 */
export function sigiloDosPlanos(e: EntradaSigilo): Sigilo {
  const abaixo = (f: Figura) => f.donos < e.min;
  const resumoOculto = e.donosTotal < e.min;
  const principiosOcultos = new Set(e.principios.filter(abaixo).map((p) => p.codigo));
  const secundarios = new Set<number>();
  if (!resumoOculto && expostos(e.donosPrincipiosAbaixo, e.min)) {
    const p = menor(e.principios.filter((x) => !principiosOcultos.has(x.codigo)));
    if (p) secundarios.add(p.codigo);
  }
  for (const codigo of secundarios) principiosOcultos.add(codigo);

  const indicadoresOcultos = new Set(e.indicadores.filter(abaixo).map((i) => i.linhagem));
  for (const p of e.principios) {
    if (abaixo(p)) continue; // all its indicators are under the floor too
    const reconstruivel = secundarios.has(p.codigo) && p.donosIndicadoresAbaixo === 0;
    if (!expostos(p.donosIndicadoresAbaixo, e.min) && !reconstruivel) continue;
    const i = menor(
      e.indicadores.filter((x) => x.principio === p.codigo && !indicadoresOcultos.has(x.linhagem)),
    );
    if (i) indicadoresOcultos.add(i.linhagem);
  }
  return { resumoOculto, principiosOcultos, indicadoresOcultos };
}
