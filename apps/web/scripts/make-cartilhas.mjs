// Writes the four landing-page cartilhas (apps/web/public/cartilhas/*.pdf) as plain PDF 1.4.
// No PDF library: Helvetica is one of the 14 standard fonts every reader has, and with
// WinAnsiEncoding the Portuguese accents (ã, ç, é, ...) are single bytes, so the files stay a few KB
// and open on any phone. Run with `node apps/web/scripts/make-cartilhas.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = path.resolve(import.meta.dirname, '../public/cartilhas');
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const TEXT_W = PAGE_W - MARGIN * 2;
const GREEN = [0.184, 0.49, 0.196]; // #2f7d32
const INK = [0.122, 0.165, 0.141]; // #1f2a24

// Helvetica and Helvetica-Bold advance widths (1/1000 em) for ASCII 32..126, from the Adobe AFM files.
// prettier-ignore
const WIDTHS = {
  F1: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
    500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
    556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  F2: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
    556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
    556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

// Characters outside ASCII that the texts use, with their WinAnsi byte.
const WIN_ANSI = { '–': 0x96, '—': 0x97, '•': 0x95, '“': 0x93, '”': 0x94, '‘': 0x91, '’': 0x92, '…': 0x85 };
const SPECIAL_WIDTH = { 150: 556, 151: 1000, 149: 350, 147: 333, 148: 333, 145: 222, 146: 222, 133: 1000 };

function toWinAnsi(text) {
  const bytes = [];
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (WIN_ANSI[ch] !== undefined) bytes.push(WIN_ANSI[ch]);
    else throw new Error(`character ${ch} has no WinAnsi byte`);
  }
  return bytes;
}

/** Width of an accented letter: the width of its base letter (é -> e), which is what the AFM says. */
function charWidth(font, byte) {
  if (byte >= 32 && byte <= 126) return WIDTHS[font][byte - 32];
  if (SPECIAL_WIDTH[byte]) return SPECIAL_WIDTH[byte];
  const base = String.fromCharCode(byte).normalize('NFD')[0];
  const code = base.charCodeAt(0);
  if (code >= 32 && code <= 126) return WIDTHS[font][code - 32];
  return 556;
}

function textWidth(text, font, size) {
  return (toWinAnsi(text).reduce((sum, b) => sum + charWidth(font, b), 0) * size) / 1000;
}

function pdfString(text) {
  return `(${toWinAnsi(text)
    .map((b) => {
      const c = String.fromCharCode(b);
      if (c === '(' || c === ')' || c === '\\') return `\\${c}`;
      if (b < 32 || b > 126) return `\\${b.toString(8).padStart(3, '0')}`;
      return c;
    })
    .join('')})`;
}

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays out blocks (title, heading, paragraph, bullets) on as many A4 pages as needed. */
function layout(doc) {
  const pages = [];
  let ops = [];
  let y = 0;
  const rgb = (c) => c.map((v) => v.toFixed(3)).join(' ');
  const text = (str, x, yy, font, size, color = INK) =>
    ops.push(
      `BT /${font} ${size} Tf ${rgb(color)} rg ${x.toFixed(2)} ${yy.toFixed(2)} Td ${pdfString(str)} Tj ET`,
    );

  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE_H - MARGIN;
  };
  const ensure = (needed) => {
    if (y - needed < MARGIN + 30) newPage();
  };

  newPage();
  // Header band with the guide's name and the cartilha's title.
  ops.push(`${rgb(GREEN)} rg 0 ${PAGE_H - 150} ${PAGE_W} 150 re f`);
  text(doc.kicker, MARGIN, PAGE_H - 52, 'F2', 11, [1, 1, 1]);
  const titleLines = wrap(doc.title, 'F2', 24, TEXT_W);
  titleLines.forEach((l, i) => {
    text(l, MARGIN, PAGE_H - 86 - i * 28, 'F2', 24, [1, 1, 1]);
  });
  y = PAGE_H - 150 - 36;

  for (const block of doc.blocks) {
    if (block.h) {
      ensure(60);
      y -= 8;
      text(block.h, MARGIN, y, 'F2', 14, GREEN);
      y -= 22;
    }
    if (block.p) {
      for (const l of wrap(block.p, 'F1', 11, TEXT_W)) {
        ensure(16);
        text(l, MARGIN, y, 'F1', 11);
        y -= 16;
      }
      y -= 8;
    }
    if (block.items) {
      for (const item of block.items) {
        const [lead, rest] = item.includes(': ') ? item.split(/: (.*)/s) : [null, item];
        const body = lead ? `${lead}: ${rest}` : item;
        const lines = wrap(body, 'F1', 11, TEXT_W - 16);
        ensure(16 * lines.length);
        text('•', MARGIN + 2, y, 'F1', 11, GREEN);
        lines.forEach((l, i) => {
          if (i > 0) ensure(16);
          if (i === 0 && lead) {
            text(`${lead}:`, MARGIN + 16, y, 'F2', 11);
            const after = l.slice(lead.length + 1);
            text(after, MARGIN + 16 + textWidth(`${lead}:`, 'F2', 11), y, 'F1', 11);
          } else {
            text(l, MARGIN + 16, y, 'F1', 11);
          }
          y -= 16;
        });
        y -= 4;
      }
      y -= 6;
    }
  }

  // Footer on every page: the cartilha and the page number.
  pages.forEach((pageOps, i) => {
    ops = pageOps;
    ops.push(`0.812 0.847 0.863 RG 0.5 w ${MARGIN} ${MARGIN - 6} m ${PAGE_W - MARGIN} ${MARGIN - 6} l S`);
    text(doc.footer, MARGIN, MARGIN - 22, 'F1', 9);
    const label = `Página ${i + 1} de ${pages.length}`;
    text(label, PAGE_W - MARGIN - textWidth(label, 'F1', 9), MARGIN - 22, 'F1', 9);
  });
  return pages.map((p) => p.join('\n'));
}

