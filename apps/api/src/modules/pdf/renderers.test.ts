import type {
  ItemGabarito,
  PrincipioDesempenho,
  RelatorioComparativo,
  RelatorioDesempenho,
  UnidadeRelatorio,
} from '@guia/shared';
import { describe, expect, it } from 'vitest';
import { renderComparativo } from './comparativo.pdf.ts';
import { renderCompleto } from './completo.pdf.ts';
import { renderComprovante } from './comprovante.pdf.ts';
import { renderDesempenho } from './desempenho.pdf.ts';
import { extrairLinksPdf, extrairTextoPdf } from './extrair-texto.ts';
import { renderPrioridades } from './prioridades.pdf.ts';

const unidade: UnidadeRelatorio = {
  id: 7,
  nomeunidade: 'Fazenda Boa Esperança',
  endereco: 'Cuiabá - MT',
  cidade: 'Cuiabá',
  uf: 'MT',
  nome: 'Ana Lúcia',
  email: 'ana@exemplo.com.br',
  categoria_id: 6,
  categoria: 'Produtor rural',
  atividade: 'Cria',
  sistemaadotado: 'Pasto',
  area: 12500,
  areapasto: 8000,
  rebanho: 3400,
  inscricao_estadual: null,
  car: null,
};
const questionario = { id: 31, guia_id: 2, ano: 2026, finalizadoem: '2026-03-05T15:00:00.000Z' };

const item = (n: number, pcode: number, resposta: number | null): ItemGabarito => ({
  id: n,
  codigo: `${pcode}.1.${n}`,
  titulo: `Indicador número ${n} com um título longo que quebra em mais de uma linha da tabela do relatório`,
  pcode,
  resposta,
  descricao: resposta === null ? null : resposta === 0 ? 'Não se aplica' : `Descrição do nível ${resposta}`,
  proximopeso: resposta !== null && resposta > 0 && resposta < 5 ? resposta + 1 : null,
  proximo: resposta !== null && resposta > 0 && resposta < 5 ? `Descrição do nível ${resposta + 1}` : null,
  legenda:
    resposta === null || resposta === 0
      ? null
      : resposta <= 2
        ? 'MUITO IMPORTANTE'
        : resposta <= 4
          ? 'IMPORTANTE'
          : 'PARABÉNS',
  exemploevidencia: null,
  apoio: [{ id: 1, titulo: 'Cartilha de boas práticas', url: 'https://exemplo.com.br' }],
  evidencias: [],
});

const principio = (
  codigo: number,
  aproveitamento: number,
  gabarito: ItemGabarito[],
): PrincipioDesempenho => ({
  id: codigo,
  codigo,
  titulo: ['Gestão', 'Comunidades', 'Trabalhadores', 'Meio Ambiente', 'Cadeia de Valor'][codigo - 1]!,
  subtitulo: 'Subtítulo',
  descricao: 'Descrição',
  icone: 'icone',
  orientacaoGtps: '<p>Consulte o <a href="https://exemplo.com.br">material</a> &amp; siga.</p>',
  total: gabarito.length,
  respondidas: gabarito.length,
  percentual: 100,
  aplicaveis: gabarito.length,
  aproveitamento,
  naoAplicado: aproveitamento === 0,
  blocoPercentuais: { atendido: aproveitamento, naoAtendido: 100 - aproveitamento, naoPreenchido: 0 },
  blocoResultado: { potencial: 5 * gabarito.length, indicadores: gabarito.length, avaliacao: 1234 },
  gabarito,
});

