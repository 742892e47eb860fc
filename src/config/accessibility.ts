/**
 * The accessibility statement of /acessibilidade: the standard the site claims, when the
 * statement was last reviewed, and its known limitations. Edit it whenever a limitation is
 * found or solved: the page, and nothing else, says what is written here.
 */
export interface Limitation {
  /** Where the barrier is. */
  where: string;
  /** What a person meets there. */
  barrier: string;
  /** The way around it until it is solved. */
  alternative: string;
  /** When it was found (YYYY-MM-DD). */
  since: string;
}

export const accessibility = {
  standard: 'ABNT NBR 17225:2025',
  /** The WCAG level the standard is aligned with. */
  level: 'WCAG 2.2, nível AA',
  /** The statement's own conformance status, as W3C's statement model words it. */
  status: 'Parcialmente conforme',
  reviewed: '2026-11-26',
  /** Business days in which a barrier report is answered. */
  replyBusinessDays: 5,
  limitations: [
    {
      where: 'Episódios publicados no YouTube (Podcasts)',
      barrier:
        'As legendas desses episódios são as automáticas do YouTube, que erram nomes de produtos e termos técnicos, e os vídeos não têm audiodescrição. As demonstrações gravadas pelo próprio site têm legendas revisadas em português.',
      alternative:
        'Peça a transcrição revisada de qualquer episódio pelo formulário desta página; enviamos por e-mail em até 5 dias úteis.',
      since: '2026-11-26',
    },
    {
      where: 'Player de vídeo incorporado',
      barrier:
        'Depois de aberto, o player é do YouTube: seus botões e atalhos de teclado seguem o YouTube, não o nosso site.',
      alternative:
        'Os controles nativos do YouTube funcionam por teclado (espaço pausa, setas avançam); o link “Ver a playlist completa” abre os episódios no próprio YouTube.',
      since: '2026-11-26',
    },
    {
      where: 'Artigos do blog publicados depois da última versão do site',
      barrier:
        'Esses artigos chegam do nosso sistema de conteúdo na hora da visita, e o texto alternativo das imagens depende de quem escreveu o artigo.',
      alternative: 'Relate a imagem sem descrição útil: corrigimos o artigo e respondemos com o protocolo.',
      since: '2026-11-26',
    },
    {
      where: 'Todo o site',
      barrier:
        'As verificações de cada versão são automáticas e por teclado; os testes com leitores de tela (NVDA e VoiceOver) ainda são manuais e não acontecem a cada versão.',
      alternative:
        'Se um leitor de tela anunciar algo confuso ou deixar de anunciar uma mudança, conte para nós pelo formulário.',
      since: '2026-11-26',
    },
  ] satisfies Limitation[],
} as const;

/** A YYYY-MM-DD date as Brazilians write it (26/11/2026), without the time zone moving the day. */
export function brazilianDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