function buildPdf(doc) {
  const streams = layout(doc);
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesId = add(null);
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = [];
  for (const stream of streams) {
    const bytes = Buffer.from(stream, 'latin1');
    const content = add(`<< /Length ${bytes.length} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
          `/Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (pt-BR) >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.kicker)} /Producer (make-cartilhas.mjs) >>`,
  );

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const KICKER = 'Guia de Sustentabilidade da Pecuária';

const common = {
  why: {
    h: 'Por que participar',
    items: [
      'Voluntário e gratuito: você decide quando e como participar, sem nenhum custo.',
      'Autodeclaratório e confidencial: você responde sobre a sua própria realidade, e as suas respostas não são divulgadas nem identificam a sua unidade.',
      'Verificável: você pode anexar evidências a cada indicador, o que dá credibilidade às suas respostas.',
      'Melhoria contínua: os relatórios mostram onde você já vai bem e quais são as prioridades para o próximo ano.',
    ],
  },
  levels: {
    h: 'Os cinco níveis de maturidade',
    p: 'Em cada indicador você escolhe a frase que melhor descreve a sua situação hoje. Não existe resposta certa: o valor está em retratar a realidade.',
    items: [
      'Nível 1: ainda não faço nada, mas tenho interesse.',
      'Nível 2: sei o que fazer, mas ainda não adotei.',
      'Nível 3: comecei a adotar.',
      'Nível 4: adoto plenamente.',
      'Nível 5: adoto plenamente, monitoro, reporto e replico.',
    ],
  },
  steps: {
    h: 'Passo a passo',
    items: [
      'Cadastre-se: crie a sua conta com CPF ou CNPJ e confirme o código enviado para o seu e-mail.',
      'Cadastre a unidade: informe categoria, estado e município. Você pode ter mais de uma unidade.',
      'Responda: avance princípio por princípio. Cada resposta fica salva e você pode continuar depois.',
      'Finalize e veja os relatórios: completo, prioridades e comparativo, com exportação em PDF e comprovante de preenchimento.',
    ],
  },
};

const cartilhas = [
  {
    file: 'cartilha-produtor-rural.pdf',
    title: 'Cartilha do produtor rural',
    footer: 'Cartilha do produtor rural – Guia de Sustentabilidade da Pecuária',
    blocks: [
      {
        p: 'Esta cartilha ajuda você, produtor ou produtora de gado de corte, a preencher o Guia: uma autoavaliação anual da sustentabilidade da sua fazenda. Em cerca de uma hora, com o celular ou o computador, você descobre os pontos fortes da sua gestão e o que priorizar nas próximas safras.',
      },
      common.why,
      {
        h: 'Os cinco princípios na fazenda',
        items: [
          'Gestão: planejamento, controle de custos, registros do rebanho e cumprimento da legislação.',
          'Comunidades: relação com vizinhos, fornecedores locais e respeito às comunidades do entorno.',
          'Trabalhadores: registro, segurança, equipamentos de proteção, moradia e capacitação da equipe.',
          'Meio Ambiente: CAR em dia, reserva legal, nascentes protegidas, manejo do pasto e do solo.',
          'Cadeia de Valor: bem-estar animal, rastreabilidade, sanidade e qualidade do produto entregue.',
        ],
      },
      common.levels,
      common.steps,
      {
        h: 'Tenha à mão',
        items: [
          'Recibo do CAR (formato UF-1234567-...) e inscrição estadual.',
          'Área total, área de pasto (em hectares) e tamanho do rebanho (cabeças).',
          'Fotos e documentos que comprovem as práticas: notas de vacinas, treinamentos, licenças, mapas.',
        ],
      },
      {
        h: 'Dica',
        p: 'Não se preocupe em ter nota alta no primeiro ano. O relatório de prioridades mostra os cinco indicadores mais importantes para você evoluir, e o comparativo mostra o seu avanço de um ano para o outro.',
      },
    ],
  },
  {
    file: 'cartilha-insumos-e-servicos.pdf',
    title: 'Cartilha de insumos e serviços',
    footer: 'Cartilha de insumos e serviços – Guia de Sustentabilidade da Pecuária',
    blocks: [
      {
        p: 'Fornecedores de insumos, assistência técnica, genética, nutrição, sanidade animal e demais serviços também fazem parte da cadeia da pecuária. Esta cartilha mostra como a sua empresa usa o Guia para avaliar as próprias práticas e apoiar os produtores que atende.',
      },
      common.why,
      {
        h: 'Os cinco princípios na sua empresa',
        items: [
          'Gestão: governança, conformidade legal, políticas de qualidade e de integridade.',
          'Comunidades: relação com clientes e parceiros locais, geração de emprego na região.',
          'Trabalhadores: condições de trabalho, saúde e segurança, treinamento das equipes de campo.',
          'Meio Ambiente: destino de embalagens, uso de recursos, emissões e resíduos da operação.',
          'Cadeia de Valor: recomendações técnicas responsáveis e apoio à adoção de boas práticas pelos produtores.',
        ],
      },
      common.levels,
      common.steps,
      {
        h: 'Como apoiar os seus clientes',
        items: [
          'Divulgue a cartilha do produtor rural entre os clientes que você atende.',
          'Técnicos credenciados podem orientar o preenchimento; o Guia registra quando a autoavaliação foi feita com a orientação de um aplicador.',
          'Use o material de apoio da plataforma para planejar visitas e capacitações.',
        ],
      },
    ],
  },
  {
    file: 'cartilha-industria.pdf',
    title: 'Cartilha da indústria',
    footer: 'Cartilha da indústria – Guia de Sustentabilidade da Pecuária',
    blocks: [
      {
        p: 'Frigoríficos, curtumes e demais indústrias da carne transformam o trabalho do campo em produto. Esta cartilha explica como a sua planta preenche o Guia e como os resultados ajudam a planejar investimentos e a dialogar com os fornecedores de gado.',
      },
      common.why,
      {
        h: 'Os cinco princípios na indústria',
        items: [
          'Gestão: sistemas de gestão, certificações, conformidade sanitária e ambiental.',
          'Comunidades: impacto da planta na cidade, programas sociais e canais de diálogo.',
          'Trabalhadores: ergonomia, segurança nas linhas, saúde ocupacional e treinamento.',
          'Meio Ambiente: efluentes, energia, água, resíduos e emissões de gases de efeito estufa.',
          'Cadeia de Valor: monitoramento socioambiental dos fornecedores, rastreabilidade e bem-estar no abate.',
        ],
      },
      common.levels,
      common.steps,
      {
        h: 'Evidências que ajudam',
        items: [
          'Licenças de operação, relatórios de monitoramento e certificados.',
          'Política de compra responsável de gado e resultados do monitoramento de fornecedores.',
          'Indicadores de segurança do trabalho e registros de treinamento.',
        ],
      },
    ],
  },
  {
    file: 'cartilha-varejo-e-food-service.pdf',
    title: 'Cartilha do varejo e food service',
    footer: 'Cartilha do varejo e food service – Guia de Sustentabilidade da Pecuária',
    blocks: [
      {
        p: 'Supermercados, açougues, restaurantes e empresas de food service estão mais perto do consumidor. Esta cartilha mostra como a sua empresa usa o Guia para conhecer as próprias práticas e fortalecer a compra responsável de carne bovina.',
      },
      common.why,
      {
        h: 'Os cinco princípios no varejo e no food service',
        items: [
          'Gestão: políticas de compra, controle de qualidade e conformidade legal.',
          'Comunidades: relação com o bairro, doações de alimentos e compras locais.',
          'Trabalhadores: condições de trabalho nas lojas e cozinhas, segurança e capacitação.',
          'Meio Ambiente: desperdício de alimentos, energia, refrigeração e embalagens.',
          'Cadeia de Valor: origem da carne, exigências aos fornecedores e informação ao consumidor.',
        ],
      },
      common.levels,
      common.steps,
      {
        h: 'Para começar',
        items: [
          'Reúna as políticas de compra e os contratos com os principais fornecedores de carne.',
          'Identifique quem responde por qualidade, compras e sustentabilidade na empresa.',
          'Depois do primeiro preenchimento, use o relatório de prioridades para definir metas do ano.',
        ],
      },
    ],
  },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const c of cartilhas) {
  const pdf = buildPdf({ ...c, kicker: KICKER });
  writeFileSync(path.join(OUT_DIR, c.file), pdf);
  console.log(`${c.file}: ${pdf.length} bytes`);
}
