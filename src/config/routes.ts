/**
 * The table of page keys (docs/behaviour.md §2, Routes and Metadata).
 *
 * Pages written as code live here. Product and sector pages are content
 * (content/products, content/sectors) and carry the same fields in their front matter,
 * so an editor adds one by adding a file. Navigation, metadata and the sitemap read both.
 */
export interface PageEntry {
  /** Path of the route, or null for keys the spec names without a route. */
  path: string | null;
  /** The label in 'GVP.Digital - {label}'; null gives the bare 'GVP.Digital' (home). */
  label: string | null;
  description: string;
  /** Share image: a site-relative path or an absolute URL. */
  image?: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
}

export const pages = {
  home: {
    path: '/',
    label: null,
    description:
      'GVP.Digital: central de relacionamento inteligente que une URA, WhatsApp, e-mail, tickets, CRM e agentes de IA em uma só plataforma omnichannel.',
  },
  about: {
    path: '/about',
    label: 'A GVP.digital',
    description:
      'Mais de 20 anos transformando o atendimento de empresas brasileiras: conheça a história, o time, as certificações e as vagas da GVP.Digital.',
  },
  /** The module catalogue (content/modules.yaml), at the spec's /products. */
  modules: {
    path: '/products',
    label: 'Produtos',
    description:
      'Conheça os módulos da GVP.Digital: Omni CRM, Omni Zap, Omni Mail, Omni Ticket, Omni Agent e mais, integrados ao seu atendimento.',
  },
  pricing: {
    path: '/pricing',
    label: 'Preços',
    description:
      'A página de preços da GVP.Digital não está disponível. Fale com um especialista para receber uma proposta.',
    noindex: true,
  },
  'roi-calculator': {
    path: '/roi-calculator',
    label: 'Calculadora de ROI',
    description:
      'Calcule em minutos quanto sua operação economiza com a GVP.Digital: custo atual, economia anual, ROI e tempo de retorno do investimento.',
  },
  geeduka: {
    path: '/geeduka',
    label: 'Geeduka',
    description:
      'Geeduka, a plataforma de educação da GVP.Digital: trilhas básica e avançada, videoaulas, e-books, webinars e certificados para o seu time.',
  },
  contact: {
    path: '/contact',
    label: 'Contato',
    description:
      'Fale com a GVP.Digital por telefone, WhatsApp ou e-mail. Respondemos em até 2 horas em horário comercial.',
  },
  communities: {
    path: '/communities',
    label: 'Comunidades',
    description:
      'Participe das comunidades da GVP.Digital: empreendedores do e-commerce, mulheres líderes e clube de crescimento para empreendedores.',
  },
  blog: {
    path: '/blog',
    label: 'Blog',
    description: 'Artigos sobre automação, estratégia, tecnologia, gestão e CRM para quem lidera atendimento e vendas.',
  },
  podcasts: {
    path: '/podcasts',
    label: 'Podcasts',
    description:
      'Episódios em vídeo sobre atendimento, vendas e inteligência artificial com especialistas da GVP.Digital e convidados.',
  },
  gvpvszendesk: {
    path: '/gvpvszendesk',
    label: 'GVP.Digital vs Zendesk',
    description:
      'Compare a GVP.Digital com o Zendesk: R$ 89,90 por agente contra US$ 55+, suporte nacional e até 67% de economia por ano.',
  },
  privacy: {
    path: '/privacy',
    label: 'Política de Privacidade',
    description:
      'Como a GVP.Digital coleta, usa, compartilha e protege dados pessoais, e como exercer seus direitos pela LGPD.',
  },
  acessibilidade: {
    path: '/acessibilidade',
    label: 'Acessibilidade',
    description:
      'Declaração de acessibilidade da GVP.Digital: a norma que seguimos (ABNT NBR 17225:2025), como testamos, limitações conhecidas e como relatar uma barreira.',
  },
  seguranca: {
    path: '/seguranca-e-privacidade',
    label: 'Segurança e Privacidade',
    description:
      'Como a GVP.Digital protege os dados da sua operação: práticas de segurança, onde os dados ficam, DPA, encarregado e pedidos de titulares pela LGPD.',
  },
  parceiros: {
    path: '/parceiros',
    label: 'Seja um Parceiro',
    description:
      'Seja um parceiro GVP.Digital: comissões de até 50%, treinamento gratuito e suporte 24/7 para indicar, operar ou integrar nossas soluções.',
  },
  /** The sectors' overview, at the spec's /verticals ('Verticais' in the menu, 'Soluções' in the footer). */
  sectors: {
    path: '/verticals',
    label: 'Soluções por Setor',
    description:
      'Soluções de atendimento com IA para call center, e-commerce, financeiras, indústrias, cosméticos, varejo, hotelaria e serviços.',
  },
  /** The client view that opens articles published after the build (issue: blog). */
  blogArticleView: {
    path: '/blog/artigo',
    label: 'Blog',
    description: 'Artigos sobre automação, estratégia, tecnologia, gestão e CRM para quem lidera atendimento e vendas.',
    noindex: true,
  },
  /** A booked demo, opened by the link of its confirmation (docs/behaviour.md §10). */
  booking: {
    path: '/agendamento',
    label: 'Seu agendamento',
    description: 'Confira, remarque ou cancele a sua demonstração gratuita da GVP.Digital.',
    noindex: true,
  },
  notFound: {
    path: '/404',
    label: 'Página não encontrada',
    description: 'A página que você está procurando não está disponível.',
    noindex: true,
  },
  'blog-insert': {
    path: null,
    label: 'Novo artigo',
    description: 'Solicitação de novo artigo para o blog da GVP.Digital.',
    noindex: true,
  },
  solutions: {
    path: null,
    label: 'Soluções',
    description: 'Soluções da GVP.Digital para atendimento, vendas e relacionamento.',
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

/** Old paths kept alive with a permanent redirect (docs/behaviour.md §2, Routes). */
export const legacyProductSlugs = [
  'ura-inteligente',
  'omni-agent',
  'omni-talk',
  'omni-zap',
  'omni-ticket',
  'omni-survey',
  'omni-crm',
] as const;

/** Every permanent redirect of the site: source path -> target path. */
export const redirects: Record<string, string> = {
  ...Object.fromEntries(legacyProductSlugs.map((slug) => [`/produtos/${slug}`, `/${slug}`])),
  // docs/behaviour.md §2: the page key trial_agent goes to /omni-agent.
  '/trial_agent': '/omni-agent',
};
