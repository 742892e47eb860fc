/**
 * The fixed values of SPEC sections 7 to 9 that payloads carry: option lists, fixed
 * sources and known answers. No dependencies, so the browser can import it freely.
 */
export const FATURAMENTO_OPTIONS = [
  'Até R$ 50 mil',
  'R$ 50 mil - R$ 200 mil',
  'R$ 200 mil - R$ 500 mil',
  'R$ 500 mil - R$ 1 milhão',
  'Acima de R$ 1 milhão',
] as const;

export const DESAFIO_OPTIONS = [
  'Aumentar vendas',
  'Melhorar atendimento ao cliente',
  'Automatizar processos',
  'Reduzir custos',
  'Integrar sistemas',
  'Melhorar experiência do cliente',
  'Escalar operações',
  'Outro',
] as const;

export const HOME_REVENUE_OPTIONS = ['ate-100k', '100k-500k', '500k-1m', 'acima-1m'] as const;

export const CHALLENGE_OPTIONS = [
  'gestao-pos-vendas',
  'gerenciamento-email',
  'gestao-whatsapp',
  'pabx-digital',
  'agentes-digitais',
  'ura',
  'portal-autoatendimento',
  'pesquisa-satisfacao',
  'plataforma-omnichannel',
  'crm-operacional',
] as const;

export const JOB_OPTIONS = [
  'analista-suporte',
  'analista-sistemas',
  'analista-implantacao',
  'analista-fullstack',
  'analista-infraestrutura',
  'lider-tecnico',
  'outras',
] as const;

export const PARTNER_VERTICALS = [
  'Call Center',
  'Cosméticos',
  'E-commerce',
  'Financeira',
  'Hotelaria',
  'Indústrias',
  'Serviços',
  'Varejo',
  'Educação',
  'Saúde',
  'Tecnologia',
  'Consultoria',
  'Telecomunicações',
  'Logística',
  'Automotivo',
  'Alimentação',
  'Construção',
  'Energia',
  'Outros',
] as const;

export const AGENT_COUNT_OPTIONS = ['1-5', '6-10', '11-20', '21-50', '50+'] as const;
export const CONTACT_TIME_OPTIONS = ['Agora', 'Manhã', 'Tarde', 'Noite'] as const;
export const EMPLOYEE_OPTIONS = ['1 a 10', '11 a 50', '51 a 100', 'Acima de 100'] as const;

/** The fixed `source` of the demo modal's payload (SPEC 7.1: "fixed website label"). */
export const DEMO_SOURCE = 'website';

/** The honeypot field: people never see or fill it; a request that carries it filled is dropped. */
export const HONEYPOT_FIELD = '_gotcha';

/** The provider's known answer when the e-mail already has access (SPEC section 8). */
export const EMAIL_ALREADY_REGISTERED = 'O e-mail informado já consta em nossa base de dados, informe outro e-mail.';

/**
 * Path of each call (SPEC section 7) below its host. In production the hosts are the
 * provider's (see src/config/endpoints.ts); locally server/ answers at these same paths.
 */
export const CALL_PATHS = {
  /** Calls 1 and 3: the demo webhook (modal form and the chat's final submit). */
  demo: '/webhook/demo',
  /** Call 2: each chat message. */
  chatMessage: '/webhook/chat-message',
  /** Call 4: the home contact form's product-named webhook. */
  homeContact: '/webhook/omni-contato',
  /** Calls 5, 6 and 7: CV, contact and proposal forms. */
  gvpomni: '/webhook/gvpomni',
  /** Call 8: partner registration. */
  partner: '/webhook/cadastro-parceiro',
  /** Calls 9 and 11: blog article and list (GET). */
  blogs: '/webhook/blogs',
  /** Call 10: ask for a missing article. */
  createBlog: '/webhook/create-blog',
  /** Call 12: trial step 1. */
  trial: '/webhook/trial',
  /** Call 13: trial step 2, on the product's API host. */
  accessCreate: '/api/access/create',
  /** Call 14: the `email` query parameter. */
  emailParam: '/webhook/email-url',
} as const;

export type CallName = keyof typeof CALL_PATHS;
