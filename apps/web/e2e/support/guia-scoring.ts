// The scores the reports must show, worked out from the answers the guia journey gave.

export interface Answer {
  principio: number;
  codigo: string;
  titulo: string;
  peso: number;
}

const byCode = (a: Answer, b: Answer) => {
  const x = a.codigo.split('.').map(Number);
  const y = b.codigo.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return 0;
};

/** SCORING.md, for a questionnaire with every indicator answered. */
export function expected(answers: Answer[]) {
  const principios = [1, 2, 3, 4, 5].map((codigo) => {
    const mine = answers.filter((a) => a.principio === codigo);
    const aplicaveis = mine.filter((a) => a.peso > 0).length;
    const avaliacao = mine.reduce((s, a) => s + a.peso, 0);
    const aproveitamento = aplicaveis > 0 ? Math.floor((100 * avaliacao) / (5 * aplicaveis)) : 0;
    return { codigo, total: mine.length, aplicaveis, avaliacao, aproveitamento };
  });
  const geral = Math.floor(principios.reduce((s, p) => s + p.aproveitamento, 0) / 5);
  const prioridades = [
    ...answers
      .filter((a) => a.peso > 0)
      .sort((a, b) => a.peso - b.peso || a.principio - b.principio || byCode(a, b)),
    ...answers.filter((a) => a.peso === 0).sort(byCode),
  ].slice(0, 5);
  return { principios, geral, prioridades };
}