describe('renderDesempenho', () => {
  it('shows the livestock fields of category 6 with pt-BR numbers and breaks long gabaritos over pages', async () => {
    const gabarito = [...Array.from({ length: 40 }, (_, i) => item(i + 1, 1, i % 6)), item(41, 1, null)];
    const rel: RelatorioDesempenho = {
      unidade,
      questionario,
      avaliacaoGeral: { totalAvaliacao: 1234, totalPotencial: 5000, percentual: 37 },
      principios: [principio(1, 61, gabarito), principio(2, 0, [item(99, 2, 0)])],
    };
    const texto = await extrairTextoPdf(await renderDesempenho(rel, { produto: 'Guia' }));
    expect(texto).toContain('12.500 ha');
    expect(texto).toContain('3.400 cabeças');
    expect(texto).toContain('finalizado em 05/03/2026 (março de 2026)');
    expect(texto).toContain('Aproveitamento: 61%');
    expect(texto).toContain('Princípio não aplicado');
    expect(texto).toContain('Consulte o material & siga.');
    expect(texto).toContain('Não respondido');
    const paginas = Number(texto.match(/Página 1 de (\d+)/)?.[1]);
    expect(paginas).toBeGreaterThan(1);
    expect(texto).toContain(`Página ${paginas} de ${paginas}`);
    // The header repeats the unit on every page.
    expect(texto.split('Fazenda Boa Esperança · Guia 2026').length - 1).toBe(paginas);
  });

  it('says what each number is: the mean of the principles, the points, the shares of the potential', async () => {
    const rel: RelatorioDesempenho = {
      unidade,
      questionario,
      avaliacaoGeral: { totalAvaliacao: 111, totalPotencial: 175, percentual: 65 },
      principios: [
        {
          ...principio(1, 65, [item(1, 1, 3)]),
          blocoPercentuais: { atendido: 66, naoAtendido: 20, naoPreenchido: 14 },
        },
      ],
    };
    const texto = await extrairTextoPdf(await renderDesempenho(rel, { produto: 'Guia' }));
    expect(texto).toContain('Aproveitamento médio dos princípios: 65%');
    expect(texto).toContain('Média do aproveitamento dos cinco princípios, cada um arredondado para baixo.');
    expect(texto).toContain('Pontos obtidos: 111 de 175 possíveis (63%)');
    expect(texto).toContain('Aproveitamento: 65%');
    expect(texto).toContain('Avaliação ÷ potencial, arredondado para baixo.');
    expect(texto).toContain('Distribuição do potencial (parcelas arredondadas para somar 100%)');
    expect(texto).toContain('Atendido: 66% do potencial');
    expect(texto).toContain('Não atendido: 20% do potencial');
    expect(texto).toContain('Não preenchido: 14% do potencial');
  });
});

/** A support material with long Portuguese words, in the narrow 'Como chegar lá' column. */
const comMaterialLongo = (n: number, pcode: number, resposta: number): ItemGabarito => ({
  ...item(n, pcode, resposta),
  apoio: [
    {
      id: 5,
      titulo: 'Manual de publicações técnicas sobre sustentabilidade na pecuária',
      url: 'https://exemplo.com.br/manual-publicacoes',
    },
    { id: 6, titulo: 'Cartilha interna', url: 'javascript:alert(1)' },
  ],
});

describe('the "Como chegar lá" column', () => {
  it('breaks words only between syllables and makes each material title a link (web addresses only)', async () => {
    for (const pdf of [
      await renderPrioridades(
        { unidade, questionario, prioridades: [comMaterialLongo(1, 1, 2)] },
        { produto: 'Guia' },
      ),
      await renderCompleto(
        {
          unidade,
          questionario,
          score: [{ codigo: 1, titulo: 'Gestão', valor: 40, nulos: 0, naoAplicado: false }],
          scoretotal: 8,
          questions: 1,
          gabarito: [comMaterialLongo(1, 1, 2)],
        },
        { produto: 'Guia' },
      ),
    ]) {
      const texto = await extrairTextoPdf(pdf);
      expect(texto).not.toMatch(/publicaçõe s|sustentabilidad e|pecuári a/);
      // A line may end in a hyphen between syllables; joined again, the title reads whole.
      expect(texto.replace(/- /g, '')).toContain(
        'Manual de publicações técnicas sobre sustentabilidade na pecuária',
      );
      expect(texto).toContain('Cartilha interna');
      // One link per line of the title; the javascript: address is no link.
      expect(new Set(await extrairLinksPdf(pdf))).toEqual(
        new Set(['https://exemplo.com.br/manual-publicacoes']),
      );
    }
  });
});

describe('renderPrioridades', () => {
  it("shows the spec's empty text when there are no priorities", async () => {
    const texto = await extrairTextoPdf(
      await renderPrioridades({ unidade, questionario, prioridades: [] }, { produto: 'Guia' }),
    );
    expect(texto).toContain('Fazenda Boa Esperança');
    expect(texto).toContain('Você não possui indicadores prioritários');
  });

  it('words NA and the top level as the screen does', async () => {
    const texto = await extrairTextoPdf(
      await renderPrioridades(
        { unidade, questionario, prioridades: [item(1, 1, 5), item(2, 3, 0)] },
        { produto: 'Guia' },
      ),
    );
    expect(texto).toContain('Parabéns');
    expect(texto).toContain('Você apontou este indicador como não aplicável');
    expect(texto).toContain('Cartilha de boas práticas');
  });
});

describe('renderCompleto', () => {
  it('labels a principle with no potential', async () => {
    const texto = await extrairTextoPdf(
      await renderCompleto(
        {
          unidade,
          questionario,
          score: [
            { codigo: 1, titulo: 'Gestão', valor: 80, nulos: 0, naoAplicado: false },
            { codigo: 2, titulo: 'Comunidades', valor: 0, nulos: 2, naoAplicado: true },
          ],
          scoretotal: 16,
          questions: 3,
          gabarito: [item(1, 1, 4)],
        },
        { produto: 'Guia' },
      ),
    );
    expect(texto).toContain('80%');
    expect(texto).toContain('16%');
    expect(texto).toContain('Princípio não aplicado');
    expect(texto).toContain('Nenhum indicador neste princípio.');
  });
});

describe('renderComprovante', () => {
  it('uses the product name and the dates in pt-BR', async () => {
    const texto = await extrairTextoPdf(
      await renderComprovante({
        produto: 'Guia Pecuária',
        unidade: 'Fazenda Boa Esperança',
        municipio: 'Cuiabá',
        uf: 'MT',
        proprietario: 'Ana Lúcia',
        ano: 2026,
        finalizadoem: new Date('2026-03-05T15:00:00.000Z'),
        questionarioId: 31,
        codigo: 'ABCD-EFGH-JKMN',
        urlVerificacao: 'https://guia.example.org/comprovante/ABCD-EFGH-JKMN',
      }),
    );
    expect(texto).toContain('concluiu o preenchimento do Guia Pecuária 2026 em 05/03/2026 (março de 2026)');
    expect(texto).toContain('ABCD-EFGH-JKMN');
    expect(texto).toContain('https://guia.example.org/comprovante/ABCD-EFGH-JKMN');
  });
});

describe('comparative report PDF', () => {
  const titulos = ['Gestão', 'Comunidades', 'Trabalhadores', 'Meio Ambiente', 'Cadeia de Valor'];
  const serie = (valores: number[], total: number) => ({
    valores: valores.map((valor, i) => ({ codigo: i + 1, titulo: titulos[i]!, valor })),
    total,
  });
  const base: RelatorioComparativo = {
    grupo: 'minha-regiao',
    rotulo: 'Minha região',
    unidade,
    questionario: serie([100, 70, 20, 40, 0], 46),
    comparado: serie([80, 55, 35, 60, 10], 48),
    alert: null,
    comparadoCom: null,
  };

  it("draws each principle and the total beside the group's average, with the screen's words", async () => {
    const texto = await extrairTextoPdf(await renderComparativo(base, questionario, { produto: 'Guia' }));
    expect(texto).toContain('Relatório comparativo');
    expect(texto).toContain('Fazenda Boa Esperança');
    expect(texto).toContain('Sua unidade e média da sua região (MT): aproveitamento de 0 a 100');
    for (const t of titulos) expect(texto).toContain(t);
    expect(texto).toContain('Sua unidade: 70%');
    expect(texto).toContain('Média da sua região (MT): 55%');
    expect(texto).toContain('Sua unidade: 46%');
    expect(texto).toContain('Média da sua região (MT): 48%');
    // A principle the unit did not apply reads as on the screen.
    expect(texto).toContain('Sua unidade: Princípio não aplicado');
  });

  it("names the earlier questionnaire for 'meu-guia', and shows only the alert when the group is too small", async () => {
    const anterior = await extrairTextoPdf(
      await renderComparativo(
        {
          ...base,
          grupo: 'meu-guia',
          rotulo: 'Meu Guia',
          comparadoCom: { ano: 2025, finalizadoEm: '2025-04-10T12:00:00.000Z' },
        },
        questionario,
        { produto: 'Guia' },
      ),
    );
    expect(anterior).toContain('Comparando com o seu Guia 2025');
    expect(anterior).toContain('Meu Guia 2025: 55%');
    const alerta = 'Ainda não há unidades suficientes na sua região para comparar.';
    const texto = await extrairTextoPdf(
      await renderComparativo({ ...base, comparado: null, alert: alerta }, questionario, { produto: 'Guia' }),
    );
    expect(texto).toContain(alerta);
    expect(texto).not.toContain('Sua unidade:');
  });
});
